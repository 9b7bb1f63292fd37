// One prayer request: its text, 'Anonymous' and when, the actions, and the
// comments under it when expanded.
import { Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { graphql } from '../../gql/gql.ts';
import type { PostCardFieldsFragment } from '../../gql/graphql.ts';
import { RelativeTime } from '../../shared/ui/RelativeTime.tsx';
import { CommentsSection } from './comments/CommentsSection.tsx';
import { PostActions } from './PostActions.tsx';
import { useT } from '../../shared/i18n/useT.ts';
import userText from '../../shared/ui/userText.module.css';

// Read by the feed, the compose mutation and the live postCreated event alike.
export const PostCardFields = graphql(`
  fragment PostCardFields on UmmahPost {
    id
    text
    allowComments
    heartsCount
    prayersCount
    commentsCount
    createdAt
    isMine
    viewerHasHearted
    viewerHasPrayed
  }
`);

export function PostCard({ post }: { post: PostCardFieldsFragment }) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  return (
    <Paper
      withBorder
      p="md"
      component="article"
      className={userText.card}
      aria-label={t('ummah.request')}
      data-testid="post-card"
      data-post-id={post.id}
    >
      <Group justify="space-between" mb="xs">
        <Text size="sm" fw={600}>
          {t('ummah.anonymous')}
        </Text>
        <RelativeTime iso={post.createdAt} />
      </Group>
      <Text className={userText.text} dir="auto" data-testid="post-text">
        {post.text}
      </Text>
      <PostActions post={post} commentsOpen={expanded} onToggleComments={() => setExpanded((open) => !open)} />
      {expanded && post.allowComments && <CommentsSection post={post} />}
    </Paper>
  );
}
