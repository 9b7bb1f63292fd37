// Heart, prayer, comments and share under a request. What the viewer already
// did shows filled and pressed; tapping it again changes nothing (decisions.md 5).
import { ActionIcon, Button, Group } from '@mantine/core';
import { IconHeart, IconHeartFilled, IconMessageCircle, IconPray, IconShare } from '@tabler/icons-react';
import type { PostCardFieldsFragment } from '../../gql/graphql.ts';
import { publicLink, shareContent } from '../../shared/share/shareContent.ts';
import { useInteract } from './useInteract.ts';
import { t } from '../../shared/i18n/i18n.ts';
import { localDigits } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';

interface PostActionsProps {
  post: PostCardFieldsFragment;
  commentsOpen: boolean;
  onToggleComments: () => void;
}

function sharePost(post: PostCardFieldsFragment) {
  void shareContent(t('ummah.shareTitle'), t('ummah.shareText', { text: post.text, count: post.prayersCount }), publicLink('/ummah'));
}

export function PostActions({ post, commentsOpen, onToggleComments }: PostActionsProps) {
  const tr = useT();
  // Counts in the language's digits, as every other number (issue 30).
  const n = useNumber();
  const interact = useInteract();
  const pending = post.id.startsWith('optimistic-');
  return (
    <Group gap="xs" mt="sm" justify="space-between" wrap="nowrap">
      <Group gap={4} wrap="nowrap">
        <Button
          variant={post.viewerHasHearted ? 'light' : 'subtle'}
          color="red"
          size="compact-md"
          leftSection={post.viewerHasHearted ? <IconHeartFilled size={18} /> : <IconHeart size={18} />}
          aria-pressed={post.viewerHasHearted}
          aria-label={tr('ummah.heart', { count: post.heartsCount })}
          disabled={pending}
          onClick={() => interact(post, 'heart')}
          data-testid="heart-button"
        >
          {n(post.heartsCount)}
        </Button>
        <Button
          variant={post.viewerHasPrayed ? 'light' : 'subtle'}
          size="compact-md"
          leftSection={<IconPray size={18} stroke={post.viewerHasPrayed ? 2.4 : 1.6} />}
          aria-pressed={post.viewerHasPrayed}
          aria-label={tr('ummah.prayed', { count: post.prayersCount })}
          disabled={pending}
          onClick={() => interact(post, 'prayer')}
          data-testid="pray-button"
        >
          {n(post.prayersCount)}
        </Button>
        {post.allowComments && (
          <Button
            variant={commentsOpen ? 'light' : 'subtle'}
            color="gray"
            size="compact-md"
            leftSection={<IconMessageCircle size={18} />}
            aria-expanded={commentsOpen}
            aria-label={tr('ummah.comments', { count: post.commentsCount })}
            disabled={pending}
            onClick={onToggleComments}
            data-testid="comments-button"
          >
            {n(post.commentsCount)}
          </Button>
        )}
      </Group>
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label={tr('ummah.share')} onClick={() => sharePost(post)}>
        <IconShare size={18} />
      </ActionIcon>
    </Group>
  );
}

/** A count in the active language's digits. */
function useNumber(): (value: number) => string {
  const language = useLanguage();
  return (value) => localDigits(language, String(value));
}
