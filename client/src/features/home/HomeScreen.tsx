// Home (spec section 2): header, next prayer, streak strip, private space,
// the five prayers and the dates line. Times come from the engine, never the
// network; the stats and the ticks join once the Apollo Client has arrived.
import { Stack, VisuallyHidden } from '@mantine/core';
import { lazy } from 'react';
import { WithServer } from '../../shared/apollo/WithServer.tsx';
import { useNow } from '../../shared/hooks/useNow.ts';
import { useCurrentUser } from '../../shared/user/CurrentUserContext.tsx';
import { HomeNightTimes } from '../../shared/night/HomeNightTimes.tsx';
import { useAdhanSound } from '../../shared/sound/useAdhanSound.ts';
import { DatesLine } from './DatesLine.tsx';
import { HomeHeader } from './HomeHeader.tsx';
import { NextPrayerCard } from './NextPrayerCard.tsx';
import { PrayerList } from './PrayerList.tsx';
import { PrivateSpaceCard } from './PrivateSpaceCard.tsx';
import { StreakStrip } from './StreakStrip.tsx';
import { TimesSourceLine } from './TimesSourceLine.tsx';
import { TimetableLink } from './TimetableLink.tsx';
import { usePrayerDay } from './usePrayerDay.ts';
import { useT } from '../../shared/i18n/useT.ts';

const LiveStreakStrip = lazy(() => import('./homeLive.tsx').then((m) => ({ default: m.LiveStreakStrip })));
const LivePrayerList = lazy(() => import('./homeLive.tsx').then((m) => ({ default: m.LivePrayerList })));
const NONE_DONE: ReadonlySet<never> = new Set();

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
      <WithServer fallback={<StreakStrip />}>
        <LiveStreakStrip online={online} date={day.date} />
      </WithServer>
      <PrivateSpaceCard user={user} online={online} />
      <WithServer fallback={<PrayerList day={day} now={now} completed={NONE_DONE} />}>
        <LivePrayerList day={day} now={now} online={online} />
      </WithServer>
      <TimesSourceLine settings={day.settings} />
      <HomeNightTimes place={day.place} settings={day.settings} times={day.times} now={now} />
      <TimetableLink />
      <DatesLine date={day.date} timezone={day.place.timezone} hijriAdjustment={day.settings.hijri_adjustment} />
    </Stack>
  );
}
