// Live feed (decisions.md 6): counters of the posts on screen are written
// into the cache as they change anywhere; new requests go to the top of Newest
// (useLiveFeed subscribes, writes and catches up after a reconnect).
import { useMemo } from 'react';
import { graphql } from '../../gql/gql.ts';
import { prependToFeed } from '../../shared/apollo/cursorFeedPolicy.ts';
import { useLiveFeed } from '../../shared/apollo/useLiveFeed.ts';

const PostCountsSubscription = graphql(`
  subscription PostCounts($postIds: [ID!]) {
    postCounts(postIds: $postIds) {
      id
      heartsCount
      prayersCount
      commentsCount
    }
  }
`);

const PostCreatedSubscription = graphql(`
  subscription PostCreated {
    postCreated {
      ...PostCardFields
    }
  }
`);

/** `refetch`: the feed's own, run when the socket comes back after a drop. */
export function usePostFeedLive(postIds: string[], refetch: () => unknown) {
  // Optimistic ids are not on the server; a stable key avoids resubscribing
  // when the same posts render again.
  const key = postIds.filter((id) => !id.startsWith('optimistic-')).sort().join(',');
  const ids = useMemo(() => (key ? key.split(',') : []), [key]);
  useLiveFeed({
    counts: {
      subscription: PostCountsSubscription,
      variables: { postIds: ids },
      skip: ids.length === 0,
      read: ({ postCounts: { id, heartsCount, prayersCount, commentsCount } }) => ({
        __typename: 'UmmahPost',
        id,
        counts: { heartsCount, prayersCount, commentsCount },
      }),
    },
    arrivals: {
      subscription: PostCreatedSubscription,
      variables: {},
      add: (cache, { postCreated }) => prependToFeed(cache, 'ummahPosts', postCreated, 'newest', 'UmmahPostEdge'),
    },
    catchUp: refetch,
  });
}
