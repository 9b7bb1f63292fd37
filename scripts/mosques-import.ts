// Imports the mosques of an OpenStreetMap export as unclaimed mosques (issue 44 item 3,
// docs/mosques.md):
//   npm run mosques:import -- FILE.json
// FILE is Overpass JSON (`[out:json]` … `out center tags;`) or GeoJSON. Opens the same
// database as the server (DATABASE_URL/DATABASE_SCHEMA or DATA_DIR; stop a PGlite server
// first: its data folder has one user at a time). A second run updates, never duplicates.
// Exits 1 where the file cannot be read (the features before it are imported), 2 on usage.
import { existsSync } from 'node:fs';
import { configFromEnv } from '../server/config.ts';
import { openDatabase } from '../server/db/connect.ts';
import { importOsmFile, MalformedExport } from '../server/domain/mosques/osm-import.ts';

const file = process.argv.slice(2).find((a) => a !== '--');
if (!file || !existsSync(file)) {
  console.error(file ? `No such file: ${file}` : 'Usage: npm run mosques:import -- FILE (Overpass JSON or GeoJSON)');
  process.exit(2);
}
const db = await openDatabase(configFromEnv());
const rate = (n: number, s: number) => (s > 0 ? Math.round(n / s) : n);
// The JavaScript heap stays flat however long the file (PGlite's own memory is in the RSS, not here).
const heap = () => `heap ${Math.round(process.memoryUsage().heapUsed / 1048576)} MB`;
let code = 0;
try {
  const report = await importOsmFile(db.prisma, file, {
    onWarning: (message) => console.warn(message),
    onProgress: (r) => console.log(`${r.read} features read, ${r.created} created, ${r.updated} updated (${rate(r.read, r.seconds)} features/s, ${heap()})`),
  });
  console.log(
    `Done: ${report.read} features in ${report.seconds.toFixed(1)} s (${rate(report.read, report.seconds)} features/s): ` +
      `${report.created} mosques created, ${report.updated} updated, ${report.unchanged} unchanged, ` +
      `${report.claimed} claimed (kept as their admin set them), ${report.skipped} skipped; ${heap()}.`,
  );
} catch (error) {
  if (!(error instanceof MalformedExport)) throw error;
  console.error(`${file}: stopped at ${error.message}`);
  console.error('The features before it are imported; nothing of it or after it. Fix the file and run again: a second run does not duplicate.');
  code = 1;
} finally {
  await db.close();
}
process.exit(code);
