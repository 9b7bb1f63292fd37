// The control that opens 'Why these times?' (issue 45 item 5), under whose times Home
// and the timetable show. The sheet, the engine's explanation and the report form are
// their own chunks, and so is this button (Home loads it with its notes, after the first
// paint); the sheet's chunk is fetched at the first hint (hover, touch, focus).
import '../../styles/screens.ts';
import { Button, Group } from '@mantine/core';
import { Suspense, useState } from 'react';
import { lazyPart } from '../../shared/lazyPart.ts';
import type { WhyTimesSheetProps } from './WhyTimesSheet.tsx';
import { useT } from '../../shared/i18n/useT.ts';
import { useMatchLink } from './useMatchLink.ts';

const loadSheet = () => import('./WhyTimesSheet.tsx');
const WhyTimesSheet = lazyPart(loadSheet);
const prepare = () => void loadSheet().catch(() => undefined);

interface Props extends Omit<WhyTimesSheetProps, 'opened' | 'onClose'> {
  /** On Home: opens Settings, for the report's 'Match my mosque' link (useMatchLink.ts). */
  onOpenSettings?: () => void;
}

export default function WhyTimesButton({ source, date, onOpenSettings }: Props) {
  'use memo';
  useMatchLink(onOpenSettings);
  const t = useT();
  const [opened, setOpened] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <Group justify="center">
        <Button
          variant="subtle"
          size="compact-xs"
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
        </Button>
      </Group>
      {mounted && (
        <Suspense fallback={null}>
          <WhyTimesSheet source={source} date={date} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
