// A tap on a prayer's tick: its mutation's code loads with the first tap (it runs on the
// Apollo Client, which arrives after Home's first paint). Whether the prayer was on time
// is decided at the tap, not when the code has arrived.
import { isOnTime, type DayPrayerTimes, type FivePrayer } from '../../prayer/index.ts';
import { t } from '../../shared/i18n/i18n.ts';
import { showToast } from '../../shared/ui/toast.ts';

export function tickPrayer(date: string, times: DayPrayerTimes, prayer: FivePrayer, done: boolean): void {
  const onTime = isOnTime(times, prayer, new Date());
  const change = done
    ? import('./uncompletePrayer.ts').then((m) => m.uncompletePrayer(date, prayer))
    : import('./completePrayer.ts').then((m) => m.completePrayer(date, prayer, onTime));
  change.catch((error: unknown) => {
    console.error('loading the tick failed', error);
    showToast({ title: t(done ? 'home.uncompleteFailed' : 'home.completeFailed'), message: t('common.tryAgain'), destructive: true });
  });
}
