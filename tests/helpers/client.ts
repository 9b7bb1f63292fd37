// A test client that behaves like one browser: it keeps its cookies, talks GraphQL
// over HTTP, and opens graphql-ws subscriptions with the same cookies.
import { randomUUID } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { liveObserver } from '../../server/live/observer.ts';

export interface GraphQLResponse<T = Record<string, any>> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: { code?: string; field?: string } }[];
  headers: Headers;
}

export class TestBrowser {
  readonly cookies = new Map<string, string>();
  private sockets: Client[] = [];

  readonly baseUrl: string;
  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** Any HTTP request, with this browser's cookies; remembers Set-Cookie. */
  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', this.cookieHeader);
    const response = await fetch(this.baseUrl + path, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (!value || /max-age=0/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async gql<T = Record<string, any>>(query: string, variables?: Record<string, unknown>): Promise<GraphQLResponse<T>> {
    const response = await this.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as Omit<GraphQLResponse<T>, 'status' | 'headers'>;
    return { ...body, status: response.status, headers: response.headers };
  }

  /** gql that must succeed: returns data or throws with the errors. */
  async ok<T = Record<string, any>>(query: string, variables?: Record<string, unknown>): Promise<T> {
    const result = await this.gql<T>(query, variables);
    if (result.errors?.length || !result.data) throw new Error(`GraphQL failed: ${JSON.stringify(result.errors)}`);
    return result.data;
  }

  /** Creates an anonymous user for this browser and returns it. */
  async signUp(input: Record<string, unknown> = {}) {
    const data = await this.ok<{ createAnonymousUser: { id: string; linkId: string } }>(
      'mutation($input: AnonymousUserInput) { createAnonymousUser(input: $input) { id linkId } }',
      { input },
    );
    return data.createAnonymousUser;
  }

  /** Subscribes over WebSocket; events are collected for `next()`. */
  subscribe<T = Record<string, any>>(query: string, variables?: Record<string, unknown>) {
    const cookie = this.cookieHeader;
    const wsUrl = this.baseUrl.replace(/^http/, 'ws') + '/graphql';
    // Names this socket to a server in this process (server/live/observer.ts), so that
    // `ready` can wait until the server has set the subscription up.
    const socketName = randomUUID();
    const client = createClient({
      url: wsUrl,
      retryAttempts: 0,
      connectionParams: { testSocket: socketName },
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: cookie ? { cookie } : {} });
        }
      },
    });
    this.sockets.push(client);
    return new Subscription<T>(client, query, variables, socketName);
  }

  async close() {
    await Promise.all(this.sockets.map((s) => s.dispose()));
  }
}

export class Subscription<T> {
  private queue: { data?: T; errors?: unknown }[] = [];
  private waiters: ((value: { data?: T; errors?: unknown }) => void)[] = [];
  readonly ready: Promise<void>;
  private dispose: () => void;
  private settleReady!: () => void;

  /**
   * `ready` resolves once the server has set the subscription up, so that an event
   * published after it reaches this subscriber. A server in this process says so
   * (server/live/observer.ts); for one in another process (the deploy and fault tests
   * spawn theirs) nothing can tell, and it resolves 200 ms after the socket's
   * connection_ack (also for a socket opened without `socketName` in its connectionParams),
   * as graphql-ws gives no acknowledgement of its own. An error or an
   * end of the subscription resolves it too.
   */
  constructor(client: Client, query: string, variables?: Record<string, unknown>, socketName?: string) {
    let resolveReady!: () => void;
    this.ready = new Promise((resolve) => (resolveReady = resolve));
    let inProcess = false;
    const isThisSocket = (params: unknown) => socketName !== undefined && (params as { testSocket?: unknown } | undefined)?.testSocket === socketName;
    const onConnected = (params: unknown) => {
      if (isThisSocket(params)) inProcess = true;
    };
    // One operation per socket: this helper opens a socket per subscription.
    const onOperation = (params: unknown) => {
      if (isThisSocket(params)) settle();
    };
    const settle = (this.settleReady = () => {
      liveObserver.off('connected', onConnected);
      liveObserver.off('operation', onOperation);
      resolveReady();
    });
    liveObserver.on('connected', onConnected);
    liveObserver.on('operation', onOperation);
    // The in-process server's connection_init handler ran before it sent the ack.
    client.on('connected', () => {
      if (!inProcess) setTimeout(settle, 200);
    });
    this.dispose = client.subscribe<T>(
      { query, variables },
      {
        next: (value) => this.push(value as { data?: T }),
        error: (errors) => {
          this.push({ errors });
          settle();
        },
        complete: () => settle(),
      },
    );
  }

  private push(value: { data?: T; errors?: unknown }) {
    const waiter = this.waiters.shift();
    if (waiter) waiter(value);
    else this.queue.push(value);
  }

  /** The next event, or a rejection after `timeoutMs`. */
  next(timeoutMs = 3000): Promise<{ data?: T; errors?: unknown }> {
    const queued = this.queue.shift();
    if (queued) return Promise.resolve(queued);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        reject(new Error(`no subscription event within ${timeoutMs} ms`));
      }, timeoutMs);
      const waiter = (value: { data?: T; errors?: unknown }) => {
        clearTimeout(timer);
        resolve(value);
      };
      this.waiters.push(waiter);
    });
  }

  /** Events that arrive within `ms` (to check that nothing arrives). */
  async drain(ms = 300): Promise<unknown[]> {
    await new Promise((r) => setTimeout(r, ms));
    return this.queue.splice(0);
  }

  stop() {
    this.dispose();
    this.settleReady();
  }
}
