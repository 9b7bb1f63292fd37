// Every screen exists twice: at / and under the private link /u/{linkId}.
// Links inside the app keep whichever prefix the current URL has. Parsed from
// the path (not route params) so layout components above the routes see it.
import { useLocation } from 'react-router-dom';

const PRIVATE_LINK = /^\/u\/([A-Za-z0-9-]+)(?=\/|$)/;

export function linkIdFromPath(pathname: string): string | null {
  return PRIVATE_LINK.exec(pathname)?.[1] ?? null;
}

/** The path after the private-link prefix: '/u/abc/ummah' → '/ummah'. */
export function pathWithoutPrefix(pathname: string): string {
  return pathname.replace(PRIVATE_LINK, '') || '/';
}

export function useLinkId(): string | null {
  return linkIdFromPath(useLocation().pathname);
}

/** A path of the app under the current prefix: '/ummah' → '/u/abc/ummah'. */
export function usePrefixedPath(path: string): string {
  const linkId = useLinkId();
  if (!linkId) return path;
  return path === '/' ? `/u/${linkId}` : `/u/${linkId}${path}`;
}
