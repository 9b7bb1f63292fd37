// A Ramadan's days as a strip (issue 46): fasted, not fasted, excused, or made up since (the
// owed days are paid back oldest first, as the owed count goes down with each make-up
// recorded), or not recorded. The counts beside it are the strip's labelled values.
import { gregorianDate, localDigits } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';
import classes from './stats.module.css';

export type StripStatus = 'fasted' | 'not_fasted' | 'excused' | 'made_up' | 'none';

export interface StripDay {
  date: string;
  day: number;
  status: StripStatus;
}

const CELL = 14;
const STEP = 17;

const STATUS_CLASS: Record<StripStatus, string | undefined> = {
  fasted: classes.fasted,
  not_fasted: classes.not_fasted,
  excused: classes.excused,
  made_up: classes.madeUp,
  none: classes.none,
};

export const statusText = (t: ReturnType<typeof useT>, status: StripStatus) =>
  status === 'none' ? t('stats.fast.none') : status === 'made_up' ? t('stats.fast.madeUp') : t(`ledger.status.${status}`);

export function RamadanStrip({ title, days, dir, testId }: { title: string; days: readonly StripDay[]; dir: 'ltr' | 'rtl'; testId: string }) {
  'use memo';
  const t = useT();
  const language = useLanguage();
  const width = days.length * STEP;
  const count = (status: StripStatus) => days.filter((d) => d.status === status).length;
  return (
    <div data-testid={testId}>
      <p className={classes.picked}>
        <strong>{localDigits(language, title)}</strong>
      </p>
      <svg className={classes.strip} viewBox={`0 0 ${width} ${CELL + 12}`} role="img" aria-label={localDigits(language, title)}>
        {days.map((d, i) => {
          const x = dir === 'rtl' ? width - (i + 1) * STEP : i * STEP;
          return (
            <g key={d.date}>
              <rect x={x} y={0} width={CELL} height={CELL} rx={3} className={STATUS_CLASS[d.status]} data-date={d.date} data-status={d.status}>
                <title>{`${gregorianDate(language, d.date)}: ${statusText(t, d.status)}`}</title>
              </rect>
              {(d.day === 1 || d.day % 5 === 0) && (
                <text x={x + CELL / 2} y={CELL + 10} textAnchor="middle" className={classes.weekday}>
                  {localDigits(language, String(d.day))}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <ul className={classes.legend}>
        {(['fasted', 'not_fasted', 'excused', 'made_up', 'none'] as const).map((status) => (
          <li key={status} data-testid={`${testId}-${status}`} data-count={count(status)}>
            <svg width={12} height={12} aria-hidden>
              <rect width={12} height={12} rx={3} className={STATUS_CLASS[status]} />
            </svg>
            {localDigits(language, `${statusText(t, status)}: ${count(status)}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
