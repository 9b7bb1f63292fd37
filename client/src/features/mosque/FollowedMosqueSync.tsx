// Keeps the followed mosque the times screens compute with (entities/mosque/
// followedMosque.ts) in step with the server: mounted by the app shell on every
// screen, so the timetable opened directly follows the mosque too. Home's card
// (FollowedMosqueCard.tsx) keeps the same query live through `mosqueUpdated`,
// and following or unfollowing refetches it: each answer is written through.
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { setFollowedTimes } from '../../entities/mosque/followedMosque.ts';
import { useCurrentUser } from '../../entities/users/CurrentUserContext.tsx';
import { followedTimesOf } from './followedTimes.ts';
import { FollowedMosqueQuery } from './mosqueOperations.ts';

export default function FollowedMosqueSync() {
  const { user, online } = useCurrentUser();
  const { data } = useQuery(FollowedMosqueQuery, { skip: !online, fetchPolicy: 'cache-and-network' });
  const mosque = data ? (data.followedMosque?.mosque ?? null) : undefined;
  useEffect(() => {
    // Not yet answered (or offline): what was stored stays.
    if (mosque === undefined) return;
    setFollowedTimes(user.id, mosque ? followedTimesOf(mosque) : null);
  }, [mosque, user.id]);
  return null;
}
