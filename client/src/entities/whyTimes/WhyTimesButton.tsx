// The control that opens 'Why these times?' (issue 45 item 5), under whose times Home
// and the timetable show. The sheet, the engine's explanation and the report form are
// their own chunks: only this small button is in the first load; the chunk is fetched
// at the first hint (hover, touch, focus), as Home's other sheets are.
import { Anchor, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { WhyTimesSheetProps } from './WhyTimesSheet.tsx';
import { useT } from '../../shared/i18n/useT.ts';

const loadSheet = () => import('./WhyTimesSheet.tsx');
const WhyTimesSheet = lazy(loadSheet);
const prepare = () => void loadSheet().catch(() => undefined);

export function WhyTimesButton(props: Omit<WhyTimesSheetProps, 'opened' | 'onClose'>) {
  'use memo';
  const t = useT();
  const [opened, setOpened] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <Text ta="center" size="xs">
        <Anchor
          component="button"
          type="button"
          inherit
          onClick={() => {
            setMounted(true);
            setOpened(true);
          }}
          onPointerEnter={prepare}
          onTouchStart={prepare}
          onFocus={prepare}
          data-testid="why-times"
        >
          {t('why.open')}
        </Anchor>
      </Text>
      {mounted && (
        <Suspense fallback={null}>
          <WhyTimesSheet {...props} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
