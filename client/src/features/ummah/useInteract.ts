// Hearts and prayers on a request, hearts on a comment. Shown at once
// (optimistic), then the server's counts win. One of each per user
// (decisions.md 5): a repeat tap is not even sent.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql/gql.ts';
import type { InteractionType, PostCardFieldsFragment } from '../../gql/graphql.ts';
import { serverMessageOr } from '../../shared/apollo/serverMessage.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { t } from '../../shared/i18n/i18n.ts';

const InteractMutation = graphql(`
  mutation Interact($postId: ID!, $type: InteractionType!, $commentId: ID) {
    interact(postId: $postId, type: $type, commentId: $commentId) {
      added
      post {
        id
        heartsCount
        prayersCount
        commentsCount
        viewerHasHearted
        viewerHasPrayed
      }
      comment {
        id
        heartsCount
        viewerHasHearted
      }
    }
  }
`);

type PostState = Pick<
  PostCardFieldsFragment,
  'id' | 'heartsCount' | 'prayersCount' | 'commentsCount' | 'viewerHasHearted' | 'viewerHasPrayed'
>;
interface CommentState {
  id: string;
  heartsCount: number;
  viewerHasHearted: boolean;
}

export function useInteract() {
  const [mutate] = useMutation(InteractMutation);
  return (post: PostState, type: InteractionType, comment?: CommentState) => {
    const already = comment ? comment.viewerHasHearted : type === 'heart' ? post.viewerHasHearted : post.viewerHasPrayed;
    if (already) return;
    const heart = type === 'heart' && !comment;
    const prayer = type === 'prayer';
    mutate({
      variables: { postId: post.id, type, commentId: comment?.id ?? null },
      context: {
        failureToast: {
          title: t(comment ? 'ummah.likeCommentFailed' : 'ummah.interactFailed'),
          message: serverMessageOr(t('common.tryAgainShort')),
        },
      },
      optimisticResponse: {
        interact: {
          __typename: 'InteractionResult',
          added: true,
          post: {
            __typename: 'UmmahPost',
            id: post.id,
            heartsCount: post.heartsCount + (heart ? 1 : 0),
            prayersCount: post.prayersCount + (prayer ? 1 : 0),
            commentsCount: post.commentsCount,
            viewerHasHearted: post.viewerHasHearted || heart,
            viewerHasPrayed: post.viewerHasPrayed || prayer,
          },
          comment: comment
            ? { __typename: 'Comment', id: comment.id, heartsCount: comment.heartsCount + 1, viewerHasHearted: true }
            : null,
        },
      },
    })
      .then(() => {
        showToast({ title: t(comment ? 'ummah.heartAddedComment' : heart ? 'ummah.heartAdded' : 'ummah.prayerAdded') });
      })
      // Told by the failure's toast (shared/apollo/failureToastLink.ts).
      .catch(() => undefined);
  };
}
