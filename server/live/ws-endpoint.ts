// graphql-ws on the same /graphql path. Each operation runs through Yoga's envelop
// (same schema, plugins and context rules); the session comes from the upgrade
// request's cookie. An open connection keeps its user 'online' (decisions.md 14).
// Limits (decisions.md 18, docs/security.md): an upgrade from another site's page is
// refused before the handshake; sockets per client address and subscriptions per
// socket are capped; a bad message is an error for its operation, never a closed socket.
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { WebSocketServer, type WebSocket } from 'ws';
import { handleProtocols, makeServer } from 'graphql-ws';
import { initialised, serveSocket, startHeartbeat, type Caller, type SocketExtra } from './lean-socket.ts';
import { GraphQLError, type ExecutionArgs } from 'graphql';
import type { Context, Services, Viewer } from '../context.ts';
import type { YogaServerInstance } from 'graphql-yoga';
import { buildContext } from '../request-context.ts';
import { viewerFromToken } from '../auth/session.ts';
import { SESSION_COOKIE, readCookie } from '../auth/cookies.ts';
import { createSharedStreams, selectsOnlyPublicTypes } from './shared-streams.ts';
import { clientAddress } from '../ops/address.ts';
import { addressKey } from '../security/address-key.ts';
import { log } from '../ops/log.ts';
import { originAllowed } from '../security/origin.ts';
import { AppError, isDatabaseUnavailable, unavailable } from '../errors.ts';
import { createAddressCounter } from './limits.ts';
import { watchEndedSessions } from './ended-sessions.ts';
import { liveObserver } from './observer.ts';

export interface WebSocketLimits {
  allowedOrigins: readonly string[];
  trustProxy: boolean;
  maxSubscriptionsPerSocket: number;
  maxSocketsPerAddress: number;
  heartbeatMs: number;
}

/** Close code for 'too many sockets from your address' (4429, like HTTP's 429). */
export const CLOSE_TOO_MANY_SOCKETS = 4429;

function destroySocket(this: Duplex) {
  this.destroy();
}

