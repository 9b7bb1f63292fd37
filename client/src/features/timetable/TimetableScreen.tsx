// Monthly timetable (issue 17): the user's place and saved settings, exactly as
// Home computes them, for any month; computed in the browser so it works
// offline. Month picker with previous/next, CSV download and print.
import '../../styles/screens.ts';
import '@mantine/dates/styles.css';
import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
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
import { addMonths, monthLabel } from './month.ts';
import { timetableCsv, timetableFileName } from './timetableCsv.ts';
import { timetableRows, type TimetableRow } from './timetableRows.ts';
import { TimetableTable } from './TimetableTable.tsx';
import { useTimetableMonth } from './useTimetableMonth.ts';

/** 'Jumada I – Jumada II 1448 AH' from the first and last rows. */
function hijriSpan(rows: readonly TimetableRow[]): string {
  const first = rows[0]?.hijriDate;
  const last = rows[rows.length - 1]?.hijriDate;
  if (!first || !last) return '';
  const from = first.year === last.year ? first.monthName : `${first.monthName} ${first.year}`;
  return `${from} – ${last.monthName} ${last.year} AH`;
}

export default function TimetableScreen() {
  'use memo';
  const { user } = useCurrentUser();
  const homePath = usePrefixedPath('/');
  const now = useNow(60_000);
  const { location, place, settings } = useMemo(() => prayerPlaceOf(user), [user]);
  const today = todayAt(place.timezone, now);
  const [month, setMonth] = useTimetableMonth(today.slice(0, 7));
  const [showNight] = useShowNightTimes();
  const rows = useMemo(() => timetableRows(place, month, settings, showNight), [place, month, settings, showNight]);
  const title = `${monthLabel(month)} · ${location.name}`;
  // Opened from low on Home: start at the top (the app does not restore scroll per route).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap" data-print="hide">
        <Button component={Link} to={homePath} variant="subtle" size="compact-sm" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          Home
        </Button>
      </Group>
      <ScreenHeader title="Monthly Timetable" subtitle={title} />
      <Group gap="xs" wrap="nowrap" data-print="hide">
        <ActionIcon variant="default" size="lg" aria-label="Previous month" onClick={() => setMonth(addMonths(month, -1))}>
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <MonthPickerInput
          aria-label="Month"
          value={`${month}-01`}
          onChange={(value) => value && setMonth(value.slice(0, 7))}
          valueFormat="MMMM YYYY"
          style={{ flex: 1 }}
          data-testid="month-picker"
        />
        <ActionIcon variant="default" size="lg" aria-label="Next month" onClick={() => setMonth(addMonths(month, 1))}>
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <Group gap="xs" data-print="hide">
        <Button
          size="xs"
          leftSection={<IconDownload size={16} aria-hidden />}
          disabled={!rows}
          onClick={() => rows && downloadText(timetableFileName(month, location.city || location.name), timetableCsv(rows), 'text/csv;charset=utf-8')}
        >
          Download CSV
        </Button>
        <Button variant="default" size="xs" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
          Print
        </Button>
      </Group>
      {rows ? (
        <TimetableTable rows={rows} today={today} caption={`${hijriSpan(rows)} · times in ${place.timezone}`} />
      ) : (
        <Text c="dimmed" ta="center">
          Prayer times could not be calculated for this location.
        </Text>
      )}
    </Stack>
  );
}
