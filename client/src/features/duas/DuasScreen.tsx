// Duas feed (spec section 2, Duas): Recent / Trending, the live feed, and the
// floating button opening 'Share a Dua'.
import '../../styles/screens.ts';
import { ActionIcon, Affix, Box, SegmentedControl } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { DuaSort } from '../../gql/graphql.ts';
import { ScreenHeader } from '../../shared/ui/ScreenHeader.tsx';
import { DuaFeed } from './DuaFeed.tsx';
import { ShareDuaModal } from './ShareDuaModal.tsx';
import { useT } from '../../shared/i18n/useT.ts';

export default function DuasScreen() {
  const t = useT();
  const [sort, setSort] = useState<DuaSort>('recent');
  const [sharing, setSharing] = useState(false);
  return (
    <>
      <ScreenHeader
        title={t('duas.title')}
        subtitle={t('duas.subtitle')}
        actions={
          <SegmentedControl
            mt="xs"
            aria-label={t('duas.sort')}
            value={sort}
            onChange={(value) => setSort(value as DuaSort)}
            data={[
              { value: 'recent', label: t('duas.recent') },
              { value: 'trending', label: t('duas.trending') },
            ]}
            style={{ alignSelf: 'flex-start' }}
          />
        }
      />
      <DuaFeed sort={sort} onShareFirst={() => setSharing(true)} />
      {/* Room under the last card for the floating button (56 px and its margin): without it
          the button sat on the last dua's share and copy icons at the end of the feed. */}
      <Box h={72} aria-hidden />
      {/* Above the bottom navigation (about 70 px tall) on every screen size. */}
      {/* Mantine's `right` is the line's end (inset-inline-end): the left in Arabic and Urdu. */}
      <Affix position={{ bottom: 88, right: 20 }} zIndex={150}>
        <ActionIcon size={56} radius="xl" variant="filled" aria-label={t('duas.shareADua')} onClick={() => setSharing(true)}>
          <IconPlus size={28} />
        </ActionIcon>
      </Affix>
      <ShareDuaModal
        opened={sharing}
        onClose={() => setSharing(false)}
        onShared={() => setSort('recent')}
      />
    </>
  );
}
