// A request's context, built the same way for every transport: HTTP through
// Yoga, the REST edge (which passes its session look-up) and WebSocket
// operations (live/ws-endpoint.ts). Below the edge, so the live transport need
// not import the HTTP server.
import type { Context, Services, SessionCookieJar, Viewer } from './context.ts';
import { viewerFromToken } from './auth/session.ts';
import { SESSION_COOKIE, clearedSessionCookie, readCookie, sessionCookie } from './auth/cookies.ts';
import { publishAfterResponse, type AfterResponse } from './domain/events/after-response.ts';

/** Largest request body any transport reads (GraphQL, REST, analytics). */
export const MAX_BODY_BYTES = 64 * 1024;

/** What the transport knows about the caller: cookie header, address, and how to set cookies. */
export interface TransportContext {
  cookieHeader: string | null;
  ip: string;
  /** Whether the session cookie gets Secure (the caller came over https). */
  secure?: boolean;
  /** Where the session cookie goes when the transport has no cookie store (the REST edge). */
  cookies?: SessionCookieJar;
  request?: Request;
  /** The session's viewer when the caller already looked it up (the REST edge): no second query. */
  viewer?: () => Promise<Viewer | null>;
  /** An HTTP request's: its events are published once its response has gone out. */
  afterResponse?: AfterResponse;
}

export async function buildContext(services: Services, transport: TransportContext): Promise<Context> {
  const viewer = transport.viewer
    ? await transport.viewer()
    : await viewerFromToken(services.prisma, readCookie(transport.cookieHeader, SESSION_COOKIE));
  if (viewer) services.online.touch(viewer.userId);
  const store = transport.request?.cookieStore;
  return {
    ...services,
    pubsub: transport.afterResponse ? publishAfterResponse(services.pubsub, transport.afterResponse) : services.pubsub,
    viewer,
    ip: transport.ip,
    cookies: transport.cookies ?? (store ? cookieJar(store, transport.secure ?? false) : NO_COOKIES),
  };
}

/** A WebSocket operation has no response to set cookies on (one shared jar for all of them). */
const NO_COOKIES: SessionCookieJar = { set: async () => undefined, clear: async () => undefined };

function cookieJar(store: NonNullable<Request['cookieStore']>, secure: boolean): SessionCookieJar {
  return {
    set: (token) => store.set(sessionCookie(token, secure)),
    clear: () => store.set(clearedSessionCookie()),
  };
}

