// Run by pglite.ts in a child process: creates a PGlite data folder and exits, so the
// memory initdb needs goes back to the system with the process.
import { PGlite } from '@electric-sql/pglite';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: pglite-initdb.ts <data folder>');
const db = await PGlite.create(dataDir);
await db.close();
