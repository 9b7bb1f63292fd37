// Community prayer requests (spec section 2, Ummah): sort toggle, the compose
// card behind '+ Prayer Request', and the live feed.
import '../../styles/screens.ts';
import { Button, Group, SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import type { PostSort } from '../../gql/graphql.ts';
import { ScreenHeader } from '../../shared/ui/ScreenHeader.tsx';
import { ComposeCard } from './ComposeCard.tsx';
import { PostFeed } from './PostFeed.tsx';
import { useT } from '../../shared/i18n/useT.ts';

export default function UmmahScreen() {
  const t = useT();
  const [sort, setSort] = useState<PostSort>('newest');
  const [composing, setComposing] = useState(false);
  const share = () => {
    // A new request shows at the top of Newest, so that is where the user lands.
    setSort('newest');
    setComposing(true);
  };
  return (
    <>
      <ScreenHeader
        title={t('ummah.title')}
        subtitle={t('ummah.subtitle')}
        actions={
          <Group justify="space-between" mt="xs" wrap="wrap" gap="sm">
            <SegmentedControl
              aria-label={t('ummah.sort')}
              value={sort}
              onChange={(value) => setSort(value as PostSort)}
              data={[
                { value: 'newest', label: t('ummah.newest') },
                { value: 'popular', label: t('ummah.popular') },
              ]}
            />
            {!composing && <Button onClick={share}>{t('ummah.newRequest')}</Button>}
          </Group>
        }
      />
      {composing && <ComposeCard onClose={() => setComposing(false)} />}
      <PostFeed sort={sort} onShareFirst={share} />
    </>
  );
}
