// The feed of prayer requests, 20 at a time with more loaded on scroll
// (decisions.md 7), kept live by usePostFeedLive. Loading, empty and error states.
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { graphql } from '../../gql/gql.ts';
import type { PostSort } from '../../gql/graphql.ts';
import { useNextPageOnScroll } from '../../shared/hooks/useNextPageOnScroll.ts';
import { PostCard } from './PostCard.tsx';
import { usePostFeedLive } from './usePostFeedLive.ts';
import { useT } from '../../shared/i18n/useT.ts';

const UmmahFeedQuery = graphql(`
  query UmmahFeed($sort: PostSort!, $after: String) {
    ummahPosts(sort: $sort, first: 20, after: $after) {
      edges {
        cursor
        node {
          ...PostCardFields
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

interface PostFeedProps {
  sort: PostSort;
  onShareFirst: () => void;
}

export function PostFeed({ sort, onShareFirst }: PostFeedProps) {
  const t = useT();
  const { data, loading, error, fetchMore, refetch } = useQuery(UmmahFeedQuery, {
    variables: { sort },
    fetchPolicy: 'cache-and-network',
  });
  const feed = data?.ummahPosts;
  const posts = feed?.edges.map((e) => e.node) ?? [];
  usePostFeedLive(posts.map((p) => p.id), refetch);
  const sentinel = useNextPageOnScroll(feed?.pageInfo, fetchMore);

  if (!feed && loading) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('ummah.loading')} />
      </Center>
    );
  }
  if (!feed && error) {
    return <Alert color="red" title={t('ummah.loadFailed')}>{t('common.checkConnection')}</Alert>;
  }
  if (posts.length === 0) {
    return (
      <Paper withBorder p="xl" ta="center">
        <Title order={2} fz="lg">
          {t('ummah.empty')}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {t('ummah.emptyBody')}
        </Text>
        <Button mt="md" onClick={onShareFirst}>
          {t('ummah.shareFirst')}
        </Button>
      </Paper>
    );
  }
  return (
    <Stack gap="md" data-testid="post-feed">
      {posts.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
      <div ref={sentinel} aria-hidden />
      {feed?.pageInfo.hasNextPage && (
        <Center>
          <Loader size="sm" role="status" aria-label={t('ummah.loadingMore')} />
        </Center>
      )}
    </Stack>
  );
}
