// Sending reminders (issue 17, decisions.md 20 and 23). An instance claims due
// jobs in one statement (FOR UPDATE SKIP LOCKED, then a lease: nextAttemptAt
// moves a minute on), so two instances never take the same job; it calls the
// push service outside any transaction (on the embedded PGlite a transaction
// holds the only connection, and a slow push service must not stall the app),
// then marks each job done. A job whose instance dies before sending is taken
// again when its lease ends.
import webpush, { WebPushError, type PushSubscription as WebPushTarget } from 'web-push';
import type { PrismaClient } from '../../prisma/generated/client/client.ts';
import { log } from '../ops/log.ts';
import { reminderText, type ReminderText } from './reminderText.ts';
import type { VapidKeys } from './vapid.ts';

/** A reminder later than this is dropped: a Fajr reminder an hour late is noise. */
export const LATE_LIMIT_MS = 10 * 60_000;
const MAX_ATTEMPTS = 5;
const BATCH = 20;
/** How long a claimed job is left to its instance before another may take it. */
const LEASE_MS = 60_000;

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
  language: string | null;
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
  const at = now();
  // attempts comes back counting this one.
  const jobs = await prisma.$queryRaw<ClaimedJob[]>`
    WITH due AS (
      SELECT "id" FROM "PushJob"
      WHERE "doneAt" IS NULL AND "nextAttemptAt" <= ${at}
      ORDER BY "dueAt"
      LIMIT ${BATCH}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE "PushJob" j
    SET "nextAttemptAt" = ${new Date(at.getTime() + LEASE_MS)}, "attempts" = j."attempts" + 1
    FROM due, "PushSubscription" s, "User" u
    WHERE j."id" = due."id" AND s."id" = j."subscriptionId" AND u."id" = s."userId"
    RETURNING j."id", j."subscriptionId", j."prayer", j."prayerAt", j."clock", j."minutesBefore", j."dueAt", j."attempts",
              s."endpoint", s."p256dh", s."auth", u."language"`;
  let sent = 0;
  const gone = new Set<string>();
  for (const job of jobs.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime())) {
    if (gone.has(job.subscriptionId)) continue;
    if (at.getTime() - job.dueAt.getTime() > LATE_LIMIT_MS) {
      await prisma.pushJob.update({ where: { id: job.id }, data: { doneAt: at, outcome: 'late' } });
      continue;
    }
    const payload: ReminderPayload = {
      kind: 'reminder',
      prayer: job.prayer,
      at: job.prayerAt.toISOString(),
      minutesBefore: job.minutesBefore,
      ...reminderText(job.prayer, job.minutesBefore, job.clock, job.language),
      url: '/',
    };
    const result = await sendPush(sender, job, payload);
    if (result.ok) {
      sent++;
      await prisma.pushJob.update({ where: { id: job.id }, data: { doneAt: now(), outcome: 'sent' } });
    } else if (result.gone) {
      gone.add(job.subscriptionId);
      await prisma.pushSubscription.deleteMany({ where: { id: job.subscriptionId } });
      log('info', 'push subscription gone', { status: result.status });
    } else if (retryable(result.status) && job.attempts < MAX_ATTEMPTS) {
      // Back off 30 s, 1, 2, 4 minutes, or as long as the service asks.
      const wait = result.retryAfterMs ?? 30_000 * 2 ** (job.attempts - 1);
      await prisma.pushJob.update({ where: { id: job.id }, data: { nextAttemptAt: new Date(now().getTime() + wait) } });
    } else {
      await prisma.pushJob.update({ where: { id: job.id }, data: { doneAt: now(), outcome: `failed ${result.status ?? 'network'}` } });
    }
  }
  return sent;
}
