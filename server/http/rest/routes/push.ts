// Web Push reminders over REST (issue 17): the same operations as GraphQL
// (server/schema/push.ts). The subscription is the browser's
// PushSubscription.toJSON() with the choice fields of domain/push/choices.ts;
// minutesBefore is a number or up to three.
import { z } from 'zod';
import { deviceFields, MAX_REMINDERS_PER_PRAYER } from '../../../domain/push/choices.ts';
import { notFoundError } from '../errors.ts';
import { body, num, object, optional, str, whole } from '../payload.ts';
import { del, get, post } from '../route.ts';

const DEVICE = 'endpoint prayers minutesBefore extras suhoorMinutes';

export const pushRoutes = [
  get('/api/push/public-key', async ({ gql }) => {
    const data = await gql<{ pushPublicKey: string }>('query { pushPublicKey }');
    return { body: { publicKey: data.pushPublicKey } };
  }),

  post(
    '/api/push/subscriptions',
    body({
      subscription: object({
        endpoint: str(),
        expirationTime: optional(num()),
        keys: object({ p256dh: str(), auth: str() }),
      }),
      prayers: deviceFields.prayers,
      // The spec's client sends one number; the choices' rules judge the values.
      minutesBefore: z.union([whole(), deviceFields.minutesBefore], {
        error: `must be a whole number of minutes, or a list of up to ${MAX_REMINDERS_PER_PRAYER}`,
      }),
      extras: deviceFields.extras,
      suhoorMinutes: deviceFields.suhoorMinutes,
    }),
    async ({ gql, body: b }) => {
      const input = {
        endpoint: b.subscription.endpoint,
        p256dh: b.subscription.keys.p256dh,
        auth: b.subscription.keys.auth,
        prayers: b.prayers,
        minutesBefore: typeof b.minutesBefore === 'number' ? [b.minutesBefore] : b.minutesBefore,
        extras: b.extras,
        suhoorMinutes: b.suhoorMinutes,
      };
      const data = await gql<{ savePushSubscription: unknown }>(
        `mutation($input: PushSubscriptionInput!) { savePushSubscription(input: $input) { ${DEVICE} } }`,
        { input },
      );
      return { status: 201, body: data.savePushSubscription };
    },
  ),

  del('/api/push/subscriptions', body({ endpoint: str() }), async ({ gql, body: b }) => {
    const data = await gql<{ deletePushSubscription: boolean }>('mutation($e: String!) { deletePushSubscription(endpoint: $e) }', { e: b.endpoint });
    if (!data.deletePushSubscription) throw notFoundError('No reminders for this device');
    return { body: { ok: true } };
  }),

  post('/api/push/test', body({}), async ({ gql }) => {
    const data = await gql<{ sendTestReminder: { sent: number; failed: number } }>('mutation { sendTestReminder { sent failed } }');
    return { body: data.sendTestReminder };
  }),
];
