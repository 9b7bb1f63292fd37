// Home's Today and This Week figures from the ticks the device shows (issue 42 item 5):
// the server's stats give the week's earlier days and the streak, and today's part is
// the checklist as shown, the ticks still in the outbox included. So an offline tick
// moves Today and This Week at once, and an offline reload still shows them.
import type { FivePrayer } from '@prayer-companion/engine';

export interface ServerStats {
  streak: number;
  todayCompleted: number;
  todayTotal: number;
  weekCompleted: number;
  weekTotal: number;
}

export interface DayFigures {
  streak?: number;
  today?: { done: number; total: number };
  week?: { done: number; total: number };
}

const PRAYERS_PER_DAY = 5;

/** `shown`: today's ticked prayers as the checklist shows them (undefined: not known on this device). */
export function dayFigures(stats: ServerStats | undefined, shown: ReadonlySet<FivePrayer> | undefined): DayFigures {
  const todayDone = shown?.size ?? stats?.todayCompleted;
  return {
    streak: stats?.streak,
    today: todayDone === undefined ? undefined : { done: todayDone, total: stats?.todayTotal ?? PRAYERS_PER_DAY },
    // The week's other days are the server's; today's part is the one shown.
    week: stats && todayDone !== undefined ? { done: stats.weekCompleted - stats.todayCompleted + todayDone, total: stats.weekTotal } : undefined,
  };
}
