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
import { useServer } from 'graphql-ws/use/ws';
import { GraphQLError, type ExecutionArgs } from 'graphql';
import type { Context, Services } from '../context.ts';
import type { YogaServerInstance } from 'graphql-yoga';
import { buildContext } from '../request-context.ts';
import { clientAddress } from '../ops/address.ts';
import { log } from '../ops/log.ts';
import { originAllowed } from '../security/origin.ts';
import { AppError, isDatabaseUnavailable, unavailable } from '../errors.ts';
import { createAddressCounter } from './limits.ts';

export interface WebSocketLimits {
  allowedOrigins: readonly string[];
  trustProxy: boolean;
  maxSubscriptionsPerSocket: number;
  maxSocketsPerAddress: number;
}

/** Close code for 'too many sockets from your address' (4429, like HTTP's 429). */
export const CLOSE_TOO_MANY_SOCKETS = 4429;

/** Answers an upgrade we will not take with a plain HTTP response, then drops the socket. */
function refuse(socket: Duplex, status: number, reason: string) {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${reason.length}\r\n\r\n${reason}`);
}

/** What the socket needs of the GraphQL server: its enveloped execute and subscribe (the edge is not imported). */
type EnvelopedServer = Pick<YogaServerInstance<Record<string, unknown>, Context>, 'getEnveloped'>;

export function attachWebSocket(httpServer: HttpServer, yoga: EnvelopedServer, services: Services, limits: WebSocketLimits) {
  const wsServer = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const sockets = createAddressCounter(limits.maxSocketsPerAddress);

  httpServer.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // An error on a socket nobody listens to would end the process.
    socket.on('error', () => socket.destroy());
    try {
      const path = (req.url ?? '/').split('?')[0];
      if (path !== '/graphql') return refuse(socket, 404, 'Not Found');
      if (!originAllowed(req, limits.allowedOrigins, limits.trustProxy)) return refuse(socket, 403, 'Forbidden');
      wsServer.handleUpgrade(req, socket, head, (ws) => {
        const address = clientAddress(req);
        if (!sockets.acquire(address)) return ws.close(CLOSE_TOO_MANY_SOCKETS, 'Too many connections from your address');
        ws.once('close', () => sockets.release(address));
        wsServer.emit('connection', ws, req);
      });
    } catch (error) {
      log('error', 'websocket upgrade failed', { error: String(error) });
      socket.destroy();
    }
  });

  const disposable = useServer(
    {
      execute: (args) => (args.rootValue as { execute: (a: ExecutionArgs) => unknown }).execute(args) as never,
      subscribe: (args) => (args.rootValue as { subscribe: (a: ExecutionArgs) => unknown }).subscribe(args) as never,
      onSubscribe: async (ctx, _id, payload) => {
        // This operation is already counted in ctx.subscriptions.
        if (Object.keys(ctx.subscriptions).length > limits.maxSubscriptionsPerSocket) {
          return [new AppError('RATE_LIMITED', `Too many subscriptions on one connection (at most ${limits.maxSubscriptionsPerSocket})`)];
        }
        try {
          const request = ctx.extra.request;
          const context = await buildContext(services, {
            cookieHeader: request.headers.cookie ?? null,
            ip: clientAddress(request),
            secure: false,
          });
          const enveloped = yoga.getEnveloped({ ...context, req: request, socket: ctx.extra.socket, params: payload });
          // A syntax error (or a document over the token limit) is the caller's: an error for this id.
          const document = enveloped.parse(payload.query);
          const errors = enveloped.validate(enveloped.schema, document);
          if (errors.length > 0) return errors;
          const userId = context.viewer?.userId;
          if (userId) keepOnline(ctx.extra.socket, () => services.online.touch(userId));
          return {
            schema: enveloped.schema,
            operationName: payload.operationName,
            document,
            variableValues: payload.variables,
            contextValue: await enveloped.contextFactory(),
            rootValue: { execute: enveloped.execute, subscribe: enveloped.subscribe },
          };
        } catch (error) {
          return [operationError(error)];
        }
      },
    },
    wsServer,
  );
  return {
    wsServer,
    async close() {
      for (const client of wsServer.clients) client.close(1012, 'Server restarting');
      await disposable.dispose();
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

const touching = new WeakSet<object>();

function keepOnline(socket: Pick<WebSocket, 'once'>, touch: () => void) {
  if (touching.has(socket)) return;
  touching.add(socket);
  touch();
  const timer = setInterval(touch, 60_000);
  timer.unref();
  socket.once('close', () => clearInterval(timer));
}
