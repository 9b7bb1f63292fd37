// The duas, 20 at a time with more loaded on scroll (decisions.md 7), with
// live like counts and new duas at the top of Recent (useDuaFeedLive).
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { graphql } from '../../gql/gql.ts';
import type { DuaSort } from '../../gql/graphql.ts';
import { useNextPageOnScroll } from '../../shared/hooks/useNextPageOnScroll.ts';
import { DuaCard } from './DuaCard.tsx';
import { useDuaFeedLive } from './useDuaFeedLive.ts';
import { useT } from '../../shared/i18n/useT.ts';

const DuaFeedQuery = graphql(`
  query DuaFeed($sort: DuaSort!, $after: String) {
    duas(sort: $sort, first: 20, after: $after) {
      edges {
        cursor
        node {
          ...DuaCardFields
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export function DuaFeed({ sort, onShareFirst }: { sort: DuaSort; onShareFirst: () => void }) {
  const t = useT();
  const { data, loading, error, fetchMore, refetch } = useQuery(DuaFeedQuery, { variables: { sort }, fetchPolicy: 'cache-and-network' });
  const feed = data?.duas;
  const duas = feed?.edges.map((e) => e.node) ?? [];
  useDuaFeedLive(duas.map((d) => d.id), refetch);
  const sentinel = useNextPageOnScroll(feed?.pageInfo, fetchMore);

  if (!feed && loading) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('duas.loading')} />
      </Center>
    );
  }
  if (!feed && error) {
    return <Alert color="red" title={t('duas.loadFailed')}>{t('common.checkConnection')}</Alert>;
  }
  if (duas.length === 0) {
    return (
      <Paper withBorder p="xl" ta="center">
        <Title order={2} fz="lg">
          {t('duas.empty')}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {t('duas.emptyBody')}
        </Text>
        <Button mt="md" onClick={onShareFirst}>
          {t('duas.shareFirst')}
        </Button>
      </Paper>
    );
  }
  return (
    <Stack gap="md" data-testid="dua-feed">
      {duas.map((dua) => (
        <DuaCard key={dua.id} dua={dua} />
      ))}
      <div ref={sentinel} aria-hidden />
      {feed?.pageInfo.hasNextPage && (
        <Center>
          <Loader size="sm" role="status" aria-label={t('duas.loadingMore')} />
        </Center>
      )}
    </Stack>
  );
}
