// Whether a request was started by a page of another site (Fetch Metadata, sent by every
// current browser). A link that signs the browser in must not do so on such a request
// (login CSRF, issue 40 item 3). 'same-site' counts as another site too: a sibling
// subdomain is not this app. 'none' is the user's own act (address bar, bookmark, mail
// app), and no header at all is a non-browser client, which has no victim's cookie jar.
import type { IncomingMessage } from 'node:http';

export function fromAnotherSite(req: IncomingMessage): boolean {
  const site = req.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}
