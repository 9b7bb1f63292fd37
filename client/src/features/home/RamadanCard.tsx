// Home in Ramadan (issue 32, item 2): 'Ramadan, day N', the next of suhoor's
// end (imsak) and iftar (Maghrib) counting down every second, the last ten
// nights with the odd ones highlighted; 'Eid Mubarak' on 1 Shawwal. Switched
// on by the user's Hijri date alone (their adjustment and the announced month
// starts); on every other day it renders nothing.
import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMoonStars, IconStarFilled } from '@tabler/icons-react';
import { useMemo } from 'react';
import {
  computePrayerTimes,
  isOddNight,
  nextDay,
  nextFastMark,
  ramadanState,
  type DayPrayerTimes,
  type PlaceInput,
  type PrayerSettings,
} from '@prayer-companion/engine';
import { useMonthStarts } from '../../entities/hijri/monthStarts.tsx';
import { userHijri, userHijriDate, userHijriMonth } from '../../entities/hijri/userHijri.ts';
import { useNow } from '../../shared/hooks/useNow.ts';
import { localDigits } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';

interface RamadanCardProps {
  place: PlaceInput;
  settings: PrayerSettings;
  /** The place's calendar day, 'YYYY-MM-DD'. */
  date: string;
  times: DayPrayerTimes | null;
}

export function RamadanCard({ place, settings, date, times }: RamadanCardProps) {
  'use memo';
  const announcements = useMonthStarts();
  const calendar = useMemo(() => userHijri(settings, announcements), [settings, announcements]);
  const hijri = userHijriDate(calendar, date);
  const length = hijri?.month === 9 ? (userHijriMonth(calendar, hijri.year, 9)?.length ?? 30) : 30;
  const state = ramadanState(hijri, length);
  if (!state || !hijri) return null;
  if (state.kind === 'eid') return <EidCard year={hijri.year} />;
  return <FastCard place={place} settings={settings} date={date} times={times} day={state.day} lastDay={state.day >= length} tonight={state.tonight} lastTen={state.lastTen} />;
}

function EidCard({ year }: { year: number }) {
  const t = useT();
  const language = useLanguage();
  return (
    <Card padding="md" withBorder bg="var(--mantine-color-teal-light)" data-testid="eid-card">
      <Group gap="sm" wrap="nowrap">
        <IconMoonStars size={28} aria-hidden />
        <Stack gap={0}>
          <Text fz="xl" fw={800} component="h2" m={0}>
            {t('ramadan.eidMubarak')}
          </Text>
          <Text size="sm">{localDigits(language, t('ramadan.eidDay', { year }))}</Text>
        </Stack>
      </Group>
    </Card>
  );
}

interface FastCardProps extends RamadanCardProps {
  day: number;
  /** The month's last day: no suhoor follows tonight's iftar. */
  lastDay: boolean;
  tonight: number | null;
  lastTen: boolean;
}

function FastCard({ place, settings, date, times, day, lastDay, tonight, lastTen }: FastCardProps) {
  'use memo';
  const t = useT();
  const language = useLanguage();
  const now = useNow(1000);
  const following = nextDay(date);
  const tomorrow = useMemo(
    () => (lastDay || !following ? null : computePrayerTimes(place, following, settings)),
    [lastDay, following, place, settings],
  );
  const next = times ? nextFastMark(times, tomorrow, now) : null;
  const digits = (text: string) => localDigits(language, text);
  const odd = tonight !== null && isOddNight(tonight);
  return (
    <Card padding="md" withBorder data-testid="ramadan-card" aria-labelledby="ramadan-title">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text id="ramadan-title" fz="lg" fw={800} component="h2" m={0} data-testid="ramadan-day">
          {digits(t('ramadan.day', { day }))}
        </Text>
        {lastTen && (
          <Badge variant="light" color="grape" data-testid="last-ten">
            {t('ramadan.lastTen')}
          </Badge>
        )}
      </Group>
      {times && (
        <SimpleGrid cols={2} mt="sm" spacing="xs">
          {/* The imsak the countdown runs to: after Maghrib that is tomorrow's (issue 42 item 3). */}
          <FastTime label={t('ramadan.suhoor')} time={digits(next?.kind === 'suhoor' ? next.time : times.imsak)} active={next?.kind === 'suhoor'} testId="suhoor-time" />
          <FastTime label={t('ramadan.iftar')} time={digits(times.maghrib)} active={next?.kind === 'iftar'} testId="iftar-time" />
        </SimpleGrid>
      )}
      {next && (
        <Text mt="sm" fw={700} fz="lg" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="fast-countdown" data-kind={next.kind}>
          {digits(t(next.kind === 'suhoor' ? 'ramadan.untilSuhoor' : 'ramadan.untilIftar', { countdown: next.countdown }))}
        </Text>
      )}
      {tonight !== null && (
        <Group
          mt="xs"
          gap={6}
          wrap="nowrap"
          data-testid="tonight"
          data-odd={odd || undefined}
          c={odd ? 'grape' : 'dimmed'}
        >
          {odd && <IconStarFilled size={14} aria-hidden />}
          <Text size="sm" fw={odd ? 700 : 400}>
            {digits(t(odd ? 'ramadan.tonightOdd' : 'ramadan.tonight', { night: tonight }))}
          </Text>
        </Group>
      )}
    </Card>
  );
}

function FastTime({ label, time, active, testId }: { label: string; time: string; active: boolean; testId: string }) {
  return (
    <Stack
      gap={0}
      p="xs"
      style={{ borderRadius: 'var(--mantine-radius-sm)', background: active ? 'var(--mantine-primary-color-light)' : undefined }}
      data-active={active || undefined}
    >
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
        {time}
      </Text>
    </Stack>
  );
}
