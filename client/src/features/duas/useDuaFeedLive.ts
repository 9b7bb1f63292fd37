// Live duas (decisions.md 6): like counts of the duas on screen follow the
// server; a new dua appears at the top of Recent.
import { useSubscription } from '@apollo/client/react';
import { useMemo } from 'react';
import { graphql } from '../../gql/gql.ts';
import { prependToFeed } from '../../shared/apollo/cursorFeedPolicy.ts';

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

export function useDuaFeedLive(duaIds: string[]) {
  // A stable key: the same duas rendering again must not resubscribe.
  const key = duaIds.filter((id) => !id.startsWith('optimistic-')).sort().join(',');
  const ids = useMemo(() => (key ? key.split(',') : []), [key]);
  useSubscription(DuaLikesSubscription, {
    variables: { duaIds: ids },
    skip: ids.length === 0,
    fetchPolicy: 'no-cache',
    onData: ({ client, data }) => {
      const event = data.data?.duaLikes;
      if (!event) return;
      client.cache.modify({
        id: client.cache.identify({ __typename: 'Dua', id: event.id }),
        fields: { likes: () => event.likes },
      });
    },
  });
  useSubscription(DuaCreatedSubscription, {
    onData: ({ client, data }) => {
      const dua = data.data?.duaCreated;
      if (dua) prependToFeed(client.cache, 'duas', dua, 'recent', 'DuaEdge');
    },
  });
}
