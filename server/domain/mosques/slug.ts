// A mosque's address on the web, /m/{slug}: readable from its name where the name
// has Latin letters, made unique with a short random tail when it is taken (or
// when the name has none: 'mosque-k3x9').
import { randomInt } from 'node:crypto';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
export const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

export function slugBase(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');
  return base.length >= 3 ? base : `mosque${base ? `-${base}` : ''}`;
}

export function withTail(base: string): string {
  let tail = '';
  for (let i = 0; i < 4; i++) tail += ALPHABET[randomInt(ALPHABET.length)];
  return `${base}-${tail}`;
}

/** Candidate slugs in order: the name, then the name with random tails. */
export function* slugCandidates(name: string): Generator<string> {
  const base = slugBase(name);
  yield base;
  for (let i = 0; i < 6; i++) yield withTail(base);
}
