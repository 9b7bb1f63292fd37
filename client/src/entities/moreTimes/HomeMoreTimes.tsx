// Home's slot for the more times: only the setting is read on Home's first
// load; the panel (and the engine's moreTimes) loads when the setting is on.
import { Suspense, type ComponentProps } from 'react';
import { lazyPart } from '../../shared/lazyPart.ts';
import { useShowMoreTimes } from './useShowMoreTimes.ts';

const MoreTimesPanel = lazyPart(() => import('./MoreTimesPanel.tsx'));

export function HomeMoreTimes(props: ComponentProps<typeof MoreTimesPanel>) {
  const [show] = useShowMoreTimes();
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <MoreTimesPanel {...props} />
    </Suspense>
  );
}
