// Many lightweight subscribers: raw `ws` sockets speaking graphql-transport-ws, each
// subscribed to postCounts for one post. Far lighter than a graphql-ws client per socket,
// so one process can hold 10,000 of them.
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

const QUERY = 'subscription($ids: [ID!]) { postCounts(postIds: $ids) { id heartsCount prayersCount commentsCount } }';

export interface SubscriberPool {
  size: number;
  /** Resolves when `expected` messages carrying heartsCount >= `hearts` arrived, or on timeout. */
  waitForHearts(hearts: number, timeoutMs: number): Promise<{ arrivals: number[]; missing: number }>;
  close(): Promise<void>;
}

function openOne(wsUrl: string, postId: string, onCount: (hearts: number) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl, 'graphql-transport-ws', { perMessageDeflate: false });
    const timer = setTimeout(() => reject(new Error('no connection_ack within 30 s')), 30_000);
    socket.once('error', reject);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString());
      if (message.type === 'connection_ack') {
        clearTimeout(timer);
        socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: QUERY, variables: { ids: [postId] } } }));
        resolve(socket);
      } else if (message.type === 'ping') {
        socket.send(JSON.stringify({ type: 'pong' }));
      } else if (message.type === 'next') {
        onCount(message.payload?.data?.postCounts?.heartsCount ?? -1);
      }
    });
  });
}

/** Opens `count` subscribers spread round-robin over `wsUrls`, `batch` handshakes at a time. */
export async function openSubscribers(wsUrls: string[], postId: string, count: number, batch = 250): Promise<SubscriberPool> {
  const sockets: WebSocket[] = [];
  // Per heart count: arrival time of each subscriber's first message showing it.
  const arrivals = new Map<number, number[]>();
  const onCount = (hearts: number) => {
    // Absolute, like the writer thread's times.
    const now = performance.timeOrigin + performance.now();
    let list = arrivals.get(hearts);
    if (!list) arrivals.set(hearts, (list = []));
    list.push(now);
  };
  for (let start = 0; start < count; start += batch) {
    const size = Math.min(batch, count - start);
    const opened = await Promise.all(
      Array.from({ length: size }, (_, i) => openOne(wsUrls[(start + i) % wsUrls.length]!, postId, onCount)),
    );
    sockets.push(...opened);
  }
  return {
    size: sockets.length,
    async waitForHearts(hearts, timeoutMs) {
      const deadline = performance.now() + timeoutMs;
      while ((arrivals.get(hearts)?.length ?? 0) < sockets.length && performance.now() < deadline) {
        await new Promise((r) => setTimeout(r, 5));
      }
      const list = arrivals.get(hearts) ?? [];
      return { arrivals: list, missing: sockets.length - list.length };
    },
    async close() {
      await Promise.all(
        sockets.map(
          (s) =>
            new Promise<void>((resolve) => {
              if (s.readyState === WebSocket.CLOSED) return resolve();
              s.once('close', () => resolve());
              s.close(1000);
              setTimeout(() => (s.terminate(), resolve()), 5000).unref();
            }),
        ),
      );
    },
  };
}
