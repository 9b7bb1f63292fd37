// The operator's list of 'these times don't match' reports (issue 45 item 6, docs/accuracy.md):
//   npm run report:accuracy
// Opens the same database as the server (DATABASE_URL/DATABASE_SCHEMA or DATA_DIR).
import { configFromEnv } from '../server/config.ts';
import { openDatabase } from '../server/db/connect.ts';
import { accuracyListing } from '../server/domain/accuracy/listing.ts';

const db = await openDatabase(configFromEnv());
try {
  console.log(await accuracyListing(db.prisma));
} finally {
  await db.close();
}
