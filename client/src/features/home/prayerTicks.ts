// Ticking and unticking, bound to the Apollo Client: handed up to Home by HomeData.tsx
// once the client has arrived. The call is synchronous up to the optimistic answer, so
// the tick shows at the tap, as with Apollo's hooks.
import type { ApolloClient } from '@apollo/client';
import { isOnTime, type DayPrayerTimes, type FivePrayer } from '../../prayer/index.ts';
import { completePrayer } from './completePrayer.ts';
import { uncompletePrayer } from './uncompletePrayer.ts';

export interface Ticker {
  tick(date: string, times: DayPrayerTimes, prayer: FivePrayer, done: boolean): void;
}

export function createTicker(client: ApolloClient): Ticker {
  return {
    tick(date, times, prayer, done) {
      if (done) void uncompletePrayer(client, date, prayer);
      else void completePrayer(client, date, prayer, isOnTime(times, prayer, new Date()));
    },
  };
}
