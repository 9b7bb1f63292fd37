// The server's VAPID key pair (decisions.md 23): made by the first instance
// that needs it and kept in the database, so every instance signs with the
// same key and subscriptions made through one instance work on all of them.
// Two instances starting at once both try to insert; the primary key lets one
// win and both read the winner's pair.
import webpush from 'web-push';
import type { PrismaClient } from '../../../prisma/generated/client/client.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const KEY_ID = 1;

export async function loadVapidKeys(prisma: PrismaClient): Promise<VapidKeys> {
  const existing = await prisma.pushKey.findUnique({ where: { id: KEY_ID } });
  if (existing) return existing;
  const made = webpush.generateVAPIDKeys();
  await prisma.pushKey.createMany({ data: [{ id: KEY_ID, ...made }], skipDuplicates: true });
  return prisma.pushKey.findUniqueOrThrow({ where: { id: KEY_ID } });
}
