// One WebSocket served by graphql-ws's protocol core (makeServer), in place of its
// `use/ws` glue: that glue keeps the upgrade request, a keep-alive timer and several
// closures per socket, and waits for every send's callback. With thousands of idle
// sockets those bytes are most of the server's memory (issue 16, BENCHMARKS.md), so
// here a socket keeps only its caller's cookie and address, one timer pings them all
// (and closes those that never initialised), and a reader too slow to keep up is
// dropped instead of buffered without end.
import { CloseCode, type Server, type WebSocket as GraphQLWsSocket } from 'graphql-ws';
import { WebSocket, type WebSocketServer } from 'ws';
import { log } from '../ops/log.ts';

/** What a socket's operations need of the upgrade request. */
export interface Caller {
  cookie: string | null;
  address: string;
}

export interface SocketExtra {
  socket: WebSocket;
  caller: Caller;
}

/** Bytes queued for a socket past which its reader counts as gone. */
export const MAX_BUFFERED_BYTES = 1024 * 1024;

const answered = new WeakSet<WebSocket>();
/** When each socket opened, until its connection_init arrives (graphql-ws's own timer is off: one per socket). */
const awaitingInit = new WeakMap<WebSocket, number>();

/** A socket must send connection_init this soon; it is closed at the first heartbeat after. */
export const CONNECTION_INIT_WAIT_MS = 3_000;

/** For makeServer's onConnect: this socket has sent its connection_init. */
export function initialised(socket: WebSocket) {
  awaitingInit.delete(socket);
}

function markAnswered(this: WebSocket) {
  answered.add(this);
}

/**
 * The socket as graphql-ws's protocol core sees it. A class, so that its methods
 * live once on the prototype rather than as closures on every socket.
 */
class ProtocolSocket implements GraphQLWsSocket {
  private readonly socket: WebSocket;
  constructor(socket: WebSocket) {
    this.socket = socket;
  }

  get protocol() {
    return this.socket.protocol;
  }

  send(data: string) {
    const { socket } = this;
    if (socket.readyState !== WebSocket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) return void socket.terminate();
    socket.send(data);
  }

  close(code?: number, reason?: string) {
    this.socket.close(code, reason);
  }

  onMessage(handle: (data: string) => Promise<void>) {
    const { socket } = this;
    socket.on('message', (data) => {
      handle(String(data)).catch((error: unknown) => {
        log('error', 'websocket message failed', { error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
        socket.close(CloseCode.InternalServerError, 'Internal server error');
      });
    });
  }
}

/** graphql-ws's close handler of each open socket. */
const closers = new WeakMap<WebSocket, (code?: number, reason?: string) => Promise<void>>();

function closeOnError(this: WebSocket) {
  this.close(CloseCode.InternalServerError, 'Internal server error');
}

function onClosed(this: WebSocket, code: number, reason: Buffer) {
  void closers.get(this)?.(code, String(reason));
  closers.delete(this);
}

/** A round more than half an interval late was held up, not the sockets. */
const LATE_ROUND = 1.5;

export function serveSocket(server: Server<SocketExtra>, socket: WebSocket, caller: Caller) {
  answered.add(socket);
  awaitingInit.set(socket, Date.now());
  socket.on('pong', markAnswered);
  socket.on('error', closeOnError);
  closers.set(socket, server.opened(new ProtocolSocket(socket), { socket, caller }));
  socket.on('close', onClosed);
}

/**
 * One interval for every socket (the ws library's heartbeat pattern): a socket that
 * did not answer the last ping, or never sent connection_init, is closed; the others
 * are pinged and reported alive.
 *
 * A round that fires late (the event loop was held by a burst of work or a long GC)
 * closes no one for a missing pong: the answers may be waiting unread in the sockets,
 * and Node runs timers before it reads them. It pings everyone again, and the next
 * round, on time, judges (issue 35: under load, sockets that had answered were cut).
 * Returns its stop.
 */
export function startHeartbeat(wsServer: WebSocketServer, onAlive: (socket: WebSocket) => void, everyMs: number): () => void {
  let lastRound = Date.now();
  const timer = setInterval(() => {
    const now = Date.now();
    const late = now - lastRound > everyMs * LATE_ROUND;
    lastRound = now;
    for (const socket of wsServer.clients) {
      if (!answered.has(socket)) {
        if (!late) socket.terminate();
        else {
          socket.ping();
          onAlive(socket);
        }
        continue;
      }
      const openedAt = awaitingInit.get(socket);
      if (openedAt !== undefined && Date.now() - openedAt >= CONNECTION_INIT_WAIT_MS) {
        socket.close(CloseCode.ConnectionInitialisationTimeout, 'Connection initialisation timeout');
        continue;
      }
      answered.delete(socket);
      socket.ping();
      onAlive(socket);
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
