// Who may hold a push endpoint, and how many each user keeps (issue 28,
// decisions.md 25). An endpoint is one browser's subscription: it moves to
// another prayer space only when the save proves it is that browser (the same
// keys, which only the browser and the server know); knowing the endpoint alone
// is not enough to take another space's device. A user keeps their newest
// `max` devices: saving one more drops the one saved longest ago.
import type { PrismaClient } from '../../../prisma/generated/client/client.ts';
import { conflict } from '../../errors.ts';

export const DEVICE_HELD_MESSAGE = "This device's reminders belong to another prayer space";

/** Throws CONFLICT when another user holds this endpoint under other keys. */
export async function checkEndpointHolder(prisma: PrismaClient, userId: string, device: { endpoint: string; p256dh: string; auth: string }) {
  const held = await prisma.pushSubscription.findUnique({ where: { endpoint: device.endpoint }, select: { userId: true, p256dh: true, auth: true } });
  if (held && held.userId !== userId && (held.p256dh !== device.p256dh || held.auth !== device.auth)) throw conflict(DEVICE_HELD_MESSAGE);
}

/** Deletes the user's devices beyond the `max` most recently saved (their pending reminders go with them). */
export async function keepNewestDevices(prisma: PrismaClient, userId: string, max: number): Promise<number> {
  const extra = await prisma.pushSubscription.findMany({
    where: { userId },
    orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
    skip: max,
    select: { id: true },
  });
  if (extra.length === 0) return 0;
  const { count } = await prisma.pushSubscription.deleteMany({ where: { id: { in: extra.map((d) => d.id) } } });
  return count;
}
