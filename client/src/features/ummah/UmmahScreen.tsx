// Community prayer requests (spec section 2, Ummah): sort toggle, the compose
// card behind '+ Prayer Request', and the live feed.
import '../../styles/screens.ts';
import { Button, Group, SegmentedControl } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { PostSort } from '../../gql/graphql.ts';
import { ScreenHeader } from '../../shared/ui/ScreenHeader.tsx';
import { ComposeCard } from './ComposeCard.tsx';
import { PostFeed } from './PostFeed.tsx';
import { useT } from '../../shared/i18n/useT.ts';

export default function UmmahScreen() {
  const t = useT();
  const [sort, setSort] = useState<PostSort>('newest');
  const location = useLocation();
  const navigate = useNavigate();
  // Home's 'Prayer Request' comes here to write one: the composer is open on arrival.
  const asked = (location.state as { compose?: boolean } | null)?.compose === true;
  const [composing, setComposing] = useState(asked);
  // Asked once: going back to this entry later shows the feed, not a composer again.
  useEffect(() => {
    if (asked) void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [asked, location.pathname, location.search, navigate]);
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
