// Operator report of the first-party analytics for a date range (docs/analytics.md):
//   npm run report:analytics -- --from 2025-03-01 --to 2025-03-31
// Opens the same database as the server (DATABASE_URL/DATABASE_SCHEMA or DATA_DIR).
import { configFromEnv } from '../server/config.ts';
import { openDatabase } from '../server/db/connect.ts';
import { parseRange } from '../server/domain/analytics/report/args.ts';
import { renderReport } from '../server/domain/analytics/report/render.ts';

const range = parseRange(process.argv.slice(2));
if (typeof range === 'string') {
  console.error(range);
  process.exit(2);
}
const db = await openDatabase(configFromEnv());
try {
  console.log(await renderReport(db.sql, range));
} finally {
  await db.close();
}
