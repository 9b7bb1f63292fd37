// Many lightweight subscribers: raw `ws` sockets speaking graphql-transport-ws, each
// subscribed to postCounts for one post. Far lighter than a graphql-ws client per socket,
// so one process can hold 10,000 of them.
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

const QUERY = 'subscription($ids: [ID!]) { postCounts(postIds: $ids) { id heartsCount prayersCount commentsCount } }';

/**
 * Client sockets per loopback source address. A socket given a source address is
 * bound before it connects, and Linux hands bind() only half of the ephemeral range
 * (32768–60999, the other half is kept for connect()): ~14,000 ports, fewer when
 * other programs hold some. Opening stalled at ~15,000 per address in a 50,000 run;
 * 10,000 each (127.0.0.1, 127.0.0.2, …) leaves room.
 */
const SOCKETS_PER_ADDRESS = 10_000;

export interface SubscriberPool {
  size: number;
  /** Sockets closed by the server (not by close()) since they opened: the heartbeat's drops. */
  dropped(): number;
  /** Resolves when every socket still open has a message carrying heartsCount `hearts`, or on timeout. */
  waitForHearts(hearts: number, timeoutMs: number): Promise<{ arrivals: number[]; missing: number }>;
  /** Count updates each socket has received so far, in socket order (a burst's cost per watcher). */
  messageCounts(): Promise<number[]>;
  close(): Promise<void>;
}

function openOne(wsUrl: string, localAddress: string, postId: string, onCount: (hearts: number) => void, onMessage: () => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl, 'graphql-transport-ws', { perMessageDeflate: false, localAddress });
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
        onMessage();
        onCount(message.payload?.data?.postCounts?.heartsCount ?? -1);
      }
    });
  });
}

/**
 * Opens `count` subscribers spread round-robin over `wsUrls`, `batch` handshakes at a time.
 * `first` numbers them when several processes share the work (it picks their source addresses).
 */
export async function openSubscribers(wsUrls: string[], postId: string, count: number, batch = 250, first = 0): Promise<SubscriberPool> {
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
  let closing = false;
  let dropped = 0;
  const messages: number[] = [];
  for (let start = 0; start < count; start += batch) {
    const size = Math.min(batch, count - start);
    const opened = await Promise.all(
      Array.from({ length: size }, (_, i) => {
        const n = first + start + i;
        const index = start + i;
        messages[index] = 0;
        return openOne(wsUrls[n % wsUrls.length]!, `127.0.0.${1 + Math.floor(n / SOCKETS_PER_ADDRESS)}`, postId, onCount, () => void messages[index]!++);
      }),
    );
    for (const socket of opened) socket.once('close', () => void (closing || dropped++));
    sockets.push(...opened);
  }
  return {
    size: sockets.length,
    dropped: () => dropped,
    async waitForHearts(hearts, timeoutMs) {
      const deadline = performance.now() + timeoutMs;
      // Sockets the server dropped are counted apart (dropped()), not waited for.
      const open = () => sockets.length - dropped;
      while ((arrivals.get(hearts)?.length ?? 0) < open() && performance.now() < deadline) {
        await new Promise((r) => setTimeout(r, 5));
      }
      const list = arrivals.get(hearts) ?? [];
      return { arrivals: list, missing: Math.max(0, open() - list.length) };
    },
    messageCounts: async () => [...messages],
    async close() {
      closing = true;
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
