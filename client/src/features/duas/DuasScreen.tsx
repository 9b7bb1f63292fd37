// Duas feed (spec section 2, Duas): Recent / Trending, the live feed, and the
// floating button opening 'Share a Dua'.
import '../../styles/screens.ts';
import { ActionIcon, Affix, SegmentedControl } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { DuaSort } from '../../gql/graphql.ts';
import { ScreenHeader } from '../../shared/ui/ScreenHeader.tsx';
import { DuaFeed } from './DuaFeed.tsx';
import { ShareDuaModal } from './ShareDuaModal.tsx';

export default function DuasScreen() {
  const [sort, setSort] = useState<DuaSort>('recent');
  const [sharing, setSharing] = useState(false);
  return (
    <>
      <ScreenHeader
        title="Duas"
        subtitle="Supplications shared by the community"
        actions={
          <SegmentedControl
            mt="xs"
            aria-label="Sort duas"
            value={sort}
            onChange={(value) => setSort(value as DuaSort)}
            data={[
              { value: 'recent', label: 'Recent' },
              { value: 'trending', label: 'Trending' },
            ]}
            style={{ alignSelf: 'flex-start' }}
          />
        }
      />
      <DuaFeed sort={sort} onShareFirst={() => setSharing(true)} />
      {/* Above the bottom navigation (about 70 px tall) on every screen size. */}
      <Affix position={{ bottom: 88, right: 20 }} zIndex={150}>
        <ActionIcon size={56} radius="xl" variant="filled" aria-label="Share a Dua" onClick={() => setSharing(true)}>
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
