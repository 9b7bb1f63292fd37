// The current user for every screen. `online` is false when the server could
// not be reached and the user comes from the local cache.
import { createContext, useContext } from 'react';
import type { AppUser } from './appUser.ts';

export interface CurrentUser {
  user: AppUser;
  online: boolean;
  /** A first visit still being signed in: London's times show, server features wait. */
  signingIn: boolean;
  /** Asks the server again (after a profile change, on focus). */
  refresh: () => Promise<void>;
}

export const CurrentUserContext = createContext<CurrentUser | null>(null);

export function useCurrentUser(): CurrentUser {
  const value = useContext(CurrentUserContext);
  if (!value) throw new Error('useCurrentUser outside the identity gate');
  return value;
}
