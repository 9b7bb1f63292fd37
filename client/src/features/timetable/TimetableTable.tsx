// The month as one compact table: a row per day (weekday and day, Hijri date),
// the six times and, when the setting is on, the two night times. Sized to fit
// 360 px without sideways scrolling and a printed A4 page (timetable.module.css).
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { IconSunrise } from '@tabler/icons-react';
import { NIGHT_TIME_NAMES, PRAYER_NAMES, type DayPrayerTimes, type FivePrayer } from '@prayer-companion/engine';
import classes from './timetable.module.css';
import type { MonthTableRow } from './timetableRows.ts';

// Narrow screens show these instead of the full names (the full name stays for screen readers).
import { dateFormatter, localDigits } from '../../shared/i18n/format.ts';
import type { MessageId } from '../../shared/i18n/i18n.ts';
import type { ActiveLanguage } from '../../shared/i18n/languages.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';

const SHORT = new Set(['sunrise', 'maghrib', 'middleOfTheNight', 'lastThirdOfTheNight']);

/** 'Mon 23' in the language's words and digits. */
const dayLabel = (language: ActiveLanguage, date: string) =>
  dateFormatter(language, { timeZone: 'UTC', weekday: 'short', day: 'numeric' }).format(new Date(`${date}T12:00:00Z`));

function Heading({ name, label }: { name: string; label: string }) {
  const t = useT();
  if (!SHORT.has(name)) return <>{label}</>;
  // 'Sun' for Sunrise read as Sunday beside '1 Sun' (issue 42 item 8): on a phone Sunrise is
  // its icon, in every language; the th's aria-label names it, the title names it on hover.
  if (name === 'sunrise')
    return (
      <>
        <span className={classes.wide}>{label}</span>
        <span className={classes.narrow} aria-hidden title={label} data-testid="sunrise-icon">
          <IconSunrise size={18} stroke={1.75} className={classes.headingIcon} />
        </span>
      </>
    );
  const short = t(`timetable.short.${name}` as MessageId);
  return (
    <>
      <span className={classes.wide}>{label}</span>
      <span className={classes.narrow} aria-hidden>
        {short}
      </span>
    </>
  );
}

/**
 * The times of a day that are latitude 45°'s, not the place's sun: Maghrib and Isha on a day
 * whose sun sets too late for Isha (the polar step 4), all six on a day without a night that
 * holds them (step 5). Home's note names the months; the table marks the days.
 */
function from45(day: DayPrayerTimes, name: string): boolean {
  if (day.highLatitude === 'reference') return true;
  return day.highLatitude === 'evening' && (name === 'maghrib' || name === 'isha');
}

interface TimetableTableProps {
  rows: readonly MonthTableRow[];
  /** The place's today, 'YYYY-MM-DD': its row is highlighted. */
  today: string;
  caption: string;
}

export function TimetableTable({ rows, today, caption }: TimetableTableProps) {
  'use memo';
  const t = useT();
  const language = useLanguage();
  // 'D Month YYYY' and 'D Mon.' with the language's month names and digits.
  const hijri = (row: MonthTableRow, form: 'month' | 'short') => {
    const h = row.hijriDate;
    if (!h) return '';
    const month = t(`hijri.${form}.${h.month}` as MessageId);
    return localDigits(language, form === 'month' ? `${h.day} ${month} ${h.year}` : `${h.day} ${month}`);
  };
  const name = (value: string) =>
    value === 'imsak' ? t('ramadan.imsak') : t((NIGHT_TIME_NAMES.some((n) => n.value === value) ? `night.${value}` : `prayer.${value}`) as MessageId);
  const withNight = rows.some((r) => r.night);
  // A month with days of Ramadan carries imsak (on those days only).
  const withImsak = rows.some((r) => r.imsak);
  const columns = [...(withImsak ? [{ value: 'imsak' }] : []), ...PRAYER_NAMES, ...(withNight ? NIGHT_TIME_NAMES : [])];
  // Maghrib is 45°'s on every day that has any 45° time (steps 4 and 5).
  const anyFrom45 = rows.some((r) => from45(r.day, 'maghrib'));
  return (
    <>
      <Table
        className={classes.table}
        data-night={withNight || undefined}
        data-imsak={withImsak || undefined}
        withRowBorders
        striped="even"
        data-testid="timetable"
      >
        <caption className={classes.caption}>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('timetable.date')}</Table.Th>
            {columns.map((c) => (
              <Table.Th key={c.value} scope="col" aria-label={name(c.value)} className={classes.time}>
                <Heading name={c.value} label={name(c.value)} />
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const isToday = row.day.date === today;
            return (
              <Table.Tr
                key={row.day.date}
                data-date={row.day.date}
                data-today={isToday || undefined}
                aria-current={isToday ? 'date' : undefined}
                className={isToday ? classes.today : undefined}
              >
                <Table.Th scope="row" className={classes.date}>
                  <span className={classes.gregorian}>{dayLabel(language, row.day.date)}</span>
                  <span className={classes.hijri} title={hijri(row, 'month')} data-testid="hijri">
                    <span className={classes.wide}>{hijri(row, 'month')}</span>
                    <span className={classes.narrow}>{hijri(row, 'short')}</span>
                  </span>
                </Table.Th>
                {withImsak && (
                  <Table.Td className={classes.time} data-time="imsak">
                    {localDigits(language, row.imsak ?? '')}
                  </Table.Td>
                )}
                {PRAYER_NAMES.map((p) => {
                  const iqama = row.iqama?.[p.value as FivePrayer];
                  const marked = from45(row.day, p.value);
                  return (
                    <Table.Td key={p.value} className={classes.time} data-time={p.value} data-from45={marked || undefined}>
                      {marked ? <span className={classes.from45}>{localDigits(language, row.day[p.value])}</span> : localDigits(language, row.day[p.value])}
                      {marked && <VisuallyHidden>{` (${t('prayerType.maghribLatitude45')})`}</VisuallyHidden>}
                      {/* A followed mosque's iqama under its adhan: five more columns would not fit 360 px. */}
                      {iqama && (
                        <span className={classes.iqama} data-iqama={p.value} title={t('mosque.iqamaAt', { time: iqama })}>
                          {localDigits(language, iqama)}
                        </span>
                      )}
                    </Table.Td>
                  );
                })}
                {withNight &&
                  NIGHT_TIME_NAMES.map((n) => (
                    <Table.Td key={n.value} className={`${classes.time} ${classes.night}`} data-time={n.value}>
                      {localDigits(language, row.night?.[n.value] ?? '')}
                    </Table.Td>
                  ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {anyFrom45 && (
        <Text size="xs" c="dimmed" mt={4} data-testid="timetable-from45">
          {t('timetable.from45')}
        </Text>
      )}
    </>
  );
}
