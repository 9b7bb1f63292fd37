// Community prayer requests (spec section 2, Ummah): sort toggle, the compose
// card behind '+ Prayer Request', and the live feed.
import '../../styles/screens.ts';
import { Button, Group, SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import type { PostSort } from '../../gql/graphql.ts';
import { ScreenHeader } from '../../shared/ui/ScreenHeader.tsx';
import { ComposeCard } from './ComposeCard.tsx';
import { PostFeed } from './PostFeed.tsx';

export default function UmmahScreen() {
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
        title="Ummah"
        subtitle="Share prayer requests and pray for one another"
        actions={
          <Group justify="space-between" mt="xs" wrap="wrap" gap="sm">
            <SegmentedControl
              aria-label="Sort prayer requests"
              value={sort}
              onChange={(value) => setSort(value as PostSort)}
              data={[
                { value: 'newest', label: 'Newest' },
                { value: 'popular', label: 'Popular' },
              ]}
            />
            {!composing && <Button onClick={share}>+ Prayer Request</Button>}
          </Group>
        }
      />
      {composing && <ComposeCard onClose={() => setComposing(false)} />}
      <PostFeed sort={sort} onShareFirst={share} />
    </>
  );
}
