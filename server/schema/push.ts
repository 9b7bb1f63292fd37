// Web Push reminders (issue 17, decisions.md 20 and 23): the server's public
// key, each device's choices, and a test reminder. REST has the same under
// /api/push (server/http/rest/routes/push.ts).
import { builder } from './builder.ts';
import { viewerScopes, writeScopes } from '../auth/scopes.ts';
import type { DeviceReminders } from '../domain/push/service.ts';

/** Test reminders one user may ask for per minute. */
const TESTS_PER_MINUTE = 5;

const PushDevice = builder.objectRef<DeviceReminders>('PushDevice').implement({
  description: 'A device that gets reminders, and its choices.',
  fields: (t) => ({
    endpoint: t.exposeString('endpoint'),
    prayers: t.exposeStringList('prayers', { description: 'fajr, dhuhr, asr, maghrib, isha' }),
    minutesBefore: t.exposeIntList('minutesBefore', { description: 'Minutes before each prayer; 0 = at its time' }),
    extras: t.exposeStringList('extras', { description: 'Islamic-year reminders: suhoor, iftar, fast_eve, last_ten, month_start' }),
    suhoorMinutes: t.exposeInt('suhoorMinutes', { description: 'Minutes before imsak for suhoor' }),
  }),
});

const TestReminderResult = builder.objectRef<{ sent: number; failed: number }>('TestReminderResult').implement({
  fields: (t) => ({ sent: t.exposeInt('sent'), failed: t.exposeInt('failed') }),
});

const PushSubscriptionInput = builder.inputType('PushSubscriptionInput', {
  description: "A browser's PushSubscription (its toJSON()) and what it should be reminded of.",
  fields: (t) => ({
    endpoint: t.string({ required: true }),
    p256dh: t.string({ required: true }),
    auth: t.string({ required: true }),
    prayers: t.stringList({ required: true }),
    minutesBefore: t.intList({ required: true, description: 'Up to three values, 0-60; 0 = at the time' }),
    extras: t.stringList({ required: false, description: 'Islamic-year reminders: suhoor, iftar, fast_eve (the evening before a voluntary fast), last_ten (the last ten nights), month_start (a month start announced for the country)' }),
    suhoorMinutes: t.int({ required: false, description: 'Minutes before imsak for suhoor, 0-60 (30 when absent)' }),
  }),
});

builder.queryFields((t) => ({
  pushPublicKey: t.string({
    description: "The server's VAPID public key (base64url P-256 point), for pushManager.subscribe.",
    resolve: (_r, _a, ctx) => ctx.push.publicKey(),
  }),
  pushDevices: t.withAuth(viewerScopes()).field({
    type: [PushDevice],
    description: "The viewer's devices that get reminders.",
    resolve: (_r, _a, ctx) => ctx.push.devices(ctx.viewer.userId),
  }),
}));

builder.mutationFields((t) => ({
  savePushSubscription: t.withAuth(writeScopes()).field({
    type: PushDevice,
    description: "Stores or updates this device's reminders for the viewer; they are planned at once.",
    args: { input: t.arg({ type: PushSubscriptionInput, required: true }) },
    resolve: (_r, { input }, ctx) => ctx.push.save(ctx.viewer.userId, input),
  }),
  deletePushSubscription: t.withAuth(writeScopes()).boolean({
    description: 'This device gets no more reminders. False when it had none.',
    args: { endpoint: t.arg.string({ required: true }) },
    resolve: (_r, { endpoint }, ctx) => ctx.push.remove(ctx.viewer.userId, endpoint),
  }),
  sendTestReminder: t.withAuth(writeScopes()).field({
    type: TestReminderResult,
    description: "Sends a test reminder to the viewer's devices now.",
    resolve: async (_r, _a, ctx) => {
      const { userId } = ctx.viewer;
      await ctx.limiter.consume(`push-test:${userId}`, TESTS_PER_MINUTE, 60, 'Too many test reminders. Please try again in a minute.');
      return ctx.push.sendTest(userId);
    },
  }),
}));
