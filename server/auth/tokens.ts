// Secrets: link ids (capability URLs, decisions.md 2) and session tokens.
import { createHash, randomBytes, randomInt } from 'node:crypto';

const LINK_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** 24 characters of [a-z0-9]: about 124 bits from a secure source. */
export function newLinkId(): string {
  let id = '';
  for (let i = 0; i < 24; i++) id += LINK_ALPHABET[randomInt(LINK_ALPHABET.length)];
  return id;
}

export const LINK_ID_PATTERN = /^[A-Za-z0-9-]{20,64}$/;

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
