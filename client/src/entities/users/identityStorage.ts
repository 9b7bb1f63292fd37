// The two local-storage keys of spec section 4: who this browser is.
import { readString, removeKey, writeString } from '../../shared/storage/safeStorage.ts';
import { clearCachedUser } from './userCache.ts';

const USER_ID = 'userId';
const LINK_ID = 'userLinkId';

export const readLinkId = (): string | null => readString(LINK_ID);

export function storeIdentity(userId: string | null, linkId: string | null): void {
  if (userId) writeString(USER_ID, userId);
  if (linkId) writeString(LINK_ID, linkId);
}

/** Logout, or a link/user the server no longer knows. */
export function clearIdentity(): void {
  removeKey(USER_ID);
  removeKey(LINK_ID);
  clearCachedUser();
}
