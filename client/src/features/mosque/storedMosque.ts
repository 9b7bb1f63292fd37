// The last mosque seen, kept in localStorage per slug: the prayer-hall screen
// and the mosque page start from it, and keep computing times from it while the
// network is down.
import { readJson, writeJson } from '../../shared/storage/safeStorage.ts';
import type { MosqueData } from './mosqueTimes.ts';

const key = (slug: string) => `mosque:${slug}`;

export function storedMosque(slug: string): MosqueData | null {
  const value = readJson<MosqueData>(key(slug));
  return value && value.slug === slug ? value : null;
}

export const storeMosque = (mosque: MosqueData) => writeJson(key(mosque.slug), mosque);
