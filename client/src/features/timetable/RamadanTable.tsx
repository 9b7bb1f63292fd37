// The Ramadan timetable: a row per day of the fast with its Gregorian date,
// imsak, Fajr, Maghrib and Isha; today highlighted. Printed like the month.
import { Table } from '@mantine/core';
import { dateFormatter, localDigits } from '../../shared/i18n/format.ts';
import type { ActiveLanguage } from '../../shared/i18n/languages.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';
import type { RamadanRow } from './ramadanRows.ts';
import classes from './timetable.module.css';

const COLUMNS = ['imsak', 'fajr', 'maghrib', 'isha'] as const;

const dateLabel = (language: ActiveLanguage, date: string) =>
  dateFormatter(language, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(`${date}T12:00:00Z`));

export function RamadanTable({ rows, today, caption }: { rows: readonly RamadanRow[]; today: string; caption: string }) {
  'use memo';
  const t = useT();
  const language = useLanguage();
  const heading = (c: (typeof COLUMNS)[number]) => (c === 'imsak' ? t('ramadan.imsak') : t(`prayer.${c}`));
  return (
    <Table className={classes.table} withRowBorders striped="even" data-testid="ramadan-timetable">
      <caption className={classes.caption}>{caption}</caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('ramadanTimetable.day')}</Table.Th>
          {COLUMNS.map((c) => (
            <Table.Th key={c} scope="col" className={classes.time}>
              {heading(c)}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(({ hijriDay, day }) => {
          const isToday = day.date === today;
          return (
            <Table.Tr
              key={day.date}
              data-date={day.date}
              aria-current={isToday ? 'date' : undefined}
              className={isToday ? classes.today : undefined}
            >
              <Table.Th scope="row" className={classes.date}>
                <span className={classes.gregorian}>{localDigits(language, String(hijriDay))}</span>
                <span className={classes.hijri}>{dateLabel(language, day.date)}</span>
              </Table.Th>
              {COLUMNS.map((c) => (
                <Table.Td key={c} className={classes.time} data-time={c}>
                  {localDigits(language, day[c])}
                </Table.Td>
              ))}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
