// The private link the spec's screens go under (decisions.md 2): the address bar's, or, on a
// public page that carries none (issue 40 item 1), the signed-in space's own, so that leaving
// a mosque page for a tab lands on /u/{linkId}/… as the spec's routes do.
import { useContext } from 'react';
import { useLocation } from 'react-router-dom';
import { isPublicPath, linkIdFromPath, pathWithoutPrefix } from '../../shared/routing/linkPrefix.ts';
import { CurrentUserContext } from './CurrentUserContext.tsx';

export function useSpaceLinkId(): string | null {
  const { pathname } = useLocation();
  const current = useContext(CurrentUserContext);
  const fromUrl = linkIdFromPath(pathname);
  if (fromUrl) return fromUrl;
  return isPublicPath(pathWithoutPrefix(pathname)) && current?.user.linkId ? current.user.linkId : null;
}
