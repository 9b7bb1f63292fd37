// Live feed (decisions.md 6): counters of the posts on screen are written
// into the cache as they change anywhere; new requests go to the top of Newest.
import { useSubscription } from '@apollo/client/react';
import { useMemo } from 'react';
import { graphql } from '../../gql/gql.ts';
import { prependToFeed } from '../../shared/apollo/cursorFeedPolicy.ts';

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

export function usePostFeedLive(postIds: string[]) {
  // Optimistic ids are not on the server; a stable key avoids resubscribing
  // when the same posts render again.
  const key = postIds.filter((id) => !id.startsWith('optimistic-')).sort().join(',');
  const ids = useMemo(() => (key ? key.split(',') : []), [key]);
  useSubscription(PostCountsSubscription, {
    variables: { postIds: ids },
    skip: ids.length === 0,
    // Counts are not an entity of their own: they go straight onto the post.
    fetchPolicy: 'no-cache',
    onData: ({ client, data }) => {
      const counts = data.data?.postCounts;
      if (!counts) return;
      client.cache.modify({
        id: client.cache.identify({ __typename: 'UmmahPost', id: counts.id }),
        fields: {
          heartsCount: () => counts.heartsCount,
          prayersCount: () => counts.prayersCount,
          commentsCount: () => counts.commentsCount,
        },
      });
    },
  });
  useSubscription(PostCreatedSubscription, {
    onData: ({ client, data }) => {
      const post = data.data?.postCreated;
      if (post) prependToFeed(client.cache, 'ummahPosts', post, 'newest', 'UmmahPostEdge');
    },
  });
}
