// Home's slot for the night times. Only the setting is read on Home's first
// load; the line itself (and the night arithmetic) loads when the setting is on.
import { Suspense, type ComponentProps } from 'react';
import { lazyPart } from '../../shared/lazyPart.ts';
import { useShowNightTimes } from './useShowNightTimes.ts';

const NightTimesLine = lazyPart(() => import('./NightTimesLine.tsx'));

export function HomeNightTimes(props: ComponentProps<typeof NightTimesLine>) {
  const [show] = useShowNightTimes();
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <NightTimesLine {...props} />
    </Suspense>
  );
}
