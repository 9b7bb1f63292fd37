// The comments of an expanded post (fetched only when expanded, spec section
// 7): top-level comments with their replies one level deep, one reply box open
// at a time, the comment box, and live additions from others.
import { useQuery } from '@apollo/client/react';
import { Button, Divider, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { graphql } from '../../../gql/gql.ts';
import type { PostCardFieldsFragment } from '../../../gql/graphql.ts';
import { useInteract } from '../useInteract.ts';
import { CommentForm } from './CommentForm.tsx';
import { CommentItem } from './CommentItem.tsx';
import { useAddComment } from './useAddComment.ts';
import { useCommentsLive } from './useCommentsLive.ts';
import { useT } from '../../../shared/i18n/useT.ts';

const PostCommentsQuery = graphql(`
  query PostComments($postId: ID!) {
    comments(postId: $postId) {
      ...CommentFields
    }
  }
`);

export function CommentsSection({ post }: { post: PostCardFieldsFragment }) {
  const t = useT();
  const { data, loading, refetch } = useQuery(PostCommentsQuery, { variables: { postId: post.id }, fetchPolicy: 'cache-and-network' });
  useCommentsLive(post.id, refetch);
  const addComment = useAddComment(post.id);
  const interact = useInteract();
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const comments = data?.comments ?? [];
  const topLevel = comments.filter((c) => !c.parentCommentId);
  return (
    <Stack gap="sm" mt="sm" data-testid="comments">
      <Divider />
      {loading && !data && <Loader size="sm" role="status" aria-label={t('comments.loading')} />}
      {data && topLevel.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('comments.empty')}
        </Text>
      )}
      {topLevel.map((comment) => (
        <Stack key={comment.id} gap={6}>
          <CommentItem
            comment={comment}
            onHeart={() => interact(post, 'heart', comment)}
            replyAction={
              <Button variant="subtle" size="compact-xs" color="gray" onClick={() => setReplyingTo(comment.id)}>
                {t('comments.reply')}
              </Button>
            }
          />
          <Stack gap={6} pl="md" ml={4} style={{ borderInlineStart: '2px solid var(--mantine-color-default-border)' }}>
            {comments
              .filter((reply) => reply.parentCommentId === comment.id)
              .map((reply) => (
                <CommentItem key={reply.id} comment={reply} onHeart={() => interact(post, 'heart', reply)} />
              ))}
            {replyingTo === comment.id && (
              <CommentForm
                label={t('comments.writeReply')}
                submitLabel={t('comments.reply')}
                autoFocus
                onSubmit={(text) => addComment(text, comment.id)}
                onCancel={() => setReplyingTo(null)}
              />
            )}
          </Stack>
        </Stack>
      ))}
      <CommentForm label={t('comments.writeComment')} submitLabel={t('comments.comment')} onSubmit={(text) => addComment(text, null)} />
    </Stack>
  );
}
