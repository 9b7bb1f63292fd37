// Sending reminders (issue 17, decisions.md 20 and 23). An instance claims due
// jobs in one statement (FOR UPDATE SKIP LOCKED, then a lease: nextAttemptAt
// moves a minute on), so two instances never take the same job; it calls the
// push service outside any transaction (on the embedded PGlite a transaction
// holds the only connection, and a slow push service must not stall the app),
// many at a time, then marks the jobs done a batch at a time (issue 35). A job
// whose instance dies before sending is taken again when its lease ends.
import webpush, { type PushSubscription as WebPushTarget } from 'web-push';
import { Prisma, type PrismaClient } from '../../../prisma/generated/client/client.ts';
import { postToPushService } from './post-to-service.ts';
import { vapidAuthorization } from './vapid-header.ts';
import { log } from '../../ops/log.ts';
import { parseEndpoint } from './endpoint.ts';
import { reminderText, type ReminderText } from './reminderText.ts';
import type { VapidKeys } from './vapid.ts';

/** A reminder later than this is dropped: a Fajr reminder an hour late is noise. */
export const LATE_LIMIT_MS = 10 * 60_000;
const MAX_ATTEMPTS = 5;
/** Jobs claimed per statement, and outcomes written per statement. */
const BATCH = 200;
/** Pushes in flight per instance: enough to keep a city's minute to seconds at a push service's ~50–100 ms per answer. */
const CONCURRENCY = 64;
/** How long a claimed job is left to its instance before another may take it. */
const LEASE_MS = 60_000;

export interface PushSender {
  keys: VapidKeys;
  subject: string;
  /** The push services' origins (decisions.md 23), checked again before every send. */
  allowedOrigins: readonly string[];
}

