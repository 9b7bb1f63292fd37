// Mounted once under the identity gate: feeds the tracker with the user, page
// views, clicks on [data-track] elements (one delegated listener), the 60 s
// engagement tick, and sends everything by sendBeacon when the page is hidden
// or closed. Renders nothing.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useCurrentUser } from '../../entities/users/CurrentUserContext.tsx';
import { publicPath } from './eventProps.ts';
import {
  endPage,
  flushOnHide,
  resumePage,
  setTrackedUser,
  setTrackingEnabled,
  trackClick,
  trackEngagement,
  trackPageView,
} from './tracker.ts';
import { useTrackingConsent } from './useTrackingConsent.ts';

export const ENGAGEMENT_INTERVAL_MS = 60_000;

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target.closest('[data-track]') : null;
  const name = target?.getAttribute('data-track');
  if (name) trackClick(name);
}

export function AnalyticsTracker() {
  const { user, signingIn } = useCurrentUser();
  const { pathname } = useLocation();
  const consent = useTrackingConsent();
  // Nothing is recorded for the moment a first visit's account is being created.
  const allowed = consent.allowed && !signingIn;
  const lastPath = useRef<string | null>(null);
  const pathRef = useRef(pathname);

  // The user first, so milestones are remembered under the right id.
  useEffect(() => setTrackedUser(user.id, user.email), [user.id, user.email]);
  useEffect(() => {
    setTrackingEnabled(allowed);
    if (!allowed) lastPath.current = null;
  }, [allowed]);

  useEffect(() => {
    pathRef.current = pathname;
    // /u/{linkId}/x and /x are the same screen: the redirect to the private link is not a new view.
    if (!allowed || lastPath.current === publicPath(pathname)) return;
    lastPath.current = publicPath(pathname);
    trackPageView(pathname);
  }, [pathname, allowed]);

  useEffect(() => {
    if (!allowed) return;
    let hidden = false;
    const hide = () => {
      if (!hidden) {
        hidden = true;
        endPage();
        trackEngagement();
      }
      flushOnHide();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') return hide();
      hidden = false;
      resumePage(pathRef.current);
    };
    const tick = setInterval(trackEngagement, ENGAGEMENT_INTERVAL_MS);
    document.addEventListener('click', onClick, { capture: true });
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', hide);
    return () => {
      clearInterval(tick);
      document.removeEventListener('click', onClick, { capture: true });
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', hide);
    };
  }, [allowed]);

  return null;
}
