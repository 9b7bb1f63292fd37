// Home's word on the next Hijri month (issue 32, item 5): 'Shawwal 1448
// begins on Mar 10, 2027', marked 'Announced' when the user's country has
// announced that day, else 'Expected' (the Umm al-Qura table's day). Shown in
// the ten days before; the user's own adjustment moves the day like the shown
// date. It also keeps the country's announcements fresh and live.
import '../../styles/screens.ts';
import { Badge, Group, Text } from '@mantine/core';
import { announcedHijriDate, dateOf, epochOf, tableMonthStart } from '@prayer-companion/engine/announcedHijri';
import { lazyWithClient, WithClientWhenReady } from '../../shared/apollo/WithClient.tsx';
import { gregorianDate, localDigits } from '../../shared/i18n/format.ts';
import type { MessageId } from '../../shared/i18n/i18n.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';
import { useAnnouncedMonthStarts, type MonthStart } from './announcements.ts';

const AnnouncementsSync = lazyWithClient(() => import('./AnnouncementsSync.tsx'));

/** Show the next month's start this many days ahead. */
const DAYS_AHEAD = 10;

export interface NextMonthStart {
  year: number;
  month: number;
  /** The Gregorian day it begins for this user, 'YYYY-MM-DD'. */
  start: string;
  announced: boolean;
  daysAway: number;
}

/** The next month's start for a user on the place's day `date`, or null outside the table. */
export function nextMonthStart(date: string, announced: readonly MonthStart[], adjustment = 0): NextMonthStart | null {
  const today = announcedHijriDate(date, announced, adjustment);
  if (!today) return null;
  const [year, month] = today.month === 12 ? [today.year + 1, 1] : [today.year, today.month + 1];
  const key = `${year}-${String(month).padStart(2, '0')}`;
  const given = announced.find((a) => a.month === key);
  const startDay = given ? epochOf(given.start) : tableMonthStart(year, month);
  if (startDay === null) return null;
  const start = startDay - adjustment;
  return { year, month, start: dateOf(start), announced: Boolean(given), daysAway: start - epochOf(date) };
}

interface MonthStartNoteProps {
  /** The place's day, 'YYYY-MM-DD'. */
  date: string;
  /** The place's country (ISO alpha-2), whose announcements apply. */
  country?: string | null;
  adjustment?: number;
}

export function MonthStartNote({ date, country, adjustment = 0 }: MonthStartNoteProps) {
  'use memo';
  const t = useT();
  const language = useLanguage();
  const announced = useAnnouncedMonthStarts(country);
  const next = nextMonthStart(date, announced, adjustment);
  const show = next && next.daysAway > 0 && next.daysAway <= DAYS_AHEAD;
  return (
    <>
      {country && (
        <WithClientWhenReady>
          <AnnouncementsSync country={country.toUpperCase()} />
        </WithClientWhenReady>
      )}
      {show && (
        <Group justify="center" gap="xs" data-testid="month-start">
          <Text size="sm">
            {localDigits(language, t('islamicYear.monthBegins', {
              month: t(`hijri.month.${next.month}` as MessageId),
              year: next.year,
              date: gregorianDate(language, next.start),
            }))}
          </Text>
          <Badge variant="light" color={next.announced ? 'teal' : 'gray'} data-testid="month-start-status">
            {t(next.announced ? 'islamicYear.announced' : 'islamicYear.expected')}
          </Badge>
        </Group>
      )}
    </>
  );
}