export interface Target {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the service worker receives: the prayer, its time and the text; never the place. */
export interface ReminderPayload extends ReminderText {
  kind: 'reminder' | 'test' | 'notice';
  prayer?: string;
  at?: string;
  minutesBefore?: number;
  url: string;
}

export type SendOutcome = { ok: true } | { ok: false; gone: boolean; retryAfterMs: number | null; status: number | null };

export async function sendPush(sender: PushSender, target: Target, payload: ReminderPayload): Promise<SendOutcome> {
  // Parsed once; the request goes to this URL. A row saved before the endpoint
  // rules were this strict (issue 28) is never called, and dropped as gone.
  const url = parseEndpoint(target.endpoint, sender.allowedOrigins);
  if (!url) return { ok: false, gone: true, retryAfterMs: null, status: null };
  const subscription: WebPushTarget = { endpoint: url.href, keys: { p256dh: target.p256dh, auth: target.auth } };
  try {
    // web-push encrypts the payload; the VAPID header is signed once an hour per
    // push service (vapid-header.ts), and the POST itself is ours. No vapidDetails
    // here: web-push would sign again, and setVapidDetails is never called.
    const details = webpush.generateRequestDetails(subscription, JSON.stringify(payload), {
      headers: { Authorization: vapidAuthorization(url.origin, { subject: sender.subject, ...sender.keys }) },
      // The reminder is worth nothing after its prayer: the push service may drop it then.
      TTL: payload.minutesBefore !== undefined ? Math.max(60, payload.minutesBefore * 60) : 300,
      urgency: 'high',
    });
    const answer = await postToPushService(url, details, 10_000);
    if (answer.status >= 200 && answer.status <= 299) return { ok: true };
    const retryAfter = Number(answer.headers['retry-after']);
    return {
      ok: false,
      // 404 and 410: the push service says the subscription is gone for good.
      gone: answer.status === 404 || answer.status === 410,
      retryAfterMs: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : null,
      status: answer.status,
    };
  } catch {
    return { ok: false, gone: false, retryAfterMs: null, status: null };
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
  /** A notice (a mosque's iqama change) carries its own text and page. */
  title: string | null;
  body: string | null;
  url: string | null;
}

const noticePayload = (job: ClaimedJob): ReminderPayload => ({
  kind: 'notice',
  prayer: job.prayer,
  title: job.title!,
  body: job.body!,
  url: job.url ?? '/',
});

/** Whether a failure is worth trying again: rate limited, the service down, or no answer. */
const retryable = (status: number | null) => status === null || status === 429 || status >= 500;

/**
 * Claims up to `batch` due jobs for this instance (the lease moves their next
 * attempt on), with what sending needs; attempts comes back counting this one.
 * Exported for bench:push, which prints its EXPLAIN.
 */
// In the order of the pending jobs' partial index (doneAt IS NULL, on
// nextAttemptAt): the scan stops after `batch` rows, however many are due.
export function claimDueSql(at: Date, batch = BATCH): Prisma.Sql {
  return Prisma.sql`
    WITH due AS (
      SELECT "id" FROM "PushJob"
      WHERE "doneAt" IS NULL AND "nextAttemptAt" <= ${at}
      ORDER BY "nextAttemptAt"
      LIMIT ${batch}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE "PushJob" j
    SET "nextAttemptAt" = ${new Date(at.getTime() + LEASE_MS)}, "attempts" = j."attempts" + 1
    FROM due, "PushSubscription" s, "User" u
    WHERE j."id" = due."id" AND s."id" = j."subscriptionId" AND u."id" = s."userId"
    RETURNING j."id", j."subscriptionId", j."prayer", j."prayerAt", j."clock", j."minutesBefore", j."dueAt", j."attempts",
              j."title", j."body", j."url", s."endpoint", s."p256dh", s."auth", u."language"`;
}

/** Jobs of one subscription (sent in turn, so a 410 stops the rest) grouped from a claim. */
function bySubscription(jobs: ClaimedJob[]): ClaimedJob[][] {
  const groups = new Map<string, ClaimedJob[]>();
  for (const job of jobs.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime())) {
    const group = groups.get(job.subscriptionId);
    if (group) group.push(job);
    else groups.set(job.subscriptionId, [job]);
  }
  return [...groups.values()];
}

const payloadOf = (job: ClaimedJob): ReminderPayload => job.title !== null && job.body !== null ? noticePayload(job) : {
  kind: 'reminder',
  prayer: job.prayer,
  at: job.prayerAt.toISOString(),
  minutesBefore: job.minutesBefore,
  ...reminderText(job.prayer, job.minutesBefore, job.clock, job.language),
  url: '/',
};

/**
 * What the sends found, written in a few statements rather than one per job
 * (a city's minute is thousands of jobs): sent and late jobs done, gone
 * subscriptions deleted (their jobs with them), retries moved on.
 */
class Outcomes {
  private sent: string[] = [];
  private late: string[] = [];
  private gone: string[] = [];
  private later: { id: string; at: Date }[] = [];
  private failed: { id: string; outcome: string }[] = [];

  private readonly prisma: PrismaClient;
  private readonly now: () => Date;
  constructor(prisma: PrismaClient, now: () => Date) {
    this.prisma = prisma;
    this.now = now;
  }

  get size() {
    return this.sent.length + this.late.length + this.gone.length + this.later.length + this.failed.length;
  }
  markSent(id: string) { this.sent.push(id); }
  markLate(id: string) { this.late.push(id); }
  markGone(subscriptionId: string) { this.gone.push(subscriptionId); }
  retryAt(id: string, at: Date) { this.later.push({ id, at }); }
  markFailed(id: string, outcome: string) { this.failed.push({ id, outcome }); }

