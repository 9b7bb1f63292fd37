// The session cookie jar of a REST request: operations run in process (rest/graphql.ts)
// have no cookie store, so what they set becomes Set-Cookie lines on the REST response,
// with the same attributes as on /graphql.
import { getCookieString } from '@whatwg-node/cookie-store';
import type { SessionCookieJar } from '../../context.ts';
import { clearedSessionCookie, sessionCookie } from '../../auth/cookies.ts';

export function restCookieJar(setCookies: string[], secure: boolean): SessionCookieJar {
  return {
    set: async (token) => void setCookies.push(getCookieString(sessionCookie(token, secure))),
    clear: async () => void setCookies.push(getCookieString(clearedSessionCookie())),
  };
}
