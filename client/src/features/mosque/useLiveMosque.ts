// One mosque, live (issue 33): the query, then `mosqueUpdated` replaces it in the
// query's result whenever its admin changes something, on any server instance;
// after the socket comes back from a drop the query runs again (changes made
// meanwhile were missed); an event saying it is gone (hidden by reports) asks again. The last copy is kept for offline use (storedMosque).
import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { onReconnected } from '../../shared/apollo/liveConnection.ts';
import { MosqueQuery, MosqueUpdatedSubscription } from './mosqueOperations.ts';
import type { MosqueData } from './mosqueTimes.ts';
import { storeMosque, storedMosque } from './storedMosque.ts';
import { useZoneTable } from '../../entities/geo/useZoneTable.ts';

export function useLiveMosque(slug: string) {
  const { data, error, loading, subscribeToMore, refetch } = useQuery(MosqueQuery, { variables: { slug }, fetchPolicy: 'cache-and-network' });
  useEffect(
    () =>
      subscribeToMore({
        document: MosqueUpdatedSubscription,
        variables: { slug },
        updateQuery: (previous, { subscriptionData }) => (subscriptionData.data ? { mosque: subscriptionData.data.mosqueUpdated } : (previous as never)),
        // An event with an error (NOT_FOUND: reports have hid the mosque) asks the query again, which
        // answers no mosque, so the page and the prayer-hall screen stop showing it; the stream stays
        // open, and the admin's answer brings the mosque back.
        onError: () => void refetch().catch(() => undefined),
      }),
    [slug, subscribeToMore, refetch],
  );
  useEffect(() => onReconnected(() => void refetch().catch(() => undefined)), [refetch]);
  const live = data?.mosque ?? null;
  useEffect(() => {
    if (live) storeMosque(live);
  }, [live]);
  const stored = useMemo(() => storedMosque(slug), [slug]);
  const mosque: MosqueData | null = live ?? (data ? null : stored);
  useZoneTable(mosque?.countryCode);
  /** Unknown or hidden: the server answered, and there is no such public mosque. */
  const missing = Boolean(data && !data.mosque);
  return { mosque, missing, loading: loading && !mosque, offline: Boolean(error) && !live };
}
