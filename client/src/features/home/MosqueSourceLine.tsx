// Whose times Home shows when the user follows a mosque (issue 33): 'Times from
// East London Mosque', linking to its page (where 'Unfollow' is).
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { usePrefixedPath } from '../../shared/routing/linkPrefix.ts';
import { useT } from '../../shared/i18n/useT.ts';

export function MosqueSourceLine({ name, slug }: { name: string; slug: string }) {
  'use memo';
  const t = useT();
  const path = usePrefixedPath(`/m/${slug}`);
  return (
    <Text ta="center" size="xs" c="dimmed" data-testid="times-mosque">
      <Anchor component={Link} to={path} inherit>
        {t('mosque2.timesFrom', { name })}
      </Anchor>
    </Text>
  );
}
