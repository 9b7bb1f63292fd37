// Whether a request may have been started by a page of another site. A link that signs the
// browser in must not do so on such a request (login CSRF, issue 40 item 3).
// - Fetch Metadata, sent by every current browser: 'cross-site', and 'same-site' too (a sibling
//   subdomain is not this app). 'none' is the user's own act (address bar, bookmark, mail app).
// - A browser that sends no Fetch Metadata (Safari before 16.4, some in-app web views) cannot
//   say where a navigation came from, so a page navigation from it (it asks for HTML) counts as
//   another site's too. A request with neither is a non-browser client or a script's fetch
//   (`Accept: */*`), which has no victim's cookie jar to move.
import type { IncomingMessage } from 'node:http';

export function fromAnotherSite(req: IncomingMessage): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site === undefined) return /\btext\/html\b/i.test(req.headers.accept ?? '');
  return site === 'cross-site' || site === 'same-site';
}
