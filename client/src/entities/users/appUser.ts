// The signed-in user as the client keeps it (the `me` query's shape). Kept in
// shared so every feature can read it without importing the identity feature.
// The shapes come from the schema through the user fragments both sides share
// (packages/common/src/userFields.ts): change a fragment, run codegen, and
// every user of these types follows.
import { DEFAULT_PLACE } from '@prayer-companion/engine/defaultPlace';
import type { LocationFieldsFragment, UserFieldsFragment } from '../../gql/graphql.ts';

type Plain<T> = Omit<T, '__typename'>;

/**
 * A saved place (fragment LocationFields). A place not yet saved may lack an
 * id; most places carry no elevation (only a GPS fix or the user gives one).
 */
export type UserLocation = Omit<Plain<LocationFieldsFragment>, 'id' | 'elevation'> & { id?: string | null; elevation?: number | null };

/** The signed-in user (fragment UserFields). prayerSettings stays `unknown`: whatever the server stored, the engine normalizes it. */
export type AppUser = Omit<Plain<UserFieldsFragment>, 'location' | 'prayerSettings' | 'language'> & {
  location: UserLocation | null;
  prayerSettings: unknown;
  /** The language chosen in Settings (issue 18); null or absent until chosen. */
  language?: string | null;
};

/** Spec section 3 default location (the engine's, so the server's feeds use the same one). */
export const LONDON: UserLocation = DEFAULT_PLACE;
