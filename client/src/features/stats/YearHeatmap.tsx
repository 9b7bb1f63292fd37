// The year at a glance (issue 46): one SVG, a small month calendar per month (Gregorian, or
// the user's Hijri months when a Hijri year is shown), a cell per day shaded by how many of
// the five prayers were ticked, excused days in their own colour, today outlined. Each cell
// carries data-date and data-count and a <title> (the tooltip); a tap names the day below.
// Month blocks (not GitHub's 53 thin columns) keep cells tappable at 360 px. Right to left,
// the blocks and the weekdays run from the right. The months' table is the accessible view.
import { useState } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import type { MessageId } from '../../shared/i18n/i18n.ts';
import { dateFormatter, gregorianDate, localDigits } from '../../shared/i18n/format.ts';
import { firstWeekday } from '../../shared/i18n/weekStart.ts';
import { useLanguage, useT, type Translate } from '../../shared/i18n/useT.ts';
import { type UserHijri, userHijriDate } from '../../entities/hijri/userHijri.ts';
import classes from './stats.module.css';

export interface HeatDay {
  date: string;
  count: number;
  excused: boolean;
}

export interface HeatMonth {
  key: string;
  label: string;
  days: HeatDay[];
}

const CELL = 14;
const STEP = 16;
const BLOCK_W = 7 * STEP;
const HEAD = 26;
const BLOCK_H = HEAD + 6 * STEP;
const GAP_X = 14;
const GAP_Y = 10;

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/**
 * The days grouped by month: Gregorian months, or the Hijri year's months. A Gregorian block
 * names its year on the first month shown and on January ('Nov 2025', 'Dec', 'Jan 2026'): a
 * two-digit year read as a day ('Nov 25').
 */
export function monthsOf(days: readonly HeatDay[], t: Translate, language: string, calendar: UserHijri, hijri: boolean): HeatMonth[] {
  const monthName = dateFormatter(language as never, { timeZone: 'UTC', month: 'short' });
  const monthAndYear = dateFormatter(language as never, { timeZone: 'UTC', month: 'short', year: 'numeric' });
  const months: HeatMonth[] = [];
  for (const day of days) {
    const h = hijri ? userHijriDate(calendar, day.date) : null;
    const key = h ? `${h.year}-${h.month}` : day.date.slice(0, 7);
    let month = months.at(-1);
    if (month?.key !== key) {
      const noon = new Date(`${day.date}T12:00:00Z`);
      const label = h ? t(`hijri.month.${h.month}` as MessageId) : (months.length === 0 || key.endsWith('-01') ? monthAndYear : monthName).format(noon);
      month = { key, label, days: [] };
      months.push(month);
    }
    month.days.push(day);
  }
  return months;
}

export function dayLabel(t: Translate, language: string, day: HeatDay, today: string): string {
  const date = gregorianDate(language as never, day.date);
  const text =
    day.date > today
      ? t('stats.dayFuture', { date })
      : day.excused
        ? t('stats.dayExcused', { date })
        : t('stats.dayCount', { date, count: day.count });
  return localDigits(language as never, day.date === today ? `${text} (${t('stats.today')})` : text);
}

export const levelClass = (day: HeatDay, today: string) =>
  day.date > today ? classes.future : day.excused ? classes.excused : classes[`level${Math.min(5, day.count)}`];

export function YearHeatmap({ months, today, dir, labelledBy }: { months: HeatMonth[]; today: string; dir: 'ltr' | 'rtl'; labelledBy: string }) {
  'use memo';
  const t = useT();
  const language = useLanguage();
  const wide = useMediaQuery('(min-width: 40em)', false);
  const [picked, setPicked] = useState<HeatDay | null>(null);
  const columns = wide ? 6 : 3;
  const rows = Math.ceil(months.length / columns);
  const width = columns * BLOCK_W + (columns - 1) * GAP_X;
  const height = rows * BLOCK_H + (rows - 1) * GAP_Y;
  const mirror = (x: number, w: number) => (dir === 'rtl' ? width - x - w : x);
  // Weeks start where the user's calendars start them (Sunday, Saturday or Monday).
  const weekStart = firstWeekday(language);
  const initials = Array.from({ length: 7 }, (_, i) =>
    // 7 February 2027 is a Sunday.
    dateFormatter(language, { timeZone: 'UTC', weekday: 'narrow' }).format(new Date(Date.UTC(2027, 1, 7 + weekStart + i, 12))),
  );
  const byDate = new Map(months.flatMap((m) => m.days.map((d) => [d.date, d] as const)));
  return (
    <>
      <svg
        className={classes.heatmap}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={labelledBy}
        data-testid="heatmap"
        data-week-start={weekStart}
        onClick={(event) => {
          const date = (event.target as Element).getAttribute('data-date');
          setPicked(date ? (byDate.get(date) ?? null) : null);
        }}
      >
        {months.map((month, m) => {
          const bx = (m % columns) * (BLOCK_W + GAP_X);
          const by = Math.floor(m / columns) * (BLOCK_H + GAP_Y);
          const lead = (weekday(month.days[0]!.date) - weekStart + 7) % 7;
          return (
            <g key={month.key} data-month={month.key}>
              <text className={classes.monthLabel} x={mirror(bx, BLOCK_W) + BLOCK_W / 2} y={by + 10} textAnchor="middle">
                {localDigits(language, month.label)}
              </text>
              {initials.map((initial, i) => (
                <text key={i} className={classes.weekday} x={mirror(bx + i * STEP, CELL) + CELL / 2} y={by + HEAD - 4} textAnchor="middle">
                  {initial}
                </text>
              ))}
              {month.days.map((day, i) => {
                const slot = lead + i;
                const x = mirror(bx + (slot % 7) * STEP, CELL);
                const y = by + HEAD + Math.floor(slot / 7) * STEP;
                const isToday = day.date === today;
                return (
                  <rect
                    key={day.date}
                    x={x}
                    y={y}
                    width={CELL}
                    height={CELL}
                    rx={3}
                    className={`${levelClass(day, today)} ${isToday ? classes.today : ''}`}
                    data-date={day.date}
                    data-count={day.count}
                    data-excused={day.excused || undefined}
                    data-today={isToday || undefined}
                  >
                    <title>{dayLabel(t, language, day, today)}</title>
                  </rect>
                );
              })}
            </g>
          );
        })}
      </svg>
      <p className={classes.picked} aria-live="polite" data-testid="heatmap-picked">
        {picked ? dayLabel(t, language, picked, today) : t('stats.tapHint')}
      </p>
    </>
  );
}
