// The spec's screens exist twice: at / and under the private link /u/{linkId}.
// Links inside the app keep whichever prefix the current URL has. Parsed from
// the path (not route params) so layout components above the routes see it.
// Public pages (the mosque pages under /m: list, page, prayer-hall screen, admin, new) are
// meant to be shared, so they never carry the prefix (issue 40 item 1): a shared address
// must not hand the sharer's space to everyone who opens it (decisions.md 2).
import { useLocation } from 'react-router-dom';

const PRIVATE_LINK = /^\/u\/([A-Za-z0-9-]+)(?=\/|$)/;

export function linkIdFromPath(pathname: string): string | null {
  return PRIVATE_LINK.exec(pathname)?.[1] ?? null;
}

/** The path after the private-link prefix: '/u/abc/ummah' → '/ummah'. */
export function pathWithoutPrefix(pathname: string): string {
  return pathname.replace(PRIVATE_LINK, '') || '/';
}

/** A page meant to be shared: never under /u/{linkId}. Takes a path without the prefix. */
export function isPublicPath(path: string): boolean {
  return path === '/m' || path.startsWith('/m/');
}

export function useLinkId(): string | null {
  return linkIdFromPath(useLocation().pathname);
}

/** A path of the app under the current prefix: '/ummah' → '/u/abc/ummah'; a public page's path as it is. */
export function usePrefixedPath(path: string): string {
  const linkId = useLinkId();
  if (!linkId || isPublicPath(path)) return path;
  return path === '/' ? `/u/${linkId}` : `/u/${linkId}${path}`;
}
