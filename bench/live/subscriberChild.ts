// A share of bench:live's subscribers in a process of its own: each socket is an
// open file, and one process may hold 20,000 here (a hard limit the container
// does not let even root raise), so 50,000 subscribers take several processes.
import { openSubscribers, type SubscriberPool } from './subscribers.ts';

let pool: SubscriberPool | null = null;
const send = (message: unknown) => process.send?.(message);

process.on('message', async (m: { type: string; wsUrls?: string[]; postId?: string; count?: number; first?: number; hearts?: number; timeoutMs?: number }) => {
  if (m.type === 'open') {
    pool = await openSubscribers(m.wsUrls!, m.postId!, m.count!, 250, m.first!);
    send({ type: 'opened', size: pool.size });
  }
  if (m.type === 'wait') send({ type: 'waited', ...(await pool!.waitForHearts(m.hearts!, m.timeoutMs!)) });
  if (m.type === 'dropped') send({ type: 'dropped', dropped: pool!.dropped() });
  if (m.type === 'counts') send({ type: 'counted', counts: await pool!.messageCounts() });
  if (m.type === 'close') {
    await pool?.close();
    send({ type: 'closed' });
  }
});
process.on('disconnect', () => process.exit(0));
