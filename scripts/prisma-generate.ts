// Runs `prisma generate`. The CLI insists on a schema-engine binary it would
// download (impossible here); generate never uses it, so any existing file will do.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const env = { ...process.env };
env.PRISMA_SCHEMA_ENGINE_BINARY ??= fileURLToPath(import.meta.url);
env.PRISMA_HIDE_UPDATE_MESSAGE = '1';
env.CHECKPOINT_DISABLE = '1';
const result = spawnSync('npx', ['prisma', 'generate'], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
