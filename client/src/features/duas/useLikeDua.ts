// Liking a dua: one like per user (decisions.md 5), so an already liked dua
// is left alone; otherwise it shows liked at once and settles to the server's count.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql/gql.ts';
import type { DuaCardFieldsFragment } from '../../gql/graphql.ts';
import { errorCode } from '../../shared/apollo/errorCode.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { t } from '../../shared/i18n/i18n.ts';

const LikeDuaMutation = graphql(`
  mutation LikeDua($id: ID!) {
    likeDua(id: $id) {
      id
      likes
      viewerHasLiked
    }
  }
`);

export function useLikeDua() {
  const [mutate] = useMutation(LikeDuaMutation);
  return (dua: Pick<DuaCardFieldsFragment, 'id' | 'likes' | 'viewerHasLiked'>) => {
    if (dua.viewerHasLiked) return;
    mutate({
      variables: { id: dua.id },
      optimisticResponse: { likeDua: { __typename: 'Dua', id: dua.id, likes: dua.likes + 1, viewerHasLiked: true } },
      context: {
        failureToast: {
          title: t('common.error'),
          message: (error) => (errorCode(error) === 'UNAUTHENTICATED' ? t('duas.loginToLike') : t('duas.likeFailed')),
        },
      },
    })
      .then(() => showToast({ title: t('duas.success'), message: t('duas.liked') }))
      // Told by the failure's toast (shared/apollo/failureToastLink.ts).
      .catch(() => undefined);
  };
}
