// Adding a comment or a reply: the 200-character rule and the toasts of spec
// sections 5 and 8. It shows at once (optimistic); the post's comment count
// goes up unless the live event already brought the comment (and its count).
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql/gql.ts';
import { serverMessageOr } from '../../../shared/apollo/serverMessage.ts';
import { showToast } from '../../../shared/ui/toast.ts';
import { COMMENT_MAX } from '../limits.ts';
import { appendComment } from './appendComment.ts';
import { t } from '../../../shared/i18n/i18n.ts';
import { useIdempotencyKey } from '../../../shared/apollo/useIdempotencyKey.ts';

const AddCommentMutation = graphql(`
  mutation AddComment($postId: ID!, $text: String!, $parentCommentId: ID, $idempotencyKey: String) {
    addComment(postId: $postId, text: $text, parentCommentId: $parentCommentId, idempotencyKey: $idempotencyKey) {
      ...CommentFields
    }
  }
`);

/** Resolves true when the comment was added (the form then clears). */
export function useAddComment(postId: string) {
  const [mutate] = useMutation(AddCommentMutation);
  const idempotency = useIdempotencyKey();
  return async (rawText: string, parentCommentId: string | null): Promise<boolean> => {
    const text = rawText.trim();
    const reply = parentCommentId !== null;
    if (!text) return false;
    if (text.length > COMMENT_MAX) {
      const title = t(reply ? 'comments.replyTooLong' : 'comments.commentTooLong');
      showToast({ title, message: t('comments.tooLongBody'), destructive: true });
      return false;
    }
    try {
      await mutate({
        variables: { postId, text, parentCommentId, idempotencyKey: idempotency.keyFor({ postId, text, parentCommentId }) },
        context: { failureToast: { title: t('comments.failed'), message: serverMessageOr(t('common.tryAgainShort')) } },
        optimisticResponse: {
          addComment: {
            __typename: 'Comment',
            id: `optimistic-${Date.now()}`,
            postId,
            text,
            parentCommentId,
            heartsCount: 0,
            createdAt: new Date().toISOString(),
            isMine: true,
            viewerHasHearted: false,
          },
        },
        update(cache, { data }) {
          const comment = data?.addComment;
          if (!comment || appendComment(cache, comment) === 'present') return;
          cache.modify({
            id: cache.identify({ __typename: 'UmmahPost', id: postId }),
            fields: { commentsCount: (n: number) => n + 1 },
          });
        },
      });
      idempotency.done();
      showToast({ title: t(reply ? 'comments.replyAdded' : 'comments.commentAdded') });
      return true;
    } catch {
      return false; // told by the failure's toast (shared/apollo/failureToastLink.ts)
    }
  };
}
