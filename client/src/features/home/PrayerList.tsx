// The five prayers of the day with time, status and completion toggle, and
// sunrise (not a prayer) between Fajr and Dhuhr. Which are done comes from the
// server (HomeData.tsx); until it has said, the ticks are disabled.
import { Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { FIVE_PRAYERS, prayerStatus, statusLabel, type FivePrayer } from '@prayer-companion/engine';
import { PrayerRow } from './PrayerRow.tsx';
import { SunriseRow } from './SunriseRow.tsx';
import type { PrayerDay } from './usePrayerDay.ts';
import { useT } from '../../shared/i18n/useT.ts';

interface PrayerListProps {
  day: PrayerDay;
  now: Date;
  /** The day's prayers marked done; undefined while not known (signing in, offline). */
  completed: ReadonlySet<FivePrayer> | undefined;
  /** Prayers whose tick or untick was made offline and waits to be sent. */
  waiting?: ReadonlySet<FivePrayer>;
  /** Marks a prayer done or not; absent while ticking is not possible (signing in). */
  onToggle?: (prayer: FivePrayer, done: boolean) => void;
  /** The prayers shortened to 2 rak'ahs while travelling (issue 43). */
  shortened?: ReadonlySet<FivePrayer>;
}

export function PrayerList({ day, now, completed, waiting, onToggle, shortened }: PrayerListProps) {
  'use memo';
  const t = useT();
  const { times, iqama, mosque } = day;
  // Jumu'ah replaces nothing: it shows under Dhuhr on Fridays at the mosque.
  const jumuah = mosque && mosque.jumuah.length > 0 && new Date(`${day.date}T12:00:00Z`).getUTCDay() === 5 ? mosque.jumuah : undefined;
  if (!times) {
    return (
      <Text c="dimmed" ta="center">
        {t('home.noTimes')}
      </Text>
    );
  }
  // Under the polar rules (a sun that sets too late for Isha, or not at all) Maghrib is
  // latitude 45°'s time, not the sunset, and its row says so.
  const maghribFrom45 = times.highLatitude === 'evening' || times.highLatitude === 'reference';
  return (
    <Stack gap="xs" component="section" aria-labelledby="todays-prayers">
      <Title order={2} fz="lg" id="todays-prayers">
        {t('home.todaysPrayers')}
      </Title>
      {FIVE_PRAYERS.map((prayer) => {
        const done = completed?.has(prayer) ?? false;
        const status = prayerStatus(times, prayer, now);
        return (
          <Fragment key={prayer}>
            <PrayerRow
              prayer={prayer}
              time={times[prayer]}
              iqama={iqama?.[prayer] ?? null}
              jumuah={prayer === 'dhuhr' ? jumuah : undefined}
              subtitle={prayer === 'maghrib' && maghribFrom45 ? t('prayerType.maghribLatitude45') : undefined}
              shortened={shortened?.has(prayer) ?? false}
              label={statusLabel(status, done)}
              completed={done}
              pending={waiting?.has(prayer) ?? false}
              // A prayer whose time has not come cannot be ticked (the server refuses it too).
              disabled={!completed || !onToggle || (status === 'upcoming' && !done)}
              onToggle={() => onToggle?.(prayer, done)}
            />
            {prayer === 'fajr' && <SunriseRow time={times.sunrise} />}
          </Fragment>
        );
      })}
    </Stack>
  );
}
