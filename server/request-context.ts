// A request's context, built the same way for every transport: HTTP through
// Yoga, the REST edge (which passes its session look-up) and WebSocket
// operations (live/websocket.ts). Below the edge, so the live transport need
// not import the HTTP server.
import type { Context, Services, Viewer } from './context.ts';
import { viewerFromToken } from './auth/session.ts';
import { SESSION_COOKIE, SESSION_MAX_AGE_MS, readCookie } from './auth/cookies.ts';

/** Largest request body any transport reads (GraphQL, REST, analytics). */
export const MAX_BODY_BYTES = 64 * 1024;

/** What the transport knows about the caller: cookie header, address, and how to set cookies. */
export interface TransportContext {
  cookieHeader: string | null;
  ip: string;
  secure: boolean;
  request?: Request;
  /** The session's viewer when the caller already looked it up (the REST edge): no second query. */
  viewer?: () => Promise<Viewer | null>;
}

export async function buildContext(services: Services, transport: TransportContext): Promise<Context> {
  const viewer = transport.viewer
    ? await transport.viewer()
    : await viewerFromToken(services.prisma, readCookie(transport.cookieHeader, SESSION_COOKIE));
  if (viewer) services.online.touch(viewer.userId);
  const store = transport.request?.cookieStore;
  return {
    ...services,
    viewer,
    ip: transport.ip,
    cookies: {
      async set(token) {
        await store?.set({
          name: SESSION_COOKIE,
          value: token,
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: transport.secure,
          expires: Date.now() + SESSION_MAX_AGE_MS,
          domain: null,
        });
      },
      async clear() {
        await store?.delete({ name: SESSION_COOKIE, path: '/' });
      },
    },
  };
}

