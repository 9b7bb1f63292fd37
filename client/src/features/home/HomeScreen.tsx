// Home (spec section 2): header, next prayer, streak strip, private space,
// the five prayers and the dates line. Times come from the engine, never the
// network; the stats and the ticks join once the Apollo Client has arrived.
import { Stack, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import type { FivePrayer } from '../../prayer/index.ts';
import { lazyWithClient, WithServer } from '../../shared/apollo/WithServer.tsx';
import { useNow } from '../../shared/hooks/useNow.ts';
import { useCurrentUser } from '../../shared/user/CurrentUserContext.tsx';
import { HomeNightTimes } from '../../shared/night/HomeNightTimes.tsx';
import { useAdhanSound } from '../../shared/sound/useAdhanSound.ts';
import { DatesLine } from './DatesLine.tsx';
import { HomeHeader } from './HomeHeader.tsx';
import { NextPrayerCard } from './NextPrayerCard.tsx';
import { PrayerList } from './PrayerList.tsx';
import { PrivateSpaceCard } from './PrivateSpaceCard.tsx';
import { StreakStrip, type PrayerStats } from './StreakStrip.tsx';
import type { Ticker } from './prayerTicks.ts';
import { TimesSourceLine } from './TimesSourceLine.tsx';
import { TimetableLink } from './TimetableLink.tsx';
import { usePrayerDay } from './usePrayerDay.ts';
import { useT } from '../../shared/i18n/useT.ts';

const HomeData = lazyWithClient(() => import('./HomeData.tsx'));

interface HomeScreenProps {
  onChangeLocation: () => void;
  onOpenSettings: () => void;
  onPrepareSheet?: (sheet: 'location' | 'settings') => void;
}

export function HomeScreen({ onChangeLocation, onOpenSettings, onPrepareSheet }: HomeScreenProps) {
  'use memo';
  const t = useT();
  const { user, online } = useCurrentUser();
  // Statuses and the date move on the minute; the countdown has its own clock.
  const now = useNow(60_000);
  const day = usePrayerDay(user, now);
  useAdhanSound(day.times);
  // The server's part of Home (HomeData.tsx), kept here so the cards update in place.
  const [stats, setStats] = useState<PrayerStats>();
  const [completed, setCompleted] = useState<ReadonlySet<FivePrayer>>();
  const [ticker, setTicker] = useState<Ticker>();
  const { times, date } = day;
  const onToggle = online && times && ticker ? (prayer: FivePrayer, done: boolean) => ticker.tick(date, times, prayer, done) : undefined;
  return (
    <Stack gap="md">
      {/* The page's one h1, for screen readers' heading navigation; the header shows the place. */}
      <VisuallyHidden component="h1">{t('home.heading', { name: day.location.name })}</VisuallyHidden>
      <HomeHeader
        location={day.location}
        timezone={day.place.timezone}
        onChangeLocation={onChangeLocation}
        onOpenSettings={onOpenSettings}
        onPrepare={onPrepareSheet}
      />
      <NextPrayerCard place={day.place} settings={day.settings} />
      <WithServer>
        <HomeData online={online} date={date} onStats={setStats} onCompleted={setCompleted} onTicker={setTicker} />
      </WithServer>
      <StreakStrip stats={stats} />
      <PrivateSpaceCard user={user} online={online} />
      <PrayerList day={day} now={now} completed={completed} onToggle={onToggle} />
      <TimesSourceLine settings={day.settings} />
      <HomeNightTimes place={day.place} settings={day.settings} times={day.times} now={now} />
      <TimetableLink />
      <DatesLine date={day.date} timezone={day.place.timezone} hijriAdjustment={day.settings.hijri_adjustment} />
    </Stack>
  );
}
