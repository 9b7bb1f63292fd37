// The Islamic year (issue 32, item 3): a Hijri month at a time, each day with
// its Gregorian date, today marked, Previous and Next; the year's days and the
// voluntary fasts named in the user's language. All from the engine (the
// user's Hijri calendar: the table, announced starts, their adjustment), so it
// works offline.
import '../../styles/screens.ts';
import { Button, Group, Stack, Text, useDirection } from '@mantine/core';
import { IconArrowLeft, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { addHijriMonths, HIJRI_YEARS, todayAt } from '@prayer-companion/engine';
import { useMonthStarts } from '../../entities/hijri/monthStarts.tsx';
import { userHijri, userHijriDate, userHijriMonth } from '../../entities/hijri/userHijri.ts';
import { useNow } from '../../shared/hooks/useNow.ts';
import { localDigits } from '../../shared/i18n/format.ts';
import type { MessageId } from '../../shared/i18n/i18n.ts';
import { flip } from '../../shared/i18n/mirror.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';
import { usePrefixedPath } from '../../shared/routing/linkPrefix.ts';
import { ScreenHeader } from '../../shared/ui/ScreenHeader.tsx';
import { useCurrentUser } from '../../entities/users/CurrentUserContext.tsx';
import { prayerPlaceOf } from '../../entities/users/prayerPlace.ts';
import { gregorianSpan } from './gregorianSpan.ts';
import { useHijriMonth } from './hijriMonthParam.ts';
import { MonthDaysList } from './MonthDaysList.tsx';
import { MonthGrid } from './MonthGrid.tsx';
import { describeMonth } from './monthDays.ts';

export default function IslamicYearScreen() {
  'use memo';
  const t = useT();
  const language = useLanguage();
  const { dir } = useDirection();
  const { user } = useCurrentUser();
  const homePath = usePrefixedPath('/');
  const now = useNow(60_000);
  const announcements = useMonthStarts();
  const { place, settings } = useMemo(() => prayerPlaceOf(user), [user]);
  const calendar = useMemo(() => userHijri(settings, announcements), [settings, announcements]);
  const today = todayAt(place.timezone, now);
  const todayHijri = userHijriDate(calendar, today);
  const [shown, setShown] = useHijriMonth(todayHijri ? { year: todayHijri.year, month: todayHijri.month } : { year: HIJRI_YEARS.first, month: 1 });
  const days = useMemo(() => describeMonth(userHijriMonth(calendar, shown.year, shown.month) ?? [], shown), [calendar, shown]);
  const previous = addHijriMonths(shown.year, shown.month, -1);
  const next = addHijriMonths(shown.year, shown.month, 1);
  const monthName = t(`hijri.month.${shown.month}` as MessageId);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <Button component={Link} to={homePath} variant="subtle" size="compact-sm" leftSection={<IconArrowLeft size={16} aria-hidden style={flip(dir)} />}>
          {t('timetable.home')}
        </Button>
      </Group>
      <ScreenHeader title={t('islamicYear.title')} subtitle={gregorianSpan(language, days)} />
      <Text fw={700} fz="lg" ta="center" data-testid="hijri-month-title">
        {localDigits(language, t('islamicYear.monthTitle', { month: monthName, year: shown.year }))}
      </Text>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconChevronLeft size={16} aria-hidden style={flip(dir)} />}
          disabled={previous.year < HIJRI_YEARS.first}
          onClick={() => setShown(previous)}
        >
          {t('islamicYear.previous')}
        </Button>
        <Button
          variant="default"
          size="xs"
          rightSection={<IconChevronRight size={16} aria-hidden style={flip(dir)} />}
          disabled={next.year > HIJRI_YEARS.last}
          onClick={() => setShown(next)}
        >
          {t('islamicYear.next')}
        </Button>
      </Group>
      <MonthGrid days={days} today={today} />
      <MonthDaysList days={days} month={shown.month} />
    </Stack>
  );
}
