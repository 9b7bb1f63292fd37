// The prayer-hall screen's board (issue 44 item 1): the six times with Shuruq, each name in
// the screen's language and in Arabic, today's adhan and iqama; Jumu'ah on Fridays and the
// Eid prayers on their day.
import type { CSSProperties } from 'react';
import { type FivePrayer } from '@prayer-companion/engine';
import type { MosqueDay } from '@prayer-companion/engine/mosqueDay';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';
import { localDigits } from '../../shared/i18n/format.ts';
import { ARABIC_NAMES, type NamedPrayer } from './hallNames.ts';
import classes from './prayerHall.module.css';

const SIX = ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;

export function PrayerName({ prayer, label }: { prayer: NamedPrayer; label: string }) {
  const language = useLanguage();
  return (
    <span className={classes.names}>
      <span>{label}</span>
      {language !== 'ar' && (
        <span className={classes.arabic} lang="ar" dir="rtl">
          {ARABIC_NAMES[prayer]}
        </span>
      )}
    </span>
  );
}

interface Props {
  day: MosqueDay;
  active: FivePrayer | null;
  jumuah: readonly string[] | null;
  eid: readonly string[];
}

export function HallTimes({ day, active, jumuah, eid }: Props) {
  const t = useT();
  const language = useLanguage();
  const d = (text: string) => localDigits(language, text);
  // Six rows, plus Jumu'ah on Fridays and the Eid prayer on its day: the board's type shrinks
  // past seven so a Friday that is also Eid still fits the screen (prayerHall.module.css).
  const rows = 6 + (jumuah && jumuah.length > 0 ? 1 : 0) + (eid.length > 0 ? 1 : 0);
  return (
    <div className={classes.grid} data-testid="hall-times" style={{ '--rows': rows } as CSSProperties}>
      <div className={classes.head} />
      <div className={classes.head}>{t('mosque.adhan')}</div>
      <div className={classes.head}>{t('mosque.iqama')}</div>
      {SIX.map((prayer) => {
        const on = active === prayer || undefined;
        const iqama = prayer === 'sunrise' ? null : day.iqama[prayer];
        return [
          <div key={`${prayer}-n`} className={classes.prayer} data-active={on}>
            <PrayerName prayer={prayer} label={t(`prayer.${prayer}`)} />
          </div>,
          <div key={`${prayer}-a`} className={classes.time} data-active={on} data-testid={`hall-adhan-${prayer}`}>
            {d(day.times[prayer])}
          </div>,
          <div key={`${prayer}-i`} className={classes.iqama} data-active={on} data-testid={`hall-iqama-${prayer}`}>
            {prayer === 'sunrise' ? '' : iqama ? d(iqama) : '–'}
          </div>,
        ];
      })}
      {jumuah && jumuah.length > 0 && (
        <>
          <div className={classes.prayer}>
            <PrayerName prayer="jumuah" label={t('mosque.jumuah')} />
          </div>
          <div className={classes.special} data-testid="hall-jumuah">
            {jumuah.slice(0, 3).map(d).join(' · ')}
          </div>
        </>
      )}
      {eid.length > 0 && (
        <>
          <div className={classes.prayer}>
            <PrayerName prayer="eid" label={t('hall.eid')} />
          </div>
          <div className={classes.special} data-testid="hall-eid">
            {eid.map(d).join(' · ')}
          </div>
        </>
      )}
    </div>
  );
}