  async flush(): Promise<void> {
    // Taken before any await: sends finishing meanwhile go to the next flush.
    const { sent, late, gone, later, failed } = this;
    this.sent = []; this.late = []; this.gone = []; this.later = []; this.failed = [];
    const at = this.now();
    const { pushJob, pushSubscription } = this.prisma;
    if (sent.length) await pushJob.updateMany({ where: { id: { in: sent } }, data: { doneAt: at, outcome: 'sent' } });
    if (late.length) await pushJob.updateMany({ where: { id: { in: late } }, data: { doneAt: at, outcome: 'late' } });
    if (gone.length) await pushSubscription.deleteMany({ where: { id: { in: gone } } });
    for (const { id, at: next } of later) await pushJob.update({ where: { id }, data: { nextAttemptAt: next } });
    for (const { id, outcome } of failed) await pushJob.updateMany({ where: { id }, data: { doneAt: at, outcome } });
  }
}

/** Sends one subscription's claimed jobs in turn; returns how many went out. */
async function sendGroup(sender: PushSender, jobs: ClaimedJob[], now: () => Date, outcomes: Outcomes): Promise<number> {
  let sent = 0;
  for (const job of jobs) {
    if (now().getTime() - job.dueAt.getTime() > LATE_LIMIT_MS) {
      outcomes.markLate(job.id);
      continue;
    }
    const result = await sendPush(sender, job, payloadOf(job));
    if (result.ok) {
      sent++;
      outcomes.markSent(job.id);
    } else if (result.gone) {
      outcomes.markGone(job.subscriptionId);
      log('info', 'push subscription gone', { status: result.status });
      return sent;
    } else if (retryable(result.status) && job.attempts < MAX_ATTEMPTS) {
      // Back off 30 s, 1, 2, 4 minutes, or as long as the service asks.
      const wait = result.retryAfterMs ?? 30_000 * 2 ** (job.attempts - 1);
      outcomes.retryAt(job.id, new Date(now().getTime() + wait));
    } else {
      outcomes.markFailed(job.id, `failed ${result.status ?? 'network'}`);
    }
  }
  return sent;
}

export interface SendOptions {
  /** Jobs claimed per statement. */
  batch?: number;
  /** Pushes in flight at once (each waits on the push service's answer). */
  concurrency?: number;
}

/**
 * Sends every reminder that is due, `concurrency` at a time over kept-alive
 * connections, claiming `batch` more whenever the claimed ones have all been
 * taken, until a claim comes back short; returns how many went out. Outcomes
 * are written every `batch` sends and at the end (issue 35: one statement per
 * job held a city's minute to the database's pace).
 */
export async function sendDue(prisma: PrismaClient, sender: PushSender, now: () => Date, options: SendOptions = {}): Promise<number> {
  const batch = options.batch ?? BATCH;
  const concurrency = options.concurrency ?? CONCURRENCY;
  const queue: ClaimedJob[][] = [];
  const outcomes = new Outcomes(prisma, now);
  let exhausted = false;
  let claiming: Promise<void> | null = null;
  // One claim at a time, shared by every worker that found the queue empty.
  const claim = () => (claiming ??= (async () => {
    const jobs = await prisma.$queryRaw<ClaimedJob[]>(claimDueSql(now(), batch));
    if (jobs.length < batch) exhausted = true;
    queue.push(...bySubscription(jobs));
  })().finally(() => (claiming = null)));
  let sent = 0;
  const worker = async () => {
    for (;;) {
      const group = queue.shift();
      if (!group) {
        if (exhausted) return;
        await claim();
        continue;
      }
      sent += await sendGroup(sender, group, now, outcomes);
      if (outcomes.size >= batch) await outcomes.flush();
    }
  };
  // Settled, not all: when a claim fails, the workers still sending finish before the outcomes are written.
  const ended = await Promise.allSettled(Array.from({ length: concurrency }, worker));
  // Even when a claim failed: what was sent is written, so it is not sent again after its lease.
  await outcomes.flush();
  const failure = ended.find((e) => e.status === 'rejected');
  if (failure) throw failure.reason;
  return sent;
}

/** When the next pending job is due (null: none), so the scheduler can wake for it. */
export async function nextDueAt(prisma: PrismaClient): Promise<Date | null> {
  const next = await prisma.pushJob.findFirst({ where: { doneAt: null }, orderBy: { nextAttemptAt: 'asc' }, select: { nextAttemptAt: true } });
  return next?.nextAttemptAt ?? null;
}
