// A raw graphql-transport-ws client for the security tests: it sets any Origin and
// X-Forwarded-For, sees the HTTP answer of a refused upgrade, and sends any message,
// malformed ones included (graphql-ws's own client would not).
import WebSocket from 'ws';

export interface Message {
  id?: string;
  type: string;
  payload?: unknown;
}

export type Opened = { ws: WebSocket; status?: undefined } | { ws?: undefined; status: number };

/** Opens /graphql; resolves with the socket, or with the HTTP status of a refused upgrade. */
export function openSocket(baseUrl: string, headers: Record<string, string> = {}, path = '/graphql'): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${path}`, 'graphql-transport-ws', { headers });
    ws.once('unexpected-response', (_req, res) => resolve({ status: res.statusCode ?? 0 }));
    ws.once('open', () => resolve({ ws }));
    ws.once('error', reject);
  });
}

/** A socket after connection_ack, collecting messages; `closed` resolves with the close code. */
export class GraphQLSocket {
  readonly messages: Message[] = [];
  readonly closed: Promise<number>;
  private waiters: (() => void)[] = [];

  readonly ws: WebSocket;
  private constructor(ws: WebSocket) {
    this.ws = ws;
    ws.on('message', (data) => {
      this.messages.push(JSON.parse(String(data)) as Message);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => ws.once('close', (code) => resolve(code)));
  }

  /** Opens and initialises; resolves with the close code instead when the server closes first. */
  static async connect(baseUrl: string, headers: Record<string, string> = {}): Promise<GraphQLSocket | number> {
    const opened = await openSocket(baseUrl, headers);
    if (!opened.ws) throw new Error(`upgrade refused with ${opened.status}`);
    const socket = new GraphQLSocket(opened.ws);
    opened.ws.send(JSON.stringify({ type: 'connection_init' }));
    const acked = socket.waitFor((m) => m.type === 'connection_ack').then(() => socket);
    return Promise.race([acked, socket.closed]);
  }

  send(message: Message) {
    this.ws.send(JSON.stringify(message));
  }

  subscribe(id: string, query: string, variables?: Record<string, unknown>) {
    this.send({ id, type: 'subscribe', payload: { query, variables } });
  }

  /** The first message (already received or coming) that matches, within `timeoutMs`. */
  async waitFor(match: (m: Message) => boolean, timeoutMs = 5000): Promise<Message> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no matching message; got ${JSON.stringify(this.messages)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  get isOpen() {
    return this.ws.readyState === WebSocket.OPEN;
  }

  close() {
    this.ws.close();
  }
}
