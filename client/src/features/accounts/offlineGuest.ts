// A first visit with the server unreachable: nothing cached, no account yet.
// Home still works with London's times until the server answers.
import { LONDON, type AppUser } from '../../entities/users/appUser.ts';

export function offlineGuest(linkId: string | null): AppUser {
  return {
    id: '',
    linkId: linkId ?? '',
    isAnonymous: true,
    email: null,
    emailVerified: false,
    createdAt: new Date().toISOString(),
    location: LONDON,
    prayerSettings: null,
  };
}