/** Answers an upgrade we will not take with a plain HTTP response, then drops the socket. */
function refuse(socket: Duplex, status: number, reason: string) {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${reason.length}\r\n\r\n${reason}`);
}

/** What the socket needs of the GraphQL server: its enveloped execute and subscribe (the edge is not imported). */
type EnvelopedServer = Pick<YogaServerInstance<Record<string, unknown>, Context>, 'getEnveloped'>;

export function attachWebSocket(httpServer: HttpServer, yoga: EnvelopedServer, services: Services, limits: WebSocketLimits) {
  const wsServer = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const sockets = createAddressCounter(limits.maxSocketsPerAddress);
  /** The signed-in user behind a socket, once an operation has looked them up. */
  const viewers = new WeakMap<WebSocket, string>();

  const callers = new WeakMap<WebSocket, Caller>();
  function releaseAddress(this: WebSocket) {
    const caller = callers.get(this);
    if (caller) sockets.release(addressKey(caller.address));
    callers.delete(this);
  }
  /** A socket that passed the checks: counted against its address, then served. */
  const accept = (ws: WebSocket, caller: Caller) => {
    if (!sockets.acquire(addressKey(caller.address))) return ws.close(CLOSE_TOO_MANY_SOCKETS, 'Too many connections from your address');
    callers.set(ws, caller);
    ws.on('close', releaseAddress);
    wsServer.emit('connection', ws, caller);
  };

  httpServer.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // An error on a socket nobody listens to would end the process. No closure here
    // keeps `req`: the socket outlives it by hours, and so would its headers.
    socket.on('error', destroySocket);
    try {
      const path = (req.url ?? '/').split('?')[0];
      if (path !== '/graphql') return refuse(socket, 404, 'Not Found');
      if (!originAllowed(req, limits.allowedOrigins, limits.trustProxy)) return refuse(socket, 403, 'Forbidden');
      // The socket keeps what its operations need of the upgrade, not the request itself.
      const caller: Caller = { cookie: req.headers.cookie ?? null, address: clientAddress(req) };
      wsServer.handleUpgrade(req, socket, head, (ws) => accept(ws, caller));
    } catch (error) {
      log('error', 'websocket upgrade failed', { error: String(error) });
      socket.destroy();
    }
  });

  /** The socket's session, looked up once (every operation on it is the same caller). */
  const sessions = new WeakMap<WebSocket, Promise<Viewer | null>>();
  const endedSessions = watchEndedSessions(services.pubsub);
  const contextFor = async (socket: WebSocket, caller: Caller) => {
    let session = sessions.get(socket);
    if (!session) {
      session = viewerFromToken(services.prisma, readCookie(caller.cookie, SESSION_COOKIE));
      sessions.set(socket, session);
      // An open connection keeps its user online: the heartbeat touches them.
      // A socket with a session closes when that session ends, on whichever instance it is ended.
      session.then(
        (viewer) => {
          if (!viewer) return;
          viewers.set(socket, viewer.userId);
          endedSessions.register(viewer.sessionId, socket);
        },
        () => sessions.delete(socket),
      );
    }
    const context = await buildContext(services, { cookieHeader: caller.cookie, ip: caller.address, secure: false, viewer: () => session });
    return yoga.getEnveloped(context).contextFactory();
  };
  const shared = createSharedStreams();
  let sharedPublicContext: Promise<unknown> | undefined;
  const publicContext = () =>
    (sharedPublicContext ??= buildContext(services, { cookieHeader: null, ip: '', secure: false, viewer: async () => null })
      .then((context) => yoga.getEnveloped(context).contextFactory())
      .catch((error: unknown) => {
        sharedPublicContext = undefined;
        throw error;
      }));

  const server = makeServer<Record<string, unknown> | undefined, SocketExtra>({
    // The heartbeat closes sockets that never initialise (live/lean-socket.ts): no timer each.
    connectionInitWaitTimeout: 0,
    onConnect: (ctx) => {
      initialised(ctx.extra.socket);
      liveObserver.emit('connected', ctx.connectionParams);
    },
    // Called once subscribe has returned: the subscriber's queue is on its topic by then
    // (live/pubsub.ts registers it synchronously), so an event published now reaches it.
    onOperation: (ctx, id) => {
      liveObserver.emit('operation', ctx.connectionParams, id);
    },
    execute: (args) => (args.rootValue as { execute: (a: ExecutionArgs) => unknown }).execute(args) as never,
    subscribe: (args) => (args.rootValue as { subscribe: (a: ExecutionArgs) => unknown }).subscribe(args) as never,
    onSubscribe: async (ctx, _id, payload) => {
      // This operation is already counted in ctx.subscriptions.
      if (Object.keys(ctx.subscriptions).length > limits.maxSubscriptionsPerSocket) {
        return [new AppError('RATE_LIMITED', `Too many subscriptions on one connection (at most ${limits.maxSubscriptionsPerSocket})`)];
      }
      try {
        const { caller, socket } = ctx.extra;
        const enveloped = yoga.getEnveloped({});
        // A syntax error (or a document over the token limit) is the caller's: an error for this id.
        const document = enveloped.parse(payload.query);
        const errors = enveloped.validate(enveloped.schema, document);
        if (errors.length > 0) return errors;
        // Only these two stay with the operation (not the parser and validator beside them).
        const { execute, subscribe } = enveloped;
        return {
          schema: enveloped.schema,
          operationName: payload.operationName,
          document,
          variableValues: payload.variables,
          ...(selectsOnlyPublicTypes(enveloped.schema, document)
            ? // Counters and users online read nothing of the viewer: subscribers who ask the
              // same join one shared stream, executed once per event (live/shared-streams.ts).
              {
                contextValue: await publicContext(),
                rootValue: { execute, subscribe: (args: ExecutionArgs) => shared.subscribe(args, subscribe) },
              }
            : {
                contextValue: await contextFor(socket, caller),
                rootValue: { execute, subscribe },
              }),
        };
      } catch (error) {
        return [operationError(error)];
      }
    },
  });
  wsServer.options.handleProtocols = handleProtocols;
  wsServer.on('connection', (socket: WebSocket, caller: Caller) => serveSocket(server, socket, caller));
  const stopHeartbeat = startHeartbeat(wsServer, (socket) => {
    const userId = viewers.get(socket);
    if (userId) services.online.touch(userId);
  }, limits.heartbeatMs);
  return {
    wsServer,
    async close() {
      stopHeartbeat();
      endedSessions.stop();
      for (const client of wsServer.clients) client.close(1012, 'Server restarting');
      await new Promise<void>((resolve) => wsServer.close(() => resolve()));
    },
  };
}

/** What a failed subscribe tells the client: its own mistake as is, anything else logged with an id. */
function operationError(error: unknown): GraphQLError {
  if (error instanceof AppError) return error;
  // graphql's syntax errors and the document limits (graphql-armor) wrap nothing.
  if (error instanceof GraphQLError && !error.originalError) return error;
  if (isDatabaseUnavailable(error)) return unavailable();
  const requestId = randomUUID();
  log('error', 'websocket operation failed', { requestId, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  return new GraphQLError('Unexpected error.', { extensions: { code: 'INTERNAL_SERVER_ERROR', requestId } });
}
