// Claiming a listed mosque (issue 44 item 4, docs/mosques.md): 'This is my mosque' on an
// unclaimed page. When OpenStreetMap lists an e-mail for the mosque, the claim mails that
// address a single-use link (7 days; only its SHA-256 is kept); following it sets the admin
// token, as creating a mosque does, and shows the admin link once. Otherwise the claim waits
// for the operator (`npm run mosques:claims`). The listed address is never in an answer.
import type { Mosque, Prisma, PrismaClient } from '../../../prisma/generated/client/client.ts';
import { languageOf } from '@prayer-companion/common';
import { AppError, conflict, isUniqueViolation, notFound } from '../../errors.ts';
import { hashToken, newSessionToken } from '../../auth/tokens.ts';
import { log } from '../../ops/log.ts';
import type { AccountDeps } from '../accounts/deps.ts';
import { claimMail } from '../mail/claim-mail.ts';
import { adminPath, newAdminToken } from './admin-token.ts';
import { addressKey } from '../../security/address-key.ts';
import { CLAIMS_PER_ADDRESS_PER_DAY, DAY_SECONDS } from './limits.ts';
import { findPublicMosque, type NewMosque } from './store.ts';

/** Claims one user may make a day (issue 44 item 5). */
export const CLAIMS_PER_USER_PER_DAY = 3;
/** How long a mailed claim link works. */
export const CLAIM_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** The page the mailed link opens; the token rides in the fragment, as in the sign-in mails (docs/security.md). */
export const CLAIM_LINK_PAGE = '/mosque-claim';

export const ALREADY_CLAIMED = 'This mosque already has an admin: ask them for its admin link';
export const CLAIM_WAITING = 'A claim for this mosque is already waiting: it can be claimed again once that one is settled or its link has expired';
export const CLAIM_LIMIT = `Too many claims today: at most ${CLAIMS_PER_USER_PER_DAY} a day. Please try again tomorrow.`;
export const CLAIM_ADDRESS_LIMIT = 'Too many claims from your network today. Please try again tomorrow.';
/** Every refused link says the same, as the sign-in links do: unknown, used and expired are nobody's business. */
export const CLAIM_LINK_INVALID = 'This claim link has expired or was already used';
export const CLAIM_MAILED = "We've e-mailed the address OpenStreetMap lists for this mosque. The link in it works once, for 7 days.";
export const CLAIM_PENDING = "OpenStreetMap lists no e-mail for this mosque: your claim waits for the app's operator, who will check it and pass you the admin link.";

export type ClaimStatus = 'pending' | 'mailed' | 'approved' | 'used' | 'expired' | 'rejected';
const OPEN: ClaimStatus[] = ['pending', 'mailed'];

export interface ClaimAnswer {
  status: 'mailed' | 'pending';
  message: string;
}

type Tx = Prisma.TransactionClient;

/** A mailed claim whose link has run out is no longer open: it blocks no new claim. */
async function expireOldLinks(prisma: PrismaClient | Tx, mosqueId: string, now: Date) {
  await prisma.mosqueClaim.updateMany({ where: { mosqueId, status: 'mailed', expiresAt: { lt: now } }, data: { status: 'expired', settledAt: now } });
}

export interface Claimant {
  userId: string;
  /** The caller's address: claims are limited per address too (addressKey). */
  ip: string;
}

/** 'This is my mosque' by a signed-in user. The answer says what happened, never the address. */
export async function claimMosque(deps: AccountDeps, { userId, ip }: Claimant, slug: string): Promise<ClaimAnswer> {
  const mosque = await findPublicMosque(deps.prisma, slug);
  if (!mosque) throw notFound('Mosque');
  if (mosque.adminTokenHash !== null) throw conflict(ALREADY_CLAIMED);
  const limitKey = `mosque-claim:user:${userId}`;
  const addressLimitKey = `mosque-claim:address:${addressKey(ip)}`;
  await deps.limiter.check(limitKey, CLAIMS_PER_USER_PER_DAY, DAY_SECONDS, CLAIM_LIMIT);
  await deps.limiter.check(addressLimitKey, CLAIMS_PER_ADDRESS_PER_DAY, DAY_SECONDS, CLAIM_ADDRESS_LIMIT);
  const now = new Date();
  await expireOldLinks(deps.prisma, mosque.id, now);
  if (await deps.prisma.mosqueClaim.count({ where: { mosqueId: mosque.id, status: { in: OPEN } } })) throw conflict(CLAIM_WAITING);
  // A production server without SMTP cannot deliver the link: the operator settles the claim instead.
  const mails = Boolean(mosque.email) && deps.mail.deliversLinks;
  const token = mails ? newSessionToken() : null;
  try {
    await deps.prisma.mosqueClaim.create({
      data: {
        mosqueId: mosque.id,
        userId,
        status: mails ? 'mailed' : 'pending',
        tokenHash: token ? hashToken(token) : null,
        expiresAt: new Date(now.getTime() + CLAIM_LIFETIME_MS),
      },
    });
  } catch (error) {
    // Another claim for the mosque, made at the same moment (the partial unique index).
    if (isUniqueViolation(error)) throw conflict(CLAIM_WAITING);
    throw error;
  }
  await deps.limiter.consume(limitKey, CLAIMS_PER_USER_PER_DAY, DAY_SECONDS, CLAIM_LIMIT);
  await deps.limiter.consume(addressLimitKey, CLAIMS_PER_ADDRESS_PER_DAY, DAY_SECONDS, CLAIM_ADDRESS_LIMIT);
  if (!token) return { status: 'pending', message: CLAIM_PENDING };
  const user = await deps.prisma.user.findUnique({ where: { id: userId }, select: { language: true } });
  const language = languageOf(user?.language ?? null);
  const link = `${deps.emailLinks.publicUrl}${CLAIM_LINK_PAGE}#token=${token}`;
  const to = mosque.email as string;
  // After the answer, as the account mails: a slow or failing SMTP server is logged, never shown.
  setImmediate(() =>
    void deps.mail.send({ to, language, ...claimMail(language, mosque.name, link) }).catch((error: unknown) => log('error', 'claim mail failed', { error: String(error) })),
  );
  return { status: 'mailed', message: CLAIM_MAILED };
}

