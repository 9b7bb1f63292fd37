// Verified e-mail and sign-in by e-mail (issue 31, decisions.md 22).
// A pending address (User.pendingEmail) blocks no one; only a confirmed one
// (User.email, unique) can conflict or sign a space in.
import { AppError, conflict, isUniqueViolation } from '../../errors.ts';
import { languageOf } from '@prayer-companion/common';
import { log } from '../../ops/log.ts';
import { accountMail, type MailKind } from '../mail/texts.ts';
import { connectNoticeMail } from '../mail/connect-notice.ts';
import { consumeEmailToken, issueEmailToken } from './email-tokens.ts';
import type { AccountDeps } from './deps.ts';
import { addressKey } from '../../security/address-key.ts';

const HOUR_SECONDS = 3600;
export const EMAIL_TAKEN = 'This e-mail is already connected to another prayer space';
/** Every refused link says the same: which of unknown, used, expired or forged it was is nobody's business. */
export const LINK_INVALID = 'This link has expired or was already used';
/** Production without SMTP_URL: no link may reach anyone, so sign-in by e-mail is off (issue 40 item 9). */
export const MAIL_NOT_CONFIGURED = 'Mail is not configured on this server: sign-in by e-mail is not available';
/** The same server: an address could only be left pending, never confirmed, so it is not taken at all. */
export const MAIL_NOT_CONFIGURED_CONNECT = 'Mail is not configured on this server: an e-mail address cannot be confirmed';

/**
 * The app's page each kind of link opens (issue 40 item 3). The token rides in the fragment,
 * which never reaches a server or its log; the page uses it with a same-origin POST, so a
 * link opened from another site cannot set a session by itself.
 */
export const MAIL_LINK_PAGES: Record<MailKind, string> = {
  verify: '/email/confirm',
  'sign-in': '/email/sign-in',
};

/** Counts one account mail against the caller's address and against the recipient: a clear 429 past either. */
async function countMail(deps: AccountDeps, ip: string, email: string) {
  const { addressLimit, recipientLimit } = deps.emailLinks;
  await deps.limiter.consume(`mail-from:${addressKey(ip)}`, addressLimit, HOUR_SECONDS, 'Too many e-mails asked for from your address. Please try again in an hour.');
  await deps.limiter.consume(`mail-to:${email}`, recipientLimit, HOUR_SECONDS, 'Too many e-mails to this address. Please try again in an hour.');
}

async function sendLink(deps: AccountDeps, kind: MailKind, user: { id: string; language: string | null }, email: string) {
  // One live sign-in link per address (issue 40 item 9): a newer one ends the older ones.
  if (kind === 'sign-in') await deps.prisma.emailToken.deleteMany({ where: { userId: user.id, purpose: 'sign-in' } });
  const token = await issueEmailToken(deps.prisma, user.id, kind, email);
  const language = languageOf(user.language);
  const link = `${deps.emailLinks.publicUrl}${MAIL_LINK_PAGES[kind]}#token=${token}`;
  await deps.mail.send({ to: email, language, ...accountMail(kind, language, link) });
}

/** Mail goes out after the caller's answer: a slow or failing SMTP server is logged, never shown. */
function inBackground(what: string, work: () => Promise<void>) {
  setImmediate(() => void work().catch((error: unknown) => log('error', `${what} failed`, { error: String(error) })));
}

/** The owner of a confirmed address hears that someone else asked to connect it; the mail has no link. */
async function sendConnectNotice(deps: AccountDeps, owner: { language: string | null }, email: string) {
  const language = languageOf(owner.language);
  await deps.mail.send({ to: email, language, ...connectNoticeMail(language) });
}

/**
 * 'Save' on an address: it becomes pending and a confirmation link is mailed to it. An
 * address another space has confirmed gets the very same answer (issue 40, item 4: a 409
 * told anyone which addresses have a space) and stays pending here, where it blocks no one
 * and can never be confirmed; its owner is mailed a notice instead of a link.
 */
export async function startVerification(deps: AccountDeps, userId: string, email: string, ip: string): Promise<void> {
  // Before anything is looked up: every address gets the same answer.
  if (!deps.mail.deliversLinks) throw new AppError('UNAVAILABLE', MAIL_NOT_CONFIGURED_CONNECT, { http: { status: 503 } });
  const owner = await deps.prisma.user.findUnique({ where: { email }, select: { id: true, language: true } });
  if (owner?.id === userId) {
    // Their own confirmed address again: nothing to confirm, any other pending address is dropped.
    await deps.prisma.user.update({ where: { id: userId }, data: { pendingEmail: null } });
    return;
  }
  await countMail(deps, ip, email);
  // Changing the address starts again: earlier confirmation links stop working.
  await deps.prisma.emailToken.deleteMany({ where: { userId, purpose: 'verify' } });
  const user = await deps.prisma.user.update({ where: { id: userId }, data: { pendingEmail: email }, select: { id: true, language: true } });
  if (owner) inBackground('connect notice mail', () => sendConnectNotice(deps, owner, email));
  else inBackground('confirmation mail', () => sendLink(deps, 'verify', user, email));
}

/** The confirmation link was opened (in any browser): the pending address becomes the space's. Returns the user id. */
export async function confirmEmail(deps: AccountDeps, token: string): Promise<string> {
  const row = await consumeEmailToken(deps.prisma, token, 'verify');
  if (!row) throw new AppError('NOT_FOUND', LINK_INVALID);
  const user = await deps.prisma.user.findUnique({ where: { id: row.userId }, select: { pendingEmail: true } });
  if (user?.pendingEmail !== row.email) throw new AppError('NOT_FOUND', LINK_INVALID);
  try {
    await deps.prisma.user.update({ where: { id: row.userId }, data: { email: row.email, pendingEmail: null, isAnonymous: false } });
  } catch (error) {
    // Someone else confirmed the same address first.
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
  return row.userId;
}

/**
 * 'Sign in with e-mail': the limits are counted before anything is looked up, and the
 * look-up and the mail happen after the answer, so known and unknown addresses get
 * the same status, body and timing.
 */
export async function requestSignIn(deps: AccountDeps, email: string, ip: string): Promise<void> {
  // The same for every address, so it tells nothing about which ones are known.
  if (!deps.mail.deliversLinks) throw new AppError('UNAVAILABLE', MAIL_NOT_CONFIGURED, { http: { status: 503 } });
  await countMail(deps, ip, email);
  inBackground('sign-in mail', async () => {
    const user = await deps.prisma.user.findUnique({ where: { email }, select: { id: true, language: true } });
    if (user) await sendLink(deps, 'sign-in', user, email);
  });
}

/** The sign-in link was opened: the space it signs in to, while the address is still that space's. */
export async function signInByEmailToken(deps: AccountDeps, token: string): Promise<string> {
  const row = await consumeEmailToken(deps.prisma, token, 'sign-in');
  if (!row) throw new AppError('NOT_FOUND', LINK_INVALID);
  // Used: any other sign-in link of this space stops working too (one live link per address).
  await deps.prisma.emailToken.deleteMany({ where: { userId: row.userId, purpose: 'sign-in' } });
  const user = await deps.prisma.user.findUnique({ where: { id: row.userId }, select: { email: true } });
  if (user?.email !== row.email) throw new AppError('NOT_FOUND', LINK_INVALID);
  return row.userId;
}
