// The prayer-hall screen, /m/{slug}/screen (issue 33): full screen, landscape
// or portrait, readable across a room. The clock, today's adhan and iqama, the
// next prayer with a countdown to its adhan and then to its iqama, the Hijri and
// Gregorian dates, and the announcements in turn, in the mosque's language. No
// sign-in and no cursor; times are computed here, so it carries on when the
// network drops (and catches up when it returns); Screen Wake Lock keeps it on.
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { FIVE_PRAYERS, formatCountdown, formatClock } from '@prayer-companion/engine';
import { i18n } from '@lingui/core';
import { datesLine, localDigits } from '../../shared/i18n/format.ts';
import { activateLanguage } from '../../shared/i18n/i18n.ts';
import { isLanguageCode } from '../../shared/i18n/languages.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';
import { useNow } from '../../shared/hooks/useNow.ts';
import { currentAnnouncements, dayOfMosque, mosqueDate, nextMoment } from './mosqueTimes.ts';
import { useLiveMosque } from './useLiveMosque.ts';
import { useWakeLock } from './useWakeLock.ts';
import classes from './prayerHall.module.css';

/** Each announcement stays this long before the next. */
const ANNOUNCEMENT_MS = 12_000;

export default function PrayerHallScreen() {
  const { slug = '' } = useParams();
  const t = useT();
  const language = useLanguage();
  const now = useNow(1000);
  const { mosque, missing, offline } = useLiveMosque(slug);
  useWakeLock();
  // The mosque's chosen language, not the browser's.
  const wanted = mosque?.language;
  useEffect(() => {
    if (wanted && isLanguageCode(wanted) && i18n.locale !== wanted) void activateLanguage(wanted);
  }, [wanted]);
  const announcements = useMemo(() => (mosque ? currentAnnouncements(mosque, now) : []), [mosque, now]);
  const [turn, setTurn] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTurn((n) => n + 1), ANNOUNCEMENT_MS);
    return () => clearInterval(timer);
  }, []);
  if (!mosque) return <div className={classes.screen}>{missing ? t('mosque.notFound') : ''}</div>;
  const date = mosqueDate(mosque, now);
  const day = dayOfMosque(mosque, date);
  const next = nextMoment(mosque, now);
  const d = (text: string) => localDigits(language, text);
  const shown = announcements.length ? announcements[turn % announcements.length] : null;
  return (
    <div className={classes.screen} data-testid="prayer-hall">
      <header className={classes.top}>
        <div className={classes.name}>{mosque.name}</div>
        <div className={classes.clock} data-testid="hall-clock">
          {d(formatClock(now, mosque.timezone))}
        </div>
        <div className={classes.dates}>{datesLine(t, language, now, mosque.timezone, mosque.prayerSettings.hijri_adjustment ?? 0)}</div>
      </header>
      {next && (
        <div className={classes.next} data-testid="hall-next">
          <span>{t('mosque.next', { prayer: t(`prayer.${next.prayer}`) })}</span>
          <span className={classes.countdown}>
            {t(next.phase === 'adhan' ? 'mosque.untilAdhan' : 'mosque.untilIqama', { time: d(formatCountdown(next.at.getTime() - now.getTime())) })}
          </span>
        </div>
      )}
      {day && (
        <div className={classes.grid}>
          <div className={classes.head} />
          <div className={classes.head}>{t('mosque.adhan')}</div>
          <div className={classes.head}>{t('mosque.iqama')}</div>
          {FIVE_PRAYERS.map((prayer) => {
            const active = next?.prayer === prayer;
            return [
              <div key={`${prayer}-n`} className={classes.prayer} data-active={active || undefined}>
                {t(`prayer.${prayer}`)}
              </div>,
              <div key={`${prayer}-a`} className={classes.time} data-active={active || undefined}>
                {d(day.times[prayer])}
              </div>,
              <div key={`${prayer}-i`} className={classes.iqama} data-active={active || undefined} data-testid={`hall-iqama-${prayer}`}>
                {day.iqama[prayer] ? d(day.iqama[prayer]!) : '–'}
              </div>,
            ];
          })}
        </div>
      )}
      <footer className={classes.bottom}>
        {mosque.jumuah.length > 0 && (
          <div>
            {t('mosque.jumuah')}: {mosque.jumuah.map(d).join(' · ')}
          </div>
        )}
        {shown && (
          <div className={classes.announcement} data-testid="hall-announcement">
            {shown.text}
          </div>
        )}
        {offline && <div className={classes.offline}>{t('mosque.offline')}</div>}
      </footer>
    </div>
  );
}
