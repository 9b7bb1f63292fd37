// The month as a calendar table: a column per weekday (Sunday first), each
// day's Hijri number over its Gregorian date. Named days are tinted, days
// Muslims differ on have a dashed border, the odd nights of the last ten a
// star, a voluntary fast a dot; today is outlined and aria-current.
import { IconStarFilled } from '@tabler/icons-react';
import { dateFormatter, localDigits } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';
import { OBSERVED_BY_MANY } from '@prayer-companion/engine/islamicDays';
import { gregorianDay, phoneWeekdayNames, weekdayNames } from './gregorianSpan.ts';
import classes from './islamicYear.module.css';
import { dayNames } from './dayNames.ts';
import type { CalendarDay } from './monthDays.ts';

interface MonthGridProps {
  days: readonly CalendarDay[];
  /** The place's today, 'YYYY-MM-DD'. */
  today: string;
}

export function MonthGrid({ days, today }: MonthGridProps) {
  'use memo';
  const t = useT();
  const language = useLanguage();
  const shortDay = dateFormatter(language, { timeZone: 'UTC', day: 'numeric', month: 'short' });
  const dayOnly = dateFormatter(language, { timeZone: 'UTC', day: 'numeric' });
  const lead = days[0]?.weekday ?? 0;
  const cells: (CalendarDay | null)[] = [...Array.from({ length: lead }, () => null), ...days];
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
  const names = weekdayNames(language);
  const onPhone = phoneWeekdayNames(language, names);
  return (
    <table className={classes.grid} data-testid="hijri-grid">
      <thead>
        <tr>
          {names.map((name, i) =>
            onPhone ? (
              // A phone shows the narrow name; the heading is named in full.
              <th key={name} scope="col" aria-label={name}>
                <span className={classes.dayShort} aria-hidden>
                  {name}
                </span>
                <span className={classes.dayNarrow} aria-hidden>
                  {onPhone[i]}
                </span>
              </th>
            ) : (
              <th key={name} scope="col">
                {name}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, w) => (
          <tr key={w}>
            {week.map((d, i) => {
              if (!d) return <td key={`empty-${i}`} />;
              const isToday = d.date === today;
              const noon = new Date(`${d.date}T12:00:00Z`);
              // The month's name where the Gregorian month begins (and on the first cell).
              const gregorian = d.day === 1 || d.date.endsWith('-01') ? shortDay.format(noon) : dayOnly.format(noon);
              const named = d.days.length > 0;
              const differ = d.days.some((k) => OBSERVED_BY_MANY.has(k));
              const label = [
                localDigits(language, String(d.day)),
                gregorianDay(language, d.date),
                ...dayNames(t, d),
                ...(isToday ? [t('islamicYear.today')] : []),
              ].join(', ');
              const className = [classes.cell, named && classes.named, differ && classes.differ, isToday && classes.today].filter(Boolean).join(' ');
              return (
                <td
                  key={d.date}
                  className={className}
                  data-date={d.date}
                  data-hijri-day={d.day}
                  data-named={named || undefined}
                  data-fast={d.fasts.length > 0 || undefined}
                  aria-current={isToday ? 'date' : undefined}
                  aria-label={label}
                >
                  <span className={classes.hijri} aria-hidden>
                    {localDigits(language, String(d.day))}
                  </span>
                  <span className={classes.gregorian} aria-hidden>
                    {gregorian}
                  </span>
                  {d.oddNight && <IconStarFilled size={10} className={classes.odd} aria-hidden data-testid="odd-night" />}
                  {d.fasts.length > 0 && <span className={classes.fast} aria-hidden />}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
