// Prisma CLI configuration. Only `prisma generate` is used here: migrations are
// applied by server/db/migrate.ts (see docs/database.md).
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
});
