// Stores a checked batch of events for the session's user (or none). The user id
// comes from the session cookie only, never from the body (decisions.md 1).
import type { PrismaClient } from '../../../prisma/generated/client/client.ts';
import type { validateBatch } from './validate.ts';

export async function storeEvents(prisma: PrismaClient, userId: string | null, batch: ReturnType<typeof validateBatch>): Promise<number> {
  const { count } = await prisma.analyticsEvent.createMany({
    data: batch.events.map((event) => ({
      userId,
      name: event.name,
      props: event.props,
      // undefined leaves the column NULL (a JSON null would be a value).
      utmParams: batch.utm ?? undefined,
      occurredAt: event.occurredAt,
    })),
  });
  return count;
}
