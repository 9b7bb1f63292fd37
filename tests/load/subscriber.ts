// A live client: raw graphql-transport-ws over `ws`, subscribed to every post's counters
// and to new posts, counting the events it receives.
import WebSocket from 'ws';

const COUNTS = 'subscription { postCounts { id heartsCount prayersCount commentsCount } }';
const CREATED = 'subscription { postCreated { id } }';

export interface Subscriber {
  events(): number;
  errors(): string[];
  close(): void;
}

export function subscribe(baseUrl: string, cookie: string): Promise<Subscriber> {
  let events = 0;
  const errors: string[] = [];
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', { headers: { cookie } });
    const timer = setTimeout(() => reject(new Error('no connection_ack within 30 s')), 30_000);
    socket.once('error', reject);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
    socket.on('close', (code) => code !== 1000 && errors.push(`socket closed with ${code}`));
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString());
      if (message.type === 'connection_ack') {
        clearTimeout(timer);
        socket.send(JSON.stringify({ id: 'counts', type: 'subscribe', payload: { query: COUNTS } }));
        socket.send(JSON.stringify({ id: 'created', type: 'subscribe', payload: { query: CREATED } }));
        resolve({ events: () => events, errors: () => errors, close: () => socket.close(1000) });
      } else if (message.type === 'next') {
        events += 1;
        if (message.payload?.errors) errors.push(JSON.stringify(message.payload.errors).slice(0, 200));
      } else if (message.type === 'error') {
        errors.push(JSON.stringify(message.payload).slice(0, 200));
      } else if (message.type === 'ping') {
        socket.send(JSON.stringify({ type: 'pong' }));
      }
    });
  });
}
