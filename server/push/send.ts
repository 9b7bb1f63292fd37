// Sending reminders (issue 17, decisions.md 20 and 23). Each instance claims
// due jobs with FOR UPDATE SKIP LOCKED inside a transaction and keeps the rows
// locked while it calls the push service, then marks them done in the same
// transaction: another instance skips locked rows, so a reminder goes out
// once however many instances run, and a job whose instance dies before the
// commit is still pending for the next one.
import webpush, { WebPushError, type PushSubscription as WebPushTarget } from 'web-push';
import type { PrismaClient } from '../../prisma/generated/client/client.ts';
import { log } from '../ops/log.ts';
import { reminderText, type ReminderText } from './reminderText.ts';
import type { VapidKeys } from './vapid.ts';

/** A reminder later than this is dropped: a Fajr reminder an hour late is noise. */
export const LATE_LIMIT_MS = 10 * 60_000;
const MAX_ATTEMPTS = 5;
const BATCH = 20;

export interface PushSender {
  keys: VapidKeys;
  subject: string;
}

export interface Target {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the service worker receives: the prayer, its time and the text; never the place. */
export interface ReminderPayload extends ReminderText {
  kind: 'reminder' | 'test';
  prayer?: string;
  at?: string;
  minutesBefore?: number;
  url: string;
}

export type SendOutcome = { ok: true } | { ok: false; gone: boolean; retryAfterMs: number | null; status: number | null };

export async function sendPush(sender: PushSender, target: Target, payload: ReminderPayload): Promise<SendOutcome> {
  const subscription: WebPushTarget = { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } };
  try {
    await webpush.sendNotification(subscription, JSON.stringify(payload), {
      vapidDetails: { subject: sender.subject, ...sender.keys },
      // The reminder is worth nothing after its prayer: the push service may drop it then.
      TTL: payload.minutesBefore !== undefined ? Math.max(60, payload.minutesBefore * 60) : 300,
      urgency: 'high',
      timeout: 10_000,
    });
    return { ok: true };
  } catch (error) {
    const status = error instanceof WebPushError ? error.statusCode : null;
    const retryAfter = error instanceof WebPushError ? Number(error.headers?.['retry-after']) : NaN;
    return {
      ok: false,
      // 404 and 410: the push service says the subscription is gone for good.
      gone: status === 404 || status === 410,
      retryAfterMs: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : null,
      status,
    };
  }
}

interface ClaimedJob extends Target {
  id: string;
  subscriptionId: string;
  prayer: string;
  prayerAt: Date;
  clock: string;
  minutesBefore: number;
  dueAt: Date;
  attempts: number;
}

/** Whether a failure is worth trying again: rate limited, the service down, or no answer. */
const retryable = (status: number | null) => status === null || status === 429 || status >= 500;

/** Sends the reminders that are due; returns how many went out. */
export async function sendDue(prisma: PrismaClient, sender: PushSender, now: () => Date): Promise<number> {
  return prisma.$transaction(
    async (tx) => {
      const at = now();
      const jobs = await tx.$queryRaw<ClaimedJob[]>`
        SELECT j."id", j."subscriptionId", j."prayer", j."prayerAt", j."clock", j."minutesBefore", j."dueAt", j."attempts",
               s."endpoint", s."p256dh", s."auth"
        FROM "PushJob" j JOIN "PushSubscription" s ON s."id" = j."subscriptionId"
        WHERE j."doneAt" IS NULL AND j."nextAttemptAt" <= ${at}
        ORDER BY j."dueAt"
        LIMIT ${BATCH}
        FOR UPDATE OF j SKIP LOCKED`;
      let sent = 0;
      const gone = new Set<string>();
      for (const job of jobs) {
        if (gone.has(job.subscriptionId)) continue;
        if (at.getTime() - job.dueAt.getTime() > LATE_LIMIT_MS) {
          await tx.pushJob.update({ where: { id: job.id }, data: { doneAt: at, outcome: 'late' } });
          continue;
        }
        const payload: ReminderPayload = {
          kind: 'reminder',
          prayer: job.prayer,
          at: job.prayerAt.toISOString(),
          minutesBefore: job.minutesBefore,
          ...reminderText(job.prayer, job.minutesBefore, job.clock),
          url: '/',
        };
        const result = await sendPush(sender, job, payload);
        if (result.ok) {
          sent++;
          await tx.pushJob.update({ where: { id: job.id }, data: { doneAt: now(), outcome: 'sent', attempts: job.attempts + 1 } });
        } else if (result.gone) {
          gone.add(job.subscriptionId);
          await tx.pushSubscription.delete({ where: { id: job.subscriptionId } });
          log('info', 'push subscription gone', { status: result.status });
        } else if (retryable(result.status) && job.attempts + 1 < MAX_ATTEMPTS) {
          // Back off 30 s, 1, 2, 4 minutes, or as long as the service asks.
          const wait = result.retryAfterMs ?? 30_000 * 2 ** job.attempts;
          await tx.pushJob.update({
            where: { id: job.id },
            data: { attempts: job.attempts + 1, nextAttemptAt: new Date(now().getTime() + wait) },
          });
        } else {
          await tx.pushJob.update({
            where: { id: job.id },
            data: { doneAt: now(), attempts: job.attempts + 1, outcome: `failed ${result.status ?? 'network'}` },
          });
        }
      }
      return sent;
    },
    { maxWait: 10_000, timeout: 120_000 },
  );
}
