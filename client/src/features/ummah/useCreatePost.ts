// Sharing a prayer request: the checks and toasts of spec sections 5 and 8;
// the post shows at the top of Newest at once (optimistic) and settles to the
// server's copy. Resolves true when the request was shared.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql/gql.ts';
import { prependToFeed } from '../../shared/apollo/cursorFeedPolicy.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { useCurrentUser } from '../../entities/users/CurrentUserContext.tsx';
import { POST_MAX } from './limits.ts';
import { t } from '../../shared/i18n/i18n.ts';
import { useIdempotencyKey } from '../../shared/apollo/useIdempotencyKey.ts';

const CreatePostMutation = graphql(`
  mutation CreatePost($text: String!, $allowComments: Boolean!, $idempotencyKey: String) {
    createPost(text: $text, allowComments: $allowComments, idempotencyKey: $idempotencyKey) {
      ...PostCardFields
    }
  }
`);

export function useCreatePost() {
  const { user } = useCurrentUser();
  const [mutate] = useMutation(CreatePostMutation);
  const idempotency = useIdempotencyKey();
  return async (rawText: string, allowComments: boolean): Promise<boolean> => {
    const text = rawText.trim();
    if (!user.id) return fail(t('ummah.loginToShare'));
    if (!text) return fail(t('ummah.enterPrayer'));
    if (text.length > POST_MAX) return fail(t('ummah.tooLong'), t('ummah.tooLongBody'));
    try {
      await mutate({
        variables: { text, allowComments, idempotencyKey: idempotency.keyFor({ text, allowComments }) },
        context: { failureToast: { title: t('ummah.shareFailed'), message: () => t('common.tryAgainShort') } },
        optimisticResponse: {
          createPost: {
            __typename: 'UmmahPost',
            id: `optimistic-${Date.now()}`,
            text,
            allowComments,
            heartsCount: 0,
            prayersCount: 0,
            commentsCount: 0,
            createdAt: new Date().toISOString(),
            isMine: true,
            viewerHasHearted: false,
            viewerHasPrayed: false,
          },
        },
        update(cache, { data }) {
          const post = data?.createPost;
          if (post) prependToFeed(cache, 'ummahPosts', post, 'newest', 'UmmahPostEdge');
        },
      });
      idempotency.done();
      showToast({ title: t('ummah.shared') });
      return true;
    } catch {
      return false; // told by the failure's toast (shared/apollo/failureToastLink.ts)
    }
  };
}

function fail(title: string, message?: string): false {
  showToast({ title, message, destructive: true });
  return false;
}
