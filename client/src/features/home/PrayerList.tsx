// The five prayers of the day with time, status and completion toggle, and
// sunrise (not a prayer) between Fajr and Dhuhr.
import { Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { FIVE_PRAYERS, isOnTime, prayerStatus, statusLabel } from '../../prayer/index.ts';
import { useCompletedPrayers } from './prayerCompletions.ts';
import { PrayerRow } from './PrayerRow.tsx';
import { SunriseRow } from './SunriseRow.tsx';
import { useCompletePrayer } from './useCompletePrayer.ts';
import { useUncompletePrayer } from './useUncompletePrayer.ts';
import type { PrayerDay } from './usePrayerDay.ts';
import { useT } from '../../shared/i18n/useT.ts';

interface PrayerListProps {
  day: PrayerDay;
  now: Date;
  online: boolean;
}

export function PrayerList({ day, now, online }: PrayerListProps) {
  'use memo';
  const t = useT();
  const completed = useCompletedPrayers(day.date, online);
  const complete = useCompletePrayer();
  const uncomplete = useUncompletePrayer();
  const { times } = day;
  if (!times) {
    return (
      <Text c="dimmed" ta="center">
        {t('home.noTimes')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="section" aria-labelledby="todays-prayers">
      <Title order={2} fz="lg" id="todays-prayers">
        {t('home.todaysPrayers')}
      </Title>
      {FIVE_PRAYERS.map((prayer) => {
        const done = completed.has(prayer);
        const status = prayerStatus(times, prayer, now);
        return (
          <Fragment key={prayer}>
            <PrayerRow
              prayer={prayer}
              time={times[prayer]}
              label={statusLabel(status, done)}
              completed={done}
              // A prayer whose time has not come cannot be ticked (the server refuses it too).
              disabled={!online || (status === 'upcoming' && !done)}
              onToggle={() => {
                if (done) void uncomplete(day.date, prayer);
                else void complete(day.date, prayer, isOnTime(times, prayer, new Date()));
              }}
            />
            {prayer === 'fajr' && <SunriseRow time={times.sunrise} />}
          </Fragment>
        );
      })}
    </Stack>
  );
}
