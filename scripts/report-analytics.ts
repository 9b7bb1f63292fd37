// Operator report of the first-party analytics for a date range (docs/analytics.md):
//   npm run report:analytics -- --from 2025-03-01 --to 2025-03-31 [--html report.html]
// Prints the text tables; with --html also writes one self-contained HTML file with charts.
// Opens the same database as the server (DATABASE_URL/DATABASE_SCHEMA or DATA_DIR).
import { writeFileSync } from 'node:fs';
import { configFromEnv } from '../server/config.ts';
import { openDatabase } from '../server/db/connect.ts';
import { parseHtmlTarget, parseRange } from '../server/domain/analytics/report/args.ts';
import { renderHtmlReport } from '../server/domain/analytics/report/html.ts';
import { renderReport } from '../server/domain/analytics/report/render.ts';

const argv = process.argv.slice(2);
const range = parseRange(argv);
const html = parseHtmlTarget(argv);
if (typeof range === 'string' || typeof html === 'string') {
  console.error(typeof range === 'string' ? range : html);
  process.exit(2);
}
const db = await openDatabase(configFromEnv());
try {
  console.log(await renderReport(db.sql, range));
  if (html.file) {
    writeFileSync(html.file, await renderHtmlReport(db.sql, range));
    console.error(`HTML report written to ${html.file}`);
  }
} finally {
  await db.close();
}
