// Each instance runs this loop: plan what has run out, send what is due. All
// state is in the database, so instances can come and go (and restart)
// without losing or repeating a reminder.
import type { PrismaClient } from '../../prisma/generated/client/client.ts';
import { log } from '../ops/log.ts';
import { planDue } from './plan.ts';
import { sendDue, type PushSender } from './send.ts';

export interface Scheduler {
  stop(): Promise<void>;
}

export function startScheduler(prisma: PrismaClient, sender: () => Promise<PushSender>, pollMs: number): Scheduler {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = async () => {
    try {
      const now = () => new Date();
      await planDue(prisma, now());
      await sendDue(prisma, await sender(), now);
    } catch (error) {
      // The database may be away for a moment; the next tick tries again.
      if (!stopped) log('warn', 'push scheduler', { error: String(error) });
    }
  };
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = tick().finally(() => (running = null));
  }, pollMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
