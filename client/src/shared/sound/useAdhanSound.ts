// Plays the chime at each of today's five prayers while the app is open and
// 'Adhan Sound' is on: a timer to the next prayer's instant, set again after
// it rings (and when the day's times change).
import { useEffect, useState } from 'react';
import { FIVE_PRAYERS, type DayPrayerTimes } from '@prayer-companion/engine';
import { playChime, useAdhanSoundOn } from './adhanSound.ts';

export function useAdhanSound(times: DayPrayerTimes | null): void {
  const on = useAdhanSoundOn();
  const [rang, setRang] = useState(0);
  useEffect(() => {
    if (!on || !times) return;
    const now = Date.now();
    const next = FIVE_PRAYERS.map((p) => times.instants[p].getTime())
      .filter((t) => t > now)
      .sort((a, b) => a - b)[0];
    if (next === undefined) return;
    const timer = setTimeout(() => {
      playChime();
      setRang((n) => n + 1);
    }, next - now);
    return () => clearTimeout(timer);
  }, [on, times, rang]);
}
