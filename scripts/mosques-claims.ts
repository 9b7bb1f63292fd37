// Claims waiting for the operator (issue 44 item 4, docs/mosques.md): a claim on a mosque
// for which OpenStreetMap lists no e-mail.
//   npm run mosques:claims                  lists them, oldest first
//   npm run mosques:claims -- approve ID    approves one and prints the mosque's admin link,
//                                           shown this once, for the operator to pass on
//   npm run mosques:claims -- reject ID     turns one down: the mosque stays unclaimed and
//                                           can be claimed again
// Opens the same database as the server (DATABASE_URL/DATABASE_SCHEMA or DATA_DIR; stop a
// PGlite server first). Exits 1 when the claim is not pending (or the mosque is claimed), 2 on usage.
import { configFromEnv } from '../server/config.ts';
import { openDatabase } from '../server/db/connect.ts';
import { AppError } from '../server/errors.ts';
import { approveClaim, pendingClaims, rejectClaim } from '../server/domain/mosques/claims.ts';

const args = process.argv.slice(2).filter((a) => a !== '--');
const [command, id] = args;
if (!(args.length === 0 || ((command === 'approve' || command === 'reject') && id && args.length === 2))) {
  console.error('Usage: npm run mosques:claims [-- approve CLAIM_ID | reject CLAIM_ID]');
  process.exit(2);
}
const config = configFromEnv();
const db = await openDatabase(config);
// Where the admin link points: PUBLIC_URL, as the links in mail (the server's own URL is unknown here).
const origin = config.publicUrl ?? `http://localhost:${config.port}`;
// Names come from OpenStreetMap: no control characters reach the operator's terminal.
const clean = (text: string | null | undefined) => (text ?? '').replace(/[\p{Cc}\p{Cf}]/gu, ' ');
let code = 0;
try {
  if (command === 'approve') {
    const claimed = await approveClaim(db.prisma, id!);
    console.log(`Approved: ${clean(claimed.mosque.name)} (/m/${claimed.mosque.slug}) is claimed.`);
    console.log(`Its admin link, shown this once; pass it to the claimant privately:`);
    console.log(`${origin}${claimed.adminPath}`);
  } else if (command === 'reject') {
    const mosque = await rejectClaim(db.prisma, id!);
    console.log(`Rejected: ${clean(mosque.name)} (/m/${mosque.slug}) stays unclaimed and can be claimed again.`);
  } else {
    const claims = await pendingClaims(db.prisma);
    if (!claims.length) console.log('No claims are waiting.');
    for (const c of claims) {
      const { mosque, user } = c;
      const where = [mosque.city, mosque.countryCode, mosque.osmId && `https://www.openstreetmap.org/${mosque.osmId}`, mosque.website].filter(Boolean).map(clean).join(', ');
      const who = user ? `user ${user.id}${user.email ? ` <${clean(user.email)}>` : ' (no confirmed e-mail)'}` : 'a deleted user';
      console.log(`${c.id}  ${c.createdAt.toISOString()}  ${clean(mosque.name)} (/m/${mosque.slug}; ${where}) by ${who}`);
    }
    if (claims.length) console.log(`${claims.length} waiting. Approve one with: npm run mosques:claims -- approve ID (or turn it down: reject ID)`);
  }
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  console.error(error.message);
  code = 1;
} finally {
  await db.close();
}
process.exit(code);
