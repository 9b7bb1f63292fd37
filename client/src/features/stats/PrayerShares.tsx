// Each of the five prayers over the shown span (issue 46): the share of days it was ticked
// and, of the span, the days ticked on time (the spec's on-time flag), as a table whose
// cells hold small SVG bars (hidden from screen readers: the numbers beside them say it).
import { FIVE_PRAYERS, type FivePrayer } from '@prayer-companion/engine';
import { percentText } from '../../shared/i18n/format.ts';
import { flip } from '../../shared/i18n/mirror.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';
import classes from './stats.module.css';

export interface Share {
  prayer: FivePrayer;
  done: number;
  onTime: number;
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

export function PrayerShares({ shares, days, dir, labelledBy }: { shares: readonly Share[]; days: number; dir: 'ltr' | 'rtl'; labelledBy: string }) {
  'use memo';
  const t = useT();
  const language = useLanguage();
  const byPrayer = new Map(shares.map((s) => [s.prayer, s]));
  return (
    <table className={classes.table} data-testid="prayer-shares" data-days={days} aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{t('ledger.prayer')}</th>
          <th scope="col">{t('stats.share')}</th>
          <th scope="col">{t('stats.onTime')}</th>
        </tr>
      </thead>
      <tbody>
        {FIVE_PRAYERS.map((prayer) => {
          const share = byPrayer.get(prayer) ?? { prayer, done: 0, onTime: 0 };
          const done = percent(share.done, days);
          const onTime = percent(share.onTime, days);
          return (
            <tr key={prayer} data-prayer={prayer} data-done={share.done} data-on-time-days={share.onTime}>
              <th scope="row">{t(`prayer.${prayer}`)}</th>
              <td>
                <span data-testid={`share-${prayer}`}>{percentText(language, done)}</span>
                <svg className={classes.bar} viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden style={flip(dir)}>
                  <rect className={classes.barTrack} width={100} height={10} rx={2} />
                  <rect className={classes.barDone} width={done} height={10} rx={2} />
                  <rect className={classes.barOnTime} width={onTime} height={10} rx={2} />
                </svg>
              </td>
              <td data-testid={`on-time-${prayer}`}>{percentText(language, onTime)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
