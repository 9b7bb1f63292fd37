// Home (spec section 2): header, next prayer, streak strip, private space,
// the five prayers and the dates line. Times come from the engine, never the
// network; the stats and the ticks join once the Apollo Client has arrived.
import { Stack } from '@mantine/core';
import classes from './HomeScreen.module.css';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { lazyPart } from '../../shared/lazyPart.ts';
import type { FivePrayer } from '@prayer-companion/engine';
import { lazyWithClient, WithClientWhenReady } from '../../shared/apollo/WithClient.tsx';
import { useNow } from '../../shared/hooks/useNow.ts';
import { useCurrentUser } from '../../entities/users/CurrentUserContext.tsx';
import { useAdhanSound } from '../../shared/sound/useAdhanSound.ts';
import { DatesLine } from './DatesLine.tsx';
import { HomeHeader } from './HomeHeader.tsx';
import { NextPrayerCard } from './NextPrayerCard.tsx';
import { PrayerList } from './PrayerList.tsx';
import { PrivateSpaceCard } from './PrivateSpaceCard.tsx';
import { RamadanCard } from './RamadanCard.tsx';
import { StreakStrip, type PrayerStats } from './StreakStrip.tsx';
import { createTicker } from './prayerTicks.ts';
import { usePendingTicks, withPending } from './pendingTicks.ts';
import { TimesSourceLine } from './TimesSourceLine.tsx';
import { MosqueSourceLine } from './MosqueSourceLine.tsx';
import { TimetableLink } from './TimetableLink.tsx';
import { usePrayerDay } from './usePrayerDay.ts';
import { useT } from '../../shared/i18n/useT.ts';
import { LatePart } from '../../shared/ui/LatePart.tsx';

const HomeData = lazyWithClient(() => import('./HomeData.tsx'));
// Travel (issue 43): the card and the prayers it shortens, from the server's travel status.
const TravelCard = lazyWithClient(() => import('./TravelCard.tsx'));
// The offer to switch or add a place when the device is 50 km away (issue 43 item 5).
const PositionOffer = lazyWithClient(() => import('./PositionOffer.tsx'));
// Notes below the day's prayers, shown only at high latitudes or in a month's last days:
// their own chunks, so the first load does not carry them (nothing above them moves).
const HighLatitudeNote = lazyPart(() => import('../../entities/highlat/HighLatitudeNote.tsx').then((m) => ({ default: m.HighLatitudeNote })));
// The night times and more times (Settings switches, off by default): only their switches'
// reading is theirs, and that too leaves the first load.
const HomeNightTimes = lazyPart(() => import('../../entities/night/HomeNightTimes.tsx').then((m) => ({ default: m.HomeNightTimes })));
const HomeMoreTimes = lazyPart(() => import('../../entities/moreTimes/HomeMoreTimes.tsx').then((m) => ({ default: m.HomeMoreTimes })));
// 'Why these times?' (issue 45): even its button is a chunk of its own, with the notes.
const WhyTimesButton = lazyPart(() => import('../../entities/whyTimes/WhyTimesButton.tsx'));
const MonthStartNote = lazyPart(() => import('../../entities/hijri/MonthStartNote.tsx').then((m) => ({ default: m.MonthStartNote })));

interface HomeScreenProps {
  onChangeLocation: () => void;
  onOpenSettings: () => void;
  onPrepareSheet?: (sheet: 'location' | 'settings') => void;
  /** The fasting and make-up ledger (issue 32), composed by app/HomeRoute.tsx. */
  ledger?: ReactNode;
  /** The followed mosque's card (composed by the app: features do not import each other). */
  mosqueCard?: ReactNode;
  /** The question after a move away from a fitted mosque's place (settings feature, issue 30). */
  movedNote?: ReactNode;
}

export function HomeScreen({ onChangeLocation, onOpenSettings, onPrepareSheet, ledger, mosqueCard, movedNote }: HomeScreenProps) {
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
  const [qasr, setQasr] = useState<ReadonlySet<FivePrayer>>(new Set());
  const onQasr = useCallback((prayers: ReadonlySet<FivePrayer>) => setQasr(prayers), []);
  const { times, date } = day;
  // Offline too: a tick is kept and sent when the connection returns (shared/offline/outbox.ts).
  const ticker = useMemo(() => createTicker(user.id), [user.id]);
  const pending = usePendingTicks(user.id, date);
  const onToggle = times ? (prayer: FivePrayer, done: boolean) => ticker.tick(date, times, prayer, done) : undefined;
  // The ticks as the checklist shows them: the strip's Today and This Week count these too (issue 42 item 5).
  const shown = withPending(completed, pending);
  return (
    <Stack gap="md">
      {/* The page's one h1, for screen readers' heading navigation; the header shows the place. */}
      <h1 className={classes.heading}>{t('home.heading', { name: day.location.name })}</h1>
      <HomeHeader
        location={day.location}
        timezone={day.place.timezone}
        onChangeLocation={onChangeLocation}
        onOpenSettings={onOpenSettings}
        onPrepare={onPrepareSheet}
      />
      {movedNote}
      <WithClientWhenReady>
        <PositionOffer location={day.location} date={day.date} />
      </WithClientWhenReady>
      <NextPrayerCard place={day.place} settings={day.settings} table={day.table} iqamaOn={day.iqamaOn} />
      <RamadanCard place={day.place} settings={day.settings} date={day.date} times={day.times} />
      {mosqueCard}
      <WithClientWhenReady>
        <TravelCard times={day.times} onQasr={onQasr} />
      </WithClientWhenReady>
      <WithClientWhenReady>
        {/* Asked of the server once the ticks kept offline are in: a request sent while they
            are still on their way can be answered from before them, and that late answer
            would undo them on screen (issue 30). Until then, the copy kept on the device. */}
        <HomeData online={online && !pending.anyWaiting} date={date} onStats={setStats} onCompleted={setCompleted} />
      </WithClientWhenReady>
      <StreakStrip stats={stats} shown={shown} />
      <PrivateSpaceCard user={user} online={online} />
      <PrayerList day={day} now={now} completed={shown} shortened={qasr} waiting={pending.waiting} onToggle={onToggle} />
      {day.mosque ? <MosqueSourceLine name={day.mosque.name} slug={day.mosque.slug} /> : <TimesSourceLine settings={day.settings} place={day.place} />}
      <TimetableLink />
      <DatesLine date={day.date} timezone={day.place.timezone} hijriAdjustment={day.settings.hijri_adjustment} />
      {/* Last, what arrives after the first paint (own chunks, the data layer): when it
          appears or grows, nothing a tap aims at sits below it to be moved. */}
      <LatePart>
        <HomeNightTimes place={day.place} settings={day.settings} times={day.times} now={now} />
        <HomeMoreTimes place={day.place} settings={day.settings} times={day.times} />
      </LatePart>
      <LatePart>
        <HighLatitudeNote place={day.place} settings={day.settings} year={Number(day.date.slice(0, 4))} today={day.times} />
        <WhyTimesButton source={day} date={date} onOpenSettings={onOpenSettings} />
      </LatePart>
      <LatePart>
        <MonthStartNote date={day.date} country={day.location.country_code} adjustment={day.settings.hijri_adjustment} />
      </LatePart>
      {ledger}
    </Stack>
  );
}
