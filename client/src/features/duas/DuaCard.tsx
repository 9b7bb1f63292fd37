// One dua: the Arabic (right to left, in an Arabic face), transliteration,
// translation, source and tags, with its like button and share.
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconHeart, IconHeartFilled, IconShare } from '@tabler/icons-react';
import { graphql } from '../../gql/gql.ts';
import type { DuaCardFieldsFragment } from '../../gql/graphql.ts';
import { publicLink, shareContent } from '../../shared/share/shareContent.ts';
import { ArabicText } from '../../shared/ui/ArabicText.tsx';
import { RelativeTime } from '../../shared/ui/RelativeTime.tsx';
import { useLikeDua } from './useLikeDua.ts';
import { t } from '../../shared/i18n/i18n.ts';
import { useT } from '../../shared/i18n/useT.ts';
import userText from '../../shared/ui/userText.module.css';

export const DuaCardFields = graphql(`
  fragment DuaCardFields on Dua {
    id
    text
    transliteration
    translation
    source
    tags
    likes
    createdAt
    isMine
    viewerHasLiked
  }
`);

/** Arabic-script letters (Arabic, Persian, Urdu, …): such a dua is drawn as Arabic. */
const ARABIC_SCRIPT = /\p{Script=Arabic}/u;

function shareDua(dua: DuaCardFieldsFragment) {
  const lines = [dua.text, dua.transliteration, dua.translation && `“${dua.translation}”`, dua.source && `— ${dua.source}`];
  void shareContent(t('duas.shareTitle'), lines.filter(Boolean).join('\n'), publicLink('/duas'));
}

export function DuaCard({ dua }: { dua: DuaCardFieldsFragment }) {
  const tr = useT();
  const likeDua = useLikeDua();
  return (
    <Paper withBorder p="md" component="article" className={userText.card} aria-label={tr('duas.dua')} data-testid="dua-card">
      <Stack gap="xs">
        {ARABIC_SCRIPT.test(dua.text) ? (
          <ArabicText className={userText.text} testId="dua-text">
            {dua.text}
          </ArabicText>
        ) : (
          // A dua written in another script (people share them in English, Malay, …) reads in
          // its own direction and the app's face, not right-aligned in the Arabic serif.
          <Text size="lg" fw={500} className={userText.text} dir="auto" data-testid="dua-text">
            {dua.text}
          </Text>
        )}
        {dua.transliteration && (
          <Text fs="italic" size="sm" className={userText.text} dir="auto">
            {dua.transliteration}
          </Text>
        )}
        {dua.translation && (
          <Text size="sm" className={userText.text} dir="auto">
            {dua.translation}
          </Text>
        )}
        {dua.source && (
          <Text size="xs" c="dimmed" className={userText.text} dir="auto">
            {tr('duas.source', { source: dua.source })}
          </Text>
        )}
        {dua.tags.length > 0 && (
          <Group gap={6}>
            {dua.tags.map((tag) => (
              <Badge key={tag} dir="auto" variant="outline" tt="none" size="sm">
                {tag}
              </Badge>
            ))}
          </Group>
        )}
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Button
              variant={dua.viewerHasLiked ? 'light' : 'subtle'}
              color="red"
              size="compact-md"
              leftSection={dua.viewerHasLiked ? <IconHeartFilled size={18} /> : <IconHeart size={18} />}
              aria-pressed={dua.viewerHasLiked}
              aria-label={tr('duas.like', { count: dua.likes })}
              disabled={dua.id.startsWith('optimistic-')}
              onClick={() => likeDua(dua)}
              data-testid="like-button"
            >
              {dua.likes}
            </Button>
            <Text size="xs" c="dimmed">
              {tr('duas.byAnonymous')} <RelativeTime iso={dua.createdAt} span />
            </Text>
          </Group>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={tr('duas.shareDuaLabel')} onClick={() => shareDua(dua)}>
            <IconShare size={18} />
          </ActionIcon>
        </Group>
      </Stack>
    </Paper>
  );
}
