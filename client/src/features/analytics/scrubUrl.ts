// The one place where addresses are made safe for analytics (issue 40 item 5), for our own
// events and for PostHog's alike (its $current_url, $pathname, $referrer, $initial_… and
// $session_entry_… properties). What is a capability or says too much never leaves:
// - a fragment (a mosque admin's token, a mailed link's token): dropped;
// - the private-link prefix /u/{linkId} (decisions.md 2): dropped, the page's path stays;
// - a mosque's admin path /m/{slug}/admin: becomes /m/:slug/admin (which mosque a browser
//   administers is nobody's business);
// - a `token` query parameter: dropped.

const PRIVATE_LINK_PREFIX = /^\/u\/[^/?#]+/;
const ADMIN_PATH = /^\/m\/[^/?#]+\/admin(?=\/|$)/;
/** A private link or an admin path inside other text (a title, a referrer without a scheme). */
const EMBEDDED_LINK = /\/u\/[A-Za-z0-9-]+/g;
const EMBEDDED_ADMIN = /\/m\/[^/?#\s"]+\/admin/g;
const EMBEDDED_FRAGMENT = /#[^\s"]*/g;

/** A path of the app as analytics may see it: '/u/abc/m/x/admin' → '/m/:slug/admin'. */
export function scrubPath(pathname: string): string {
  const rest = pathname.replace(PRIVATE_LINK_PREFIX, '') || '/';
  return rest.replace(ADMIN_PATH, '/m/:slug/admin');
}

function scrubQuery(search: URLSearchParams): string {
  search.delete('token');
  const query = search.toString();
  return query ? `?${query}` : '';
}

/** Any string an event carries: addresses made safe whole, other text cleared of links. */
export function scrubText(value: string): string {
  if (/^https?:\/\//i.test(value)) {
    try {
      const url = new URL(value);
      return `${url.origin}${scrubPath(url.pathname)}${scrubQuery(url.searchParams)}`;
    } catch {
      // not a URL after all: cleaned as text below
    }
  }
  if (value.startsWith('/')) {
    const [beforeFragment = ''] = value.split('#');
    const [path = '/', query = ''] = beforeFragment.split('?');
    return `${scrubPath(path)}${scrubQuery(new URLSearchParams(query))}`;
  }
  return value.replace(EMBEDDED_LINK, '').replace(EMBEDDED_ADMIN, '/m/:slug/admin').replace(EMBEDDED_FRAGMENT, '');
}

/** Every string in an event's properties, however deep. */
export function scrubAll<T>(value: T): T {
  if (typeof value === 'string') return scrubText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => scrubAll(item)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubAll(v)])) as T;
  }
  return value;
}
