// Following a mosque from its page: whether the viewer follows this one, and
// follow (optionally with iqama-change pushes) / unfollow, each with its toast.
import { useMutation, useQuery } from '@apollo/client/react';
import { serverMessageOr } from '../../shared/apollo/serverMessage.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { t } from '../../shared/i18n/i18n.ts';
import { FollowedMosqueQuery, FollowMosqueMutation, UnfollowMosqueMutation } from './mosqueOperations.ts';

export function useFollowMosque(slug: string) {
  const { data } = useQuery(FollowedMosqueQuery, { fetchPolicy: 'cache-and-network' });
  const refetchQueries = [FollowedMosqueQuery];
  // A refused or unsent action is told by its toast (shared/apollo/failureToastLink.ts).
  const context = { failureToast: { title: t('common.error'), message: serverMessageOr(t('common.tryAgain')) } };
  const [follow, following] = useMutation(FollowMosqueMutation, { refetchQueries, awaitRefetchQueries: true, context });
  const [unfollow, unfollowing] = useMutation(UnfollowMosqueMutation, { refetchQueries, awaitRefetchQueries: true, context });
  const followed = data?.followedMosque?.mosque.slug === slug;
  return {
    followed,
    notify: followed && Boolean(data?.followedMosque?.notify),
    busy: following.loading || unfollowing.loading,
    async follow(notify: boolean, iqamaReminder: number | null) {
      try {
        const result = await follow({ variables: { slug, notify, iqamaReminder } });
        showToast({ title: t('mosque.following', { name: result.data?.followMosque.mosque.name ?? '' }) });
      } catch {
        // told by the toast
      }
    },
    async unfollow() {
      try {
        await unfollow();
        showToast({ title: t('mosque.unfollowed') });
      } catch {
        // told by the toast
      }
    },
  };
}