/**
 * Makes the claim's mosque administered: a new admin token, as creating a mosque gives, while
 * the mosque still has none (else CONFLICT, and nothing changes); other open claims of the
 * mosque end. Runs inside the caller's transaction, with the claim already settled.
 */
async function takeMosque(tx: Tx, mosqueId: string, now: Date): Promise<NewMosque> {
  const { token, hash } = newAdminToken();
  const { count } = await tx.mosque.updateMany({ where: { id: mosqueId, adminTokenHash: null }, data: { adminTokenHash: hash, updatedAt: now } });
  if (count !== 1) throw conflict(ALREADY_CLAIMED);
  await tx.mosqueClaim.updateMany({ where: { mosqueId, status: { in: OPEN } }, data: { status: 'expired', settledAt: now } });
  const mosque = await tx.mosque.findUniqueOrThrow({ where: { id: mosqueId } });
  return { mosque, adminToken: token, adminPath: adminPath(mosque.slug, token) };
}

/**
 * The mailed link was followed (by the page's same-origin POST): once, within 7 days, it makes
 * its bearer the mosque's admin. Used, expired, unknown or forged: NOT_FOUND, nothing changes.
 */
export async function redeemClaim(prisma: PrismaClient, token: string): Promise<NewMosque> {
  if (!token || token.length > 100) throw new AppError('NOT_FOUND', CLAIM_LINK_INVALID);
  const now = new Date();
  return prisma.$transaction(async (tx) => {
    const claim = await tx.mosqueClaim.findUnique({ where: { tokenHash: hashToken(token) } });
    if (!claim || claim.status !== 'mailed' || claim.expiresAt.getTime() <= now.getTime()) throw new AppError('NOT_FOUND', CLAIM_LINK_INVALID);
    // Only the request whose update settles the claim goes on: of two clicks at once, one wins.
    const { count } = await tx.mosqueClaim.updateMany({ where: { id: claim.id, status: 'mailed' }, data: { status: 'used', settledAt: now } });
    if (count !== 1) throw new AppError('NOT_FOUND', CLAIM_LINK_INVALID);
    return takeMosque(tx, claim.mosqueId, now);
  });
}

export interface PendingClaim {
  id: string;
  createdAt: Date;
  mosque: Pick<Mosque, 'slug' | 'name' | 'city' | 'countryCode' | 'osmId' | 'website'>;
  user: { id: string; email: string | null } | null;
}

/** The claims waiting for the operator, oldest first. */
export async function pendingClaims(prisma: PrismaClient): Promise<PendingClaim[]> {
  return prisma.mosqueClaim.findMany({
    where: { status: 'pending' },
    orderBy: { createdAt: 'asc' },
    select: {
      id: true,
      createdAt: true,
      mosque: { select: { slug: true, name: true, city: true, countryCode: true, osmId: true, website: true } },
      user: { select: { id: true, email: true } },
    },
  });
}

/** The operator approves a pending claim: the mosque gets an admin token, returned this once. */
export async function approveClaim(prisma: PrismaClient, id: string): Promise<NewMosque> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AppError('NOT_FOUND', `No pending claim ${id}`);
  const now = new Date();
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.mosqueClaim.updateMany({ where: { id, status: 'pending' }, data: { status: 'approved', settledAt: now } });
    if (count !== 1) throw new AppError('NOT_FOUND', `No pending claim ${id}`);
    const claim = await tx.mosqueClaim.findUniqueOrThrow({ where: { id } });
    return takeMosque(tx, claim.mosqueId, now);
  });
}

/**
 * The operator turns a pending claim down (not the claimant's mosque, or no way to check it):
 * the claim is settled as 'rejected', which frees the mosque for a new claim; the mosque
 * stays unclaimed. The claimant is not told here: the operator answers them as they reached
 * the operator.
 */
export async function rejectClaim(prisma: PrismaClient, id: string): Promise<{ slug: string; name: string }> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AppError('NOT_FOUND', `No pending claim ${id}`);
  const { count } = await prisma.mosqueClaim.updateMany({ where: { id, status: 'pending' }, data: { status: 'rejected', settledAt: new Date() } });
  if (count !== 1) throw new AppError('NOT_FOUND', `No pending claim ${id}`);
  const claim = await prisma.mosqueClaim.findUniqueOrThrow({ where: { id }, select: { mosque: { select: { slug: true, name: true } } } });
  return claim.mosque;
}
