// Live duas (decisions.md 6): like counts of the duas on screen follow the
// server; a new dua appears at the top of Recent (through useLiveFeed).
import { useMemo } from 'react';
import { graphql } from '../../gql/gql.ts';
import { prependToFeed } from '../../shared/apollo/cursorFeedPolicy.ts';
import { useLiveFeed } from '../../shared/apollo/useLiveFeed.ts';

const DuaLikesSubscription = graphql(`
  subscription DuaLikes($duaIds: [ID!]) {
    duaLikes(duaIds: $duaIds) {
      id
      likes
    }
  }
`);

const DuaCreatedSubscription = graphql(`
  subscription DuaCreated {
    duaCreated {
      ...DuaCardFields
    }
  }
`);

/** `refetch`: the feed's own, run when the socket comes back after a drop. */
export function useDuaFeedLive(duaIds: string[], refetch: () => unknown) {
  // A stable key: the same duas rendering again must not resubscribe.
  const key = duaIds.filter((id) => !id.startsWith('optimistic-')).sort().join(',');
  const ids = useMemo(() => (key ? key.split(',') : []), [key]);
  useLiveFeed({
    counts: {
      subscription: DuaLikesSubscription,
      variables: { duaIds: ids },
      skip: ids.length === 0,
      read: ({ duaLikes: { id, likes } }) => ({ __typename: 'Dua', id, counts: { likes } }),
    },
    arrivals: {
      subscription: DuaCreatedSubscription,
      variables: {},
      add: (cache, { duaCreated }) => prependToFeed(cache, 'duas', duaCreated, 'recent', 'DuaEdge'),
    },
    catchUp: refetch,
  });
}
