// The prayer-hall screen, /m/{slug}/screen (issues 33 and 44): full screen, landscape
// (1920×1080) or portrait (1080×1920), read from the back of the hall. The board of the six
// times (HallTimes), and a main view for each phase (hallPhase.ts, HallStage): the next
// prayer, the adhan, the iqama countdown, the prayer, the adhkar, the Friday khutbah, the
// dimmed night standby. Between phases, a verse or hadith with its reference every few
// minutes and the announcements in turn; the admin's flash message; a QR code of the public
// page. The mosque's language, orientation, large font and high contrast, live from the
// admin page. No sign-in and no cursor; the clock is the server's (useServerClock);
// times are computed here, so it carries on offline and says since when; Screen Wake Lock
// keeps it on.
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useParams } from 'react-router-dom';
import { formatClock } from '@prayer-companion/engine';
import { i18n } from '@lingui/core';
import { datesLine, localDigits } from '../../shared/i18n/format.ts';
import { activateLanguage } from '../../shared/i18n/i18n.ts';
import { isLanguageCode } from '../../shared/i18n/languages.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';
import { useNow } from '../../shared/hooks/useNow.ts';
import { useNetworkStatus } from '../../shared/hooks/useNetworkStatus.ts';
import { currentAnnouncements, dayOfMosque, mosqueDate } from './mosqueTimes.ts';
import { hallPhase, isFriday, screenOf } from './hallPhase.ts';
import { ROTATION } from './hallTexts.ts';
import { HallStage } from './HallStage.tsx';
import { HallTimes } from './HallTimes.tsx';
import { HallQr } from './HallQr.tsx';
import { useLiveMosque } from './useLiveMosque.ts';
import { useOfflineSince } from './useOfflineSince.ts';
import { useServerClockOffset } from './useServerClock.ts';
import { useWakeLock } from './useWakeLock.ts';
import classes from './prayerHall.module.css';

/** Each announcement stays this long before the next. */
const ANNOUNCEMENT_MS = 12_000;
/** A verse or hadith stays this long before the next. */
const TEXT_MS = 3 * 60_000;
/** Phases that take the whole stage: the board steps aside. */
const FOCUS = new Set(['adhan', 'iqama', 'prayer', 'adhkar', 'khutbah']);

const portraitQuery = () => window.matchMedia('(orientation: portrait)');
function useViewportPortrait(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = portraitQuery();
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => portraitQuery().matches,
  );
}

export default function PrayerHallScreen() {
  const { slug = '' } = useParams();
  const t = useT();
  const language = useLanguage();
  const offset = useServerClockOffset();
  const tick = useNow(1000);
  const now = useMemo(() => new Date(tick.getTime() + offset), [tick, offset]);
  const { mosque, missing, offline } = useLiveMosque(slug);
  const online = useNetworkStatus();
  const offlineSince = useOfflineSince(offline || !online);
  const viewportPortrait = useViewportPortrait();
  useWakeLock();
  // The mosque's chosen language, not the browser's.
  const wanted = mosque?.language;
  useEffect(() => {
    if (wanted && isLanguageCode(wanted) && i18n.locale !== wanted) void activateLanguage(wanted);
  }, [wanted]);
  const [turn, setTurn] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTurn((n) => n + 1), ANNOUNCEMENT_MS);
    return () => clearInterval(timer);
  }, []);
  if (!mosque) return <div className={classes.screen}>{missing ? t('mosque.notFound') : ''}</div>;
  const settings = screenOf(mosque);
  const date = mosqueDate(mosque, now);
  const day = dayOfMosque(mosque, date);
  const phase = hallPhase(mosque, now);
  const d = (text: string) => localDigits(language, text);
  const announcements = currentAnnouncements(mosque, now);
  const shown = announcements.length ? announcements[turn % announcements.length] : null;
  const text = ROTATION[Math.floor(now.getTime() / TEXT_MS) % ROTATION.length]!;
  const focus = phase ? FOCUS.has(phase.kind) : false;
  const portrait = settings.orientation === 'auto' ? viewportPortrait : settings.orientation === 'portrait';
  // The board's highlighted row: the phase's prayer (an Eid prayer and its khutbah have their own row, not one of the five).
  const current = phase && phase.kind !== 'khutbah' ? phase.prayer : phase?.kind === 'khutbah' && !phase.eid ? 'dhuhr' : null;
  const active = current === 'eid' ? null : current;
  const eid = (mosque.eid ?? []).filter((e) => e.date === date).map((e) => e.time);
  const publicUrl = `${window.location.origin}/m/${mosque.slug}`;
  return (
    <div
      className={classes.screen}
      data-testid="prayer-hall"
      data-phase={phase?.kind}
      data-layout={portrait ? 'portrait' : 'landscape'}
      data-rotated={portrait !== viewportPortrait || undefined}
      data-focus={focus || undefined}
      data-large={settings.largeFont || undefined}
      data-contrast={settings.highContrast || undefined}
    >
      <header className={classes.top}>
        <div className={classes.name}>{mosque.name}</div>
        <div className={classes.clock} data-testid="hall-clock">
          {d(formatClock(now, mosque.timezone))}
        </div>
        <div className={classes.dates} data-testid="hall-dates">
          {datesLine(t, language, now, mosque.timezone, mosque.prayerSettings.hijri_adjustment ?? 0)}
        </div>
      </header>
      {settings.flash && (
        <div className={classes.flash} data-testid="hall-flash" role="status">
          {settings.flash}
        </div>
      )}
      <main className={classes.stage}>{phase && <HallStage phase={phase} now={now} />}</main>
      {day && <HallTimes day={day} active={active} jumuah={isFriday(date) ? mosque.jumuah : null} eid={eid} />}
      <footer className={classes.bottom}>
        {!focus && (
          <div className={classes.texts}>
            {shown && (
              <div className={classes.announcement} data-testid="hall-announcement">
                {shown.text}
              </div>
            )}
            <figure className={classes.quote} data-testid="hall-quote" data-kind={text.kind}>
              <blockquote lang="ar" dir="rtl">
                {text.arabic}
              </blockquote>
              <figcaption className={classes.reference} data-testid="hall-quote-reference">
                {text.kind === 'verse' ? t(text.referenceKey) : `${language === 'ar' ? text.reference.ar : text.reference.en} (${t(text.grade === 'hasan' ? 'hall.hasan' : 'hall.sahih')})`}
              </figcaption>
            </figure>
          </div>
        )}
        {!focus && <HallQr url={publicUrl} label={t('hall.follow')} />}
        {offlineSince && (
          <div className={classes.offline} data-testid="hall-offline">
            {t('hall.offlineSince', { time: d(formatClock(offlineSince, mosque.timezone)) })}
          </div>
        )}
      </footer>
    </div>
  );
}
