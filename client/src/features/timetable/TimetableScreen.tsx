// Monthly timetable (issue 17): the user's place and saved settings, exactly as
// Home computes them (a followed mosque's instead, with its iqama: issue 33), for any month; computed in the browser so it works
// offline. Month picker with previous/next, CSV download and print. The
// Ramadan timetable (issue 32: imsak, Fajr, Maghrib, Isha for the days of the
// fast) is the same screen with ?ramadan=<Hijri year>.
import '../../styles/screens.ts';
import '@mantine/dates/styles.css';
import { ActionIcon, Button, Group, Stack, Text, useDirection } from '@mantine/core';
import { DatesProvider, MonthPickerInput } from '@mantine/dates';
import { IconArrowLeft, IconCalendarMonth, IconChevronLeft, IconChevronRight, IconDownload, IconMoon, IconPrinter } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { todayAt } from '@prayer-companion/engine';
import { useNow } from '../../shared/hooks/useNow.ts';
import { usePrefixedPath } from '../../shared/routing/linkPrefix.ts';
import { ScreenHeader } from '../../shared/ui/ScreenHeader.tsx';
import { useCurrentUser } from '../../entities/users/CurrentUserContext.tsx';
import { useTimesPlace } from '../../entities/mosque/timesPlace.ts';
import { HighLatitudeNote } from '../../entities/highlat/HighLatitudeNote.tsx';
import WhyTimesButton from '../../entities/whyTimes/WhyTimesButton.tsx';
import { useShowNightTimes } from '../../entities/night/useShowNightTimes.ts';
import { downloadText } from '../../shared/downloadText.ts';
import { addMonths } from './month.ts';
import { useDayjsLocale } from '../../shared/i18n/useDayjsLocale.ts';
import { localDigits, monthYear } from '../../shared/i18n/format.ts';
import type { MessageId } from '../../shared/i18n/i18n.ts';
import type { ActiveLanguage } from '../../shared/i18n/languages.ts';
import { flip } from '../../shared/i18n/mirror.ts';
import { useLanguage, useT, type Translate } from '../../shared/i18n/useT.ts';
import { useMonthStarts } from '../../entities/hijri/monthStarts.tsx';
import { userHijri } from '../../entities/hijri/userHijri.ts';
import { ramadanRows, ramadanYearFor } from './ramadanRows.ts';
import { RamadanTable } from './RamadanTable.tsx';
import { ramadanCsv, ramadanFileName, timetableCsv, timetableFileName } from './timetableCsv.ts';
import { timetableRows, type MonthTableRow } from './timetableRows.ts';
import { TimetableTable } from './TimetableTable.tsx';
import { useTimetableMonth } from './useTimetableMonth.ts';

/** 'Jumada I – Jumada II 1448 AH' from the first and last rows. */
function hijriSpan(t: Translate, language: ActiveLanguage, rows: readonly MonthTableRow[]): string {
  const first = rows[0]?.hijriDate;
  const last = rows[rows.length - 1]?.hijriDate;
  if (!first || !last) return '';
  const name = (month: number) => t(`hijri.month.${month}` as MessageId);
  const from = first.year === last.year ? name(first.month) : `${name(first.month)} ${first.year}`;
  return localDigits(language, t('timetable.span', { from, to: `${name(last.month)} ${last.year}` }));
}

