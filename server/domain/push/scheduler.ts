// Each instance runs this loop: plan what has run out, send what is due. All
// state is in the database, so instances can come and go (and restart)
// without losing or repeating a reminder. It wakes every pollMs, and sooner
// when the next pending job is due sooner (issue 35: a city's minute should
// not wait up to a poll for its first push).
import type { PrismaClient } from '../../../prisma/generated/client/client.ts';
import { log } from '../../ops/log.ts';
import { planDue } from './plan.ts';
import { deleteOldJobs } from './retention.ts';
import { nextDueAt, sendDue, type PushSender } from './send.ts';

export interface Scheduler {
  stop(): Promise<void>;
}

/** Never sooner than this after a tick: jobs another instance holds for a moment must not spin the loop. */
const MIN_WAIT_MS = 100;
/** How often each instance deletes the done jobs past their retention (retention.ts). */
export const SWEEP_EVERY_MS = 60 * 60 * 1000;

export function startScheduler(prisma: PrismaClient, sender: () => Promise<PushSender>, pollMs: number, retentionDays: number): Scheduler {
  let running: Promise<void> | null = null;
  // The first tick sweeps too, so an instance that restarts often still sweeps.
  let sweptAt = 0;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  /** One tick; resolves with how long to wait before the next. */
  const tick = async (): Promise<number> => {
    try {
      const now = () => new Date();
      await planDue(prisma, now());
      await sendDue(prisma, await sender(), now);
      if (Date.now() - sweptAt >= SWEEP_EVERY_MS) {
        sweptAt = Date.now();
        const deleted = await deleteOldJobs(prisma, now(), retentionDays);
        if (deleted > 0) log('info', 'push jobs past their retention deleted', { deleted, retentionDays });
      }
      const next = await nextDueAt(prisma);
      return next ? Math.min(pollMs, Math.max(MIN_WAIT_MS, next.getTime() - Date.now())) : pollMs;
    } catch (error) {
      // The database may be away for a moment; the next tick tries again.
      if (!stopped) log('warn', 'push scheduler', { error: String(error) });
      return pollMs;
    }
  };
  const wake = (waitMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().then((next) => {
        running = null;
        wake(next);
      });
    }, waitMs);
    timer.unref();
  };
  wake(pollMs);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
