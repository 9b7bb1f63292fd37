// graphql-ws on the same /graphql path. Each operation runs through Yoga's envelop
// (same schema, plugins and context rules); the session comes from the upgrade
// request's cookie. An open connection keeps its user 'online' (decisions.md 14).
import type { Server as HttpServer } from 'node:http';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import type { ExecutionArgs } from 'graphql';
import type { Services } from '../context.ts';
import { buildContext, type GraphQLServer } from '../yoga.ts';
import { clientAddress } from '../ops/address.ts';

export function attachWebSocket(httpServer: HttpServer, yoga: GraphQLServer, services: Services) {
  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql', maxPayload: 64 * 1024 });
  const disposable = useServer(
    {
      execute: (args) => (args.rootValue as { execute: (a: ExecutionArgs) => unknown }).execute(args) as never,
      subscribe: (args) => (args.rootValue as { subscribe: (a: ExecutionArgs) => unknown }).subscribe(args) as never,
      onSubscribe: async (ctx, _id, payload) => {
        const request = ctx.extra.request;
        const context = await buildContext(services, {
          cookieHeader: request.headers.cookie ?? null,
          ip: clientAddress(request),
          secure: false,
        });
        const enveloped = yoga.getEnveloped({ ...context, req: request, socket: ctx.extra.socket, params: payload });
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

const touching = new WeakSet<object>();

function keepOnline(socket: { once(event: 'close', fn: () => void): void }, touch: () => void) {
  if (touching.has(socket)) return;
  touching.add(socket);
  touch();
  const timer = setInterval(touch, 60_000);
  timer.unref();
  socket.once('close', () => clearInterval(timer));
}
