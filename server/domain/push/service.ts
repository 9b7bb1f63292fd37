// Web Push reminders for the API (issue 17): the public key, a device's
// choices, the test reminder, and planning again when a user's place or
// settings change. The scheduler (scheduler.ts) does the sending.
import type { PrismaClient } from '../../../prisma/generated/client/client.ts';
import { deviceInput, type DeviceChoices } from './choices.ts';
import { checkInput } from '../validation/fields.ts';
import { planSubscription, replanUser, resetMonthStartReminders } from './plan.ts';
import { onMonthStartsChanged } from '../hijri/announcements.ts';
import { startScheduler, type Scheduler } from './scheduler.ts';
import { sendPush, type PushSender } from './send.ts';
import { testReminderText } from './reminderText.ts';
import { loadVapidKeys } from './vapid.ts';
import { checkEndpointHolder, keepNewestDevices } from './devices.ts';

export interface PushOptions {
  allowedOrigins: string[];
  vapidSubject: string;
  /** 0: no scheduler on this instance. */
  pollMs: number;
  /** Devices one user keeps; saving one more drops the one saved longest ago (PUSH_MAX_DEVICES). */
  maxDevices: number;
  /** Days a sent or given-up reminder is kept (PUSH_JOB_RETENTION_DAYS). */
  jobRetentionDays: number;
}

export interface DeviceReminders {
  endpoint: string;
  prayers: string[];
  minutesBefore: number[];
  extras: string[];
  suhoorMinutes: number;
}

export interface PushService {
  publicKey(): Promise<string>;
  save(userId: string, input: DeviceChoices): Promise<DeviceReminders>;
  /** False when this user had no such device. */
  remove(userId: string, endpoint: string): Promise<boolean>;
  devices(userId: string): Promise<DeviceReminders[]>;
  sendTest(userId: string): Promise<{ sent: number; failed: number }>;
  replan(userId: string): Promise<void>;
  stop(): Promise<void>;
}

export function createPushService(prisma: PrismaClient, options: PushOptions): PushService {
  let keys: ReturnType<typeof loadVapidKeys> | null = null;
  const choices = deviceInput(options.allowedOrigins);
  const vapid = () => (keys ??= loadVapidKeys(prisma).catch((error) => {
    keys = null;
    throw error;
  }));
  const sender = async (): Promise<PushSender> => ({
    keys: await vapid(),
    subject: options.vapidSubject,
    allowedOrigins: options.allowedOrigins,
  });
  const scheduler: Scheduler | null = options.pollMs > 0 ? startScheduler(prisma, sender, options.pollMs, options.jobRetentionDays) : null;
  // An announced month start re-plans its country's 'month_start' reminders (hijri/announcements.ts calls back).
  const stopReplanning = onMonthStartsChanged(resetMonthStartReminders);
  const shape = (s: DeviceReminders): DeviceReminders => ({
    endpoint: s.endpoint,
    prayers: s.prayers,
    minutesBefore: s.minutesBefore,
    extras: s.extras,
    suhoorMinutes: s.suhoorMinutes,
  });

  return {
    publicKey: async () => (await vapid()).publicKey,

    async save(userId, input) {
      const c = checkInput(choices, input);
      await checkEndpointHolder(prisma, userId, c);
      const data = { userId, p256dh: c.p256dh, auth: c.auth, prayers: c.prayers, minutesBefore: c.minutesBefore, extras: c.extras ?? [], suhoorMinutes: c.suhoorMinutes ?? 30, plannedUntil: null, updatedAt: new Date() };
      // One row per endpoint: the same browser (same keys) signed in to another space now reminds that one.
      const sub = await prisma.pushSubscription.upsert({ where: { endpoint: c.endpoint }, create: { endpoint: c.endpoint, ...data }, update: data });
      await prisma.pushJob.deleteMany({ where: { subscriptionId: sub.id, doneAt: null } });
      await planSubscription(prisma, sub.id, new Date());
      await keepNewestDevices(prisma, userId, options.maxDevices);
      return shape(sub);
    },

    async remove(userId, endpoint) {
      const { count } = await prisma.pushSubscription.deleteMany({ where: { userId, endpoint } });
      return count > 0;
    },

    async devices(userId) {
      const subs = await prisma.pushSubscription.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } });
      return subs.map(shape);
    },

    async sendTest(userId) {
      const subs = await prisma.pushSubscription.findMany({ where: { userId } });
      const user = await prisma.user.findUnique({ where: { id: userId }, select: { language: true } });
      const push = await sender();
      let sent = 0;
      let failed = 0;
      for (const sub of subs) {
        const result = await sendPush(push, sub, { kind: 'test', ...testReminderText(user?.language), url: '/' });
        if (result.ok) sent++;
        else {
          failed++;
          if (result.gone) await prisma.pushSubscription.deleteMany({ where: { id: sub.id } });
        }
      }
      return { sent, failed };
    },

    replan: (userId) => replanUser(prisma, userId, new Date()),

    async stop() {
      stopReplanning();
      await scheduler?.stop();
    },
  };
}
