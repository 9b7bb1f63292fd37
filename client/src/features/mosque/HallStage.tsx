// The prayer-hall screen's main view for each phase (hallPhase.ts), each with its own
// layout: the next prayer and its countdown, the adhan, 'Iqama in MM:SS', the prayer
// itself, the adhkar after it (one at a time, with its reference), the Friday khutbah.
import { formatCountdown } from '@prayer-companion/engine';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';
import { localDigits } from '../../shared/i18n/format.ts';
import type { HallPhase } from './hallPhase.ts';
import { ADHKAR } from './hallTexts.ts';
import { PrayerName } from './HallTimes.tsx';
import classes from './prayerHall.module.css';

/** Each dhikr stays this long before the next. */
const DHIKR_MS = 30_000;

const minutesSeconds = (ms: number) => {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

export function HallStage({ phase, now }: { phase: HallPhase; now: Date }) {
  const t = useT();
  const language = useLanguage();
  const d = (text: string) => localDigits(language, text);
  switch (phase.kind) {
    case 'before':
    case 'standby': {
      const name = phase.prayer === 'eid' ? t('hall.eid') : phase.kind === 'before' && phase.jumuah ? t('mosque.jumuah') : t(`prayer.${phase.prayer}`);
      const time = d(formatCountdown(phase.at.getTime() - now.getTime()));
      return (
        <div className={classes.next} data-testid="hall-next">
          <span>
            {t('mosque.next', { prayer: name })}
          </span>
          {/* An Eid prayer has no adhan: the countdown is to the prayer itself. */}
          <span className={classes.countdown}>{phase.prayer === 'eid' ? t('hall.prayerIn', { time }) : t('mosque.untilAdhan', { time })}</span>
        </div>
      );
    }
    case 'adhan':
      return (
        <div className={classes.focus} data-testid="hall-adhan">
          <div className={classes.focusLabel}>{t('mosque.adhan')}</div>
          <div className={classes.focusTitle}>
            <PrayerName prayer={phase.prayer} label={t(`prayer.${phase.prayer}`)} />
          </div>
        </div>
      );
    case 'iqama':
      return (
        <div className={classes.focus} data-testid="hall-iqama-countdown">
          <div className={classes.focusLabel}>
            <PrayerName prayer={phase.prayer} label={t(`prayer.${phase.prayer}`)} />
          </div>
          <div className={classes.focusTitle}>{t('hall.iqamaIn', { time: d(minutesSeconds(phase.at.getTime() - now.getTime())) })}</div>
        </div>
      );
    case 'prayer':
      return (
        <div className={classes.focus} data-testid="hall-in-prayer">
          <div className={classes.focusTitle}>{t('hall.prayerInProgress')}</div>
          <div className={classes.focusLabel}>{t('hall.silencePhones')}</div>
        </div>
      );
    case 'khutbah':
      return (
        <div className={classes.focus} data-testid="hall-khutbah">
          <div className={classes.focusTitle}>{t('hall.khutbah')}</div>
          <div className={classes.focusLabel}>{t('hall.silencePhones')}</div>
        </div>
      );
    case 'adhkar': {
      const dhikr = ADHKAR[Math.floor(now.getTime() / DHIKR_MS) % ADHKAR.length]!;
      return (
        <div className={classes.focus} data-testid="hall-adhkar">
          <div className={classes.focusLabel}>{t('hall.adhkar')}</div>
          <blockquote className={classes.dhikr} lang="ar" dir="rtl">
            {dhikr.arabic}
          </blockquote>
          <div className={classes.reference} data-testid="hall-adhkar-reference">
            {language === 'ar' ? dhikr.reference.ar : dhikr.reference.en}
          </div>
        </div>
      );
    }
  }
}
