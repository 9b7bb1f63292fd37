// Ticking and unticking: each tap is a write kept in the outbox (shared/offline/outbox.ts),
// shown at once and sent when it can, so a tick made offline is kept and sent later.
import { isOnTime, type DayPrayerTimes, type FivePrayer } from '@prayer-companion/engine';
import { enqueue } from '../../shared/offline/outboxStore.ts';

export interface Ticker {
  tick(date: string, times: DayPrayerTimes, prayer: FivePrayer, done: boolean): void;
}

export function createTicker(userId: string): Ticker {
  return {
    tick(date, times, prayer, done) {
      if (done) enqueue({ kind: 'untick', userId, date, prayer });
      else enqueue({ kind: 'tick', userId, date, prayer, onTime: isOnTime(times, prayer, new Date()) });
    },
  };
}
