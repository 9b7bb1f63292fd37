// While a post's comments are open: new comments and replies from anyone
// appear under it, and comment hearts follow the server (decisions.md 6).
import { useSubscription } from '@apollo/client/react';
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

export function useCommentsLive(postId: string) {
  useSubscription(CommentAddedSubscription, {
    variables: { postId },
    onData: ({ client, data }) => {
      const comment = data.data?.commentAdded;
      // The post's commentsCount comes with postCounts; only the list changes here.
      if (comment) appendComment(client.cache, comment);
    },
  });
  useSubscription(CommentCountsSubscription, {
    variables: { postId },
    fetchPolicy: 'no-cache',
    onData: ({ client, data }) => {
      const counts = data.data?.commentCounts;
      if (!counts) return;
      client.cache.modify({
        id: client.cache.identify({ __typename: 'Comment', id: counts.id }),
        fields: { heartsCount: () => counts.heartsCount },
      });
    },
  });
}