export default function TimetableScreen() {
  'use memo';
  const t = useT();
  const language = useLanguage();
  const { dir } = useDirection();
  const datesLocale = useDayjsLocale(language);
  const { user } = useCurrentUser();
  const homePath = usePrefixedPath('/');
  const now = useNow(60_000);
  const timesPlace = useTimesPlace(user);
  const { location, place, settings, table, mosque } = timesPlace;
  const mosqueTimes = useMemo(() => (mosque ? { table, iqama: mosque.iqama } : null), [mosque, table]);
  const today = todayAt(place.timezone, now);
  const [month, setMonth] = useTimetableMonth(today.slice(0, 7));
  const [showNight] = useShowNightTimes();
  const announcements = useMonthStarts();
  const calendar = useMemo(() => userHijri(settings, announcements), [settings, announcements]);
  const rows = useMemo(
    () => timetableRows(place, month, settings, showNight, announcements, mosqueTimes),
    [place, month, settings, showNight, announcements, mosqueTimes],
  );
  // ?ramadan=1448 shows that Ramadan; the button offers this year's (next year's once it is over).
  const [params, setParams] = useSearchParams();
  const ramadanYear = Number(params.get('ramadan')) || null;
  const offeredRamadan = ramadanYearFor(calendar, today);
  const ramadan = useMemo(
    () => (ramadanYear ? ramadanRows(place, ramadanYear, settings, calendar, table) : null),
    [ramadanYear, place, settings, calendar, table],
  );
  const showRamadan = (year: number | null) => {
    const next = new URLSearchParams(params);
    if (year) next.set('ramadan', String(year));
    else next.delete('ramadan');
    setParams(next, { replace: true });
  };
  const ramadanTitle = ramadanYear ? localDigits(language, t('ramadanTimetable.title', { year: ramadanYear })) : '';
  const where = mosque ? mosque.name : location.name;
  // 'Why these times?' explains today in this month, else the month's first day.
  const whyDate = today.startsWith(month) ? today : `${month}-01`;
  const title = ramadan ? where : `${monthYear(language, month)} · ${where}`;
  // Opened from low on Home: start at the top (the app does not restore scroll per route).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap" data-print="hide">
        <Button component={Link} to={homePath} variant="subtle" size="compact-sm" leftSection={<IconArrowLeft size={16} aria-hidden style={flip(dir)} />}>
          {t('timetable.home')}
        </Button>
      </Group>
      <ScreenHeader title={ramadan ? ramadanTitle : t('timetable.title')} subtitle={title} />
      {!ramadan && (
        <Group gap="xs" wrap="nowrap" data-print="hide">
          <ActionIcon variant="default" size="lg" aria-label={t('timetable.previous')} onClick={() => setMonth(addMonths(month, -1))}>
            <IconChevronLeft size={18} aria-hidden style={flip(dir)} />
          </ActionIcon>
          <DatesProvider settings={{ locale: datesLocale }}>
          <MonthPickerInput
            aria-label={t('timetable.month')}
            value={`${month}-01`}
            onChange={(value) => value && setMonth(value.slice(0, 7))}
            valueFormat="MMMM YYYY"
            style={{ flex: 1 }}
            data-testid="month-picker"
          />
          </DatesProvider>
          <ActionIcon variant="default" size="lg" aria-label={t('timetable.next')} onClick={() => setMonth(addMonths(month, 1))}>
            <IconChevronRight size={18} aria-hidden style={flip(dir)} />
          </ActionIcon>
        </Group>
      )}
      <Group gap="xs" data-print="hide">
        <Button
          size="xs"
          leftSection={<IconDownload size={16} aria-hidden />}
          disabled={ramadan ? false : !rows}
          onClick={() => {
            const placeName = mosque ? mosque.name : location.city || location.name;
            if (ramadan && ramadanYear) downloadText(ramadanFileName(ramadanYear, placeName), ramadanCsv(ramadan), 'text/csv;charset=utf-8');
            else if (rows) downloadText(timetableFileName(month, placeName), timetableCsv(rows), 'text/csv;charset=utf-8');
          }}
        >
          {t('timetable.csv')}
        </Button>
        <Button variant="default" size="xs" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
          {t('timetable.print')}
        </Button>
        {ramadan ? (
          <Button variant="light" size="xs" leftSection={<IconCalendarMonth size={16} aria-hidden />} onClick={() => showRamadan(null)}>
            {t('ramadanTimetable.months')}
          </Button>
        ) : (
          offeredRamadan && (
            <Button variant="light" size="xs" leftSection={<IconMoon size={16} aria-hidden />} onClick={() => showRamadan(offeredRamadan)}>
              {localDigits(language, t('ramadanTimetable.show', { year: offeredRamadan }))}
            </Button>
          )
        )}
      </Group>
      {ramadan ? (
        <RamadanTable rows={ramadan} today={today} caption={t('timetable.caption', { span: ramadanTitle, zone: place.timezone })} />
      ) : rows ? (
        <>
          {mosque && (
            <Text size="xs" c="dimmed" data-testid="timetable-iqama-note">
              {t('mosque2.iqamaNote', { name: mosque.name })}
            </Text>
          )}
          <TimetableTable rows={rows} today={today} caption={t('timetable.caption', { span: hijriSpan(t, language, rows), zone: place.timezone })} />
          <HighLatitudeNote place={place} settings={settings} year={Number(month.slice(0, 4))} />
          <div data-print="hide">
            <WhyTimesButton source={timesPlace} date={whyDate} />
          </div>
        </>
      ) : (
        <Text c="dimmed" ta="center">
          {t('home.noTimes')}
        </Text>
      )}
    </Stack>
  );
}
