// Monthly timetable (issue 17): the user's place and saved settings, exactly as
// Home computes them, for any month; computed in the browser so it works
// offline. Month picker with previous/next, CSV download and print.
import '../../styles/screens.ts';
import '@mantine/dates/styles.css';
import { ActionIcon, Button, Group, Stack, Text, useDirection } from '@mantine/core';
import { DatesProvider, MonthPickerInput } from '@mantine/dates';
import { IconArrowLeft, IconChevronLeft, IconChevronRight, IconDownload, IconPrinter } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { todayAt } from '../../prayer/index.ts';
import { useNow } from '../../shared/hooks/useNow.ts';
import { usePrefixedPath } from '../../shared/routing/linkPrefix.ts';
import { ScreenHeader } from '../../shared/ui/ScreenHeader.tsx';
import { useCurrentUser } from '../../shared/user/CurrentUserContext.tsx';
import { prayerPlaceOf } from '../../shared/user/prayerPlace.ts';
import { useShowNightTimes } from '../../shared/night/useShowNightTimes.ts';
import { downloadText } from './downloadText.ts';
import { addMonths } from './month.ts';
import { useDayjsLocale } from './useDayjsLocale.ts';
import { localDigits, monthYear } from '../../shared/i18n/format.ts';
import type { MessageId } from '../../shared/i18n/i18n.ts';
import type { ActiveLanguage } from '../../shared/i18n/languages.ts';
import { flip } from '../../shared/i18n/mirror.ts';
import { useLanguage, useT, type Translate } from '../../shared/i18n/useT.ts';
import { timetableCsv, timetableFileName } from './timetableCsv.ts';
import { timetableRows, type TimetableRow } from './timetableRows.ts';
import { TimetableTable } from './TimetableTable.tsx';
import { useTimetableMonth } from './useTimetableMonth.ts';

/** 'Jumada I – Jumada II 1448 AH' from the first and last rows. */
function hijriSpan(t: Translate, language: ActiveLanguage, rows: readonly TimetableRow[]): string {
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
  const { location, place, settings } = useMemo(() => prayerPlaceOf(user), [user]);
  const today = todayAt(place.timezone, now);
  const [month, setMonth] = useTimetableMonth(today.slice(0, 7));
  const [showNight] = useShowNightTimes();
  const rows = useMemo(() => timetableRows(place, month, settings, showNight), [place, month, settings, showNight]);
  const title = `${monthYear(language, month)} · ${location.name}`;
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
      <ScreenHeader title={t('timetable.title')} subtitle={title} />
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
      <Group gap="xs" data-print="hide">
        <Button
          size="xs"
          leftSection={<IconDownload size={16} aria-hidden />}
          disabled={!rows}
          onClick={() => rows && downloadText(timetableFileName(month, location.city || location.name), timetableCsv(rows), 'text/csv;charset=utf-8')}
        >
          {t('timetable.csv')}
        </Button>
        <Button variant="default" size="xs" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
          {t('timetable.print')}
        </Button>
      </Group>
      {rows ? (
        <TimetableTable rows={rows} today={today} caption={t('timetable.caption', { span: hijriSpan(t, language, rows), zone: place.timezone })} />
      ) : (
        <Text c="dimmed" ta="center">
          {t('home.noTimes')}
        </Text>
      )}
    </Stack>
  );
}
