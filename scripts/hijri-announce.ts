// Records countries' announced Hijri month starts through the running server's
// API (POST /api/hijri/announcements, decision 25), so every rule, the live
// push and the reminders apply as for any other call:
//   npm run hijri:announce -- --country TR --month 1448-09 --start 2027-02-09
//   npm run hijri:announce -- --file diyanet-1448.json
// The file is a JSON list of {country, month, start} (a whole year an
// authority published ahead). Needs OPERATOR_TOKEN; the server is
// HIJRI_API_URL (default http://localhost:$PORT, 4000). Exits 1 when any fails.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface Entry {
  country: string;
  month: string;
  start: string;
}

const { values } = parseArgs({
  options: { country: { type: 'string' }, month: { type: 'string' }, start: { type: 'string' }, file: { type: 'string' } },
});
const token = process.env.OPERATOR_TOKEN;
const base = (process.env.HIJRI_API_URL ?? `http://localhost:${process.env.PORT ?? 4000}`).replace(/\/+$/, '');

function entries(): Entry[] | string {
  if (values.file) {
    const list = JSON.parse(readFileSync(values.file, 'utf8')) as unknown;
    return Array.isArray(list) ? (list as Entry[]) : `${values.file} must hold a JSON list of {country, month, start}`;
  }
  const { country, month, start } = values;
  if (!country || !month || !start) return 'Give --country CC --month YYYY-MM --start YYYY-MM-DD, or --file FILE.json';
  return [{ country, month, start }];
}

const list = entries();
if (typeof list === 'string' || !token) {
  console.error(typeof list === 'string' ? list : 'Set OPERATOR_TOKEN to the server\'s operator token');
  process.exit(2);
}
let failed = 0;
for (const entry of list) {
  const res = await fetch(`${base}/api/hijri/announcements`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ country: entry.country, month: entry.month, start: entry.start }),
  });
  const answer = (await res.json().catch(() => ({}))) as { error?: { message?: string } };
  if (res.ok) console.log(`${entry.country} ${entry.month}: ${entry.start} recorded`);
  else {
    failed++;
    console.error(`${entry.country} ${entry.month}: ${res.status} ${answer.error?.message ?? ''}`);
  }
}
process.exit(failed ? 1 : 0);
