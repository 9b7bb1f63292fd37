// The last user the server returned, kept so prayer times (location and
// settings) never wait for the network and still show with the server down.
import { readJson, removeKey, writeJson } from '../../shared/storage/safeStorage.ts';
import type { AppUser } from './appUser.ts';

const KEY = 'cachedUser';

export function readCachedUser(): AppUser | null {
  const user = readJson<AppUser>(KEY);
  return user && typeof user.id === 'string' && typeof user.linkId === 'string' ? user : null;
}

export function writeCachedUser(user: AppUser): void {
  writeJson(KEY, user);
}

export function clearCachedUser(): void {
  removeKey(KEY);
}
