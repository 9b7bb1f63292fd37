// One comment or reply: 'Anonymous', when, the text and its heart; top-level
// comments also get a Reply button.
import { Box, Button, Group, Text } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { graphql } from '../../../gql/gql.ts';
import type { CommentFieldsFragment } from '../../../gql/graphql.ts';
import { RelativeTime } from '../../../shared/ui/RelativeTime.tsx';
import { localDigits } from '../../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../../shared/i18n/useT.ts';
import userText from '../../../shared/ui/userText.module.css';

export const CommentFields = graphql(`
  fragment CommentFields on Comment {
    id
    postId
    text
    parentCommentId
    heartsCount
    createdAt
    isMine
    viewerHasHearted
  }
`);

interface CommentItemProps {
  comment: CommentFieldsFragment;
  onHeart: () => void;
  /** The Reply button (top-level comments only). */
  replyAction?: ReactNode;
}

export function CommentItem({ comment, onHeart, replyAction }: CommentItemProps) {
  const t = useT();
  const language = useLanguage();
  const pending = comment.id.startsWith('optimistic-');
  return (
    <Box data-testid={comment.parentCommentId ? 'reply' : 'comment'}>
      <Group gap="xs">
        <Text size="xs" fw={600}>
          {t('ummah.anonymous')}
        </Text>
        <RelativeTime iso={comment.createdAt} />
      </Group>
      <Text size="sm" className={userText.text} dir="auto" data-testid="comment-text">
        {comment.text}
      </Text>
      <Group gap={4} mt={2}>
        <Button
          variant="subtle"
          color="red"
          size="compact-xs"
          leftSection={comment.viewerHasHearted ? <IconHeartFilled size={14} /> : <IconHeart size={14} />}
          aria-pressed={comment.viewerHasHearted}
          aria-label={t('comments.heart', { count: comment.heartsCount })}
          disabled={pending}
          onClick={onHeart}
        >
          {localDigits(language, String(comment.heartsCount))}
        </Button>
        {replyAction}
      </Group>
    </Box>
  );
}
