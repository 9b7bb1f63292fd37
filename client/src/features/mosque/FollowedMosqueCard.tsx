// Home's card for the mosque the user follows (issue 33): its name and a link
// to its page. Its adhan, 'Iqama hh:mm' and Jumu'ah are in Home's own prayer
// rows (the followed mosque is the source of times: FollowedMosqueSync.tsx).
// Live: this card keeps the followed mosque's query subscribed to
// `mosqueUpdated`, so an admin's change reaches the rows as it happens.
import { Anchor, Group, Paper, Text } from '@mantine/core';
import { IconBuildingMosque } from '@tabler/icons-react';
import '../../styles/screens.ts';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { onReconnected } from '../../shared/apollo/liveConnection.ts';
import { usePrefixedPath } from '../../shared/routing/linkPrefix.ts';
import { useT } from '../../shared/i18n/useT.ts';
import { FollowedMosqueQuery, MosqueUpdatedSubscription } from './mosqueOperations.ts';

export default function FollowedMosqueCard() {
  const t = useT();
  const { data, subscribeToMore, refetch } = useQuery(FollowedMosqueQuery, { fetchPolicy: 'cache-and-network' });
  const findPath = usePrefixedPath('/m');
  const followed = data?.followedMosque ?? null;
  const slug = followed?.mosque.slug;
  const pagePath = usePrefixedPath(`/m/${slug ?? ''}`);
  useEffect(() => {
    if (!slug) return undefined;
    return subscribeToMore({
      document: MosqueUpdatedSubscription,
      variables: { slug },
      updateQuery: (previous, { subscriptionData }) => {
        const mosque = subscriptionData.data?.mosqueUpdated;
        const current = previous.followedMosque;
        return mosque && current ? { followedMosque: { __typename: 'FollowedMosque' as const, notify: current.notify === true, iqamaReminder: current.iqamaReminder ?? null, mosque } } : (previous as never);
      },
    });
  }, [slug, subscribeToMore]);
  useEffect(() => onReconnected(() => void refetch().catch(() => undefined)), [refetch]);
  if (!followed) {
    return (
      <Anchor component={Link} to={findPath} size="sm" data-testid="find-mosque">
        {t('mosque.find')}
      </Anchor>
    );
  }
  const { mosque } = followed;
  return (
    <Paper withBorder px="md" py="xs" data-testid="followed-mosque">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <IconBuildingMosque size={20} aria-hidden />
          <Text fw={700} truncate>
            {mosque.name}
          </Text>
        </Group>
        <Anchor component={Link} to={pagePath} size="sm" style={{ flexShrink: 0 }}>
          {t('mosque.viewPage')}
        </Anchor>
      </Group>
    </Paper>
  );
}
