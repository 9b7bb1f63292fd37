// While a post's comments are open: new comments and replies from anyone
// appear under it, and comment hearts follow the server (decisions.md 6).
import { useLiveFeed } from '../../../shared/apollo/useLiveFeed.ts';
import { graphql } from '../../../gql/gql.ts';
import { appendComment } from './appendComment.ts';

const CommentAddedSubscription = graphql(`
  subscription CommentAdded($postId: ID!) {
    commentAdded(postId: $postId) {
      ...CommentFields
    }
  }
`);

const CommentCountsSubscription = graphql(`
  subscription CommentCounts($postId: ID!) {
    commentCounts(postId: $postId) {
      id
      heartsCount
    }
  }
`);

/** `refetch`: the comments query's own, run when the socket comes back after a drop. */
export function useCommentsLive(postId: string, refetch: () => unknown) {
  useLiveFeed({
    counts: {
      subscription: CommentCountsSubscription,
      variables: { postId },
      read: ({ commentCounts: { id, heartsCount } }) => ({ __typename: 'Comment', id, counts: { heartsCount } }),
    },
    arrivals: {
      subscription: CommentAddedSubscription,
      variables: { postId },
      // The post's commentsCount comes with postCounts; only the list changes here.
      add: (cache, { commentAdded }) => appendComment(cache, commentAdded),
    },
    catchUp: refetch,
  });
}
