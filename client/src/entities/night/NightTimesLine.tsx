// Home: tonight's Islamic midnight and last third, when the setting is on
// (loaded by HomeNightTimes only then).
import '../../styles/screens.ts';
// Before fajr the night in progress is the one that began at yesterday's maghrib.
import { Group, Text } from '@mantine/core';
import { IconMoonStars } from '@tabler/icons-react';
import { nightAfter, NIGHT_TIME_NAMES, type PlaceInput, type PrayerSettings, type DayPrayerTimes } from '@prayer-companion/engine';
import { useT } from '../../shared/i18n/useT.ts';

interface NightTimesLineProps {
  place: PlaceInput;
  settings: PrayerSettings;
  /** Today's times at the place. */
  times: DayPrayerTimes | null;
  now: Date;
}

function previousDay(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

export default function NightTimesLine({ place, settings, times, now }: NightTimesLineProps) {
  'use memo';
  const t = useT();
  if (!times) return null;
  const date = now < times.instants.fajr ? previousDay(times.date) : times.date;
  const night = nightAfter(place, date, settings);
  if (!night) return null;
  return (
    <Group justify="center" gap="md" data-testid="night-times" wrap="wrap">
      <IconMoonStars size={16} aria-hidden />
      {NIGHT_TIME_NAMES.map((n) => (
        <Text key={n.value} size="sm">
          {t(`night.${n.value}`)}{' '}
          <Text span fw={700} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid={`night-${n.value}`}>
            {night[n.value]}
          </Text>
        </Text>
      ))}
    </Group>
  );
}
