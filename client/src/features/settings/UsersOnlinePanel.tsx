// Users online (decision 14): the query's first answer, then every change
// pushed by the usersOnline subscription.
import { useQuery } from '@apollo/client/react';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { graphql } from '../../gql/gql.ts';
import { useT } from '../../shared/i18n/useT.ts';

const UsersOnlineQuery = graphql(`
  query UsersOnline {
    usersOnline {
      all
      private
      saved
    }
  }
`);

const UsersOnlineSubscription = graphql(`
  subscription UsersOnlineChanged {
    usersOnline {
      all
      private
      saved
    }
  }
`);

export function UsersOnlinePanel() {
  const t = useT();
  const { data, error, loading, subscribeToMore } = useQuery(UsersOnlineQuery, { fetchPolicy: 'network-only' });
  useEffect(
    () =>
      subscribeToMore({
        document: UsersOnlineSubscription,
        updateQuery: (_previous, { subscriptionData }) => ({ usersOnline: subscriptionData.data.usersOnline }),
      }),
    [subscribeToMore],
  );
  const stats = data?.usersOnline;
  return (
    <Paper withBorder p="sm" aria-label={t('settings.usersOnline')}>
      <Text size="sm" fw={600} mb={6}>
        {t('settings.usersOnline')}
      </Text>
      {stats ? (
        <SimpleGrid cols={3}>
          {(['all', 'private', 'saved'] as const).map((key) => (
            <Stack key={key} gap={0} align="center">
              <Text fw={800} data-testid={`online-${key}`}>
                {stats[key]}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`settings.online.${key}`)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      ) : (
        <Text size="sm" c="dimmed">
          {loading || !error ? t('settings.loadingDots') : t('settings.statsFailed')}
        </Text>
      )}
    </Paper>
  );
}
