// The one tracker of the app. Screens and the Apollo link call these functions;
// every event goes to our server (batched) and, when configured, to PostHog.
// When analytics are not allowed (settings switch, GPC, DNT) every call is a
// no-op: nothing is queued, fetched, beaconed or loaded.
import { readCampaignParams } from '../../shared/campaign/campaignParams.ts';
import { isDeepEngagement, timeOnPageBand } from './engagement.ts';
import { cleanProps, isEventName, publicPath } from './eventProps.ts';
import { createEventQueue } from './eventQueue.ts';
import { claimMilestone, type Milestone } from './milestones.ts';
import {
  loadPosthog,
  posthogCapture,
  posthogIdentify,
  posthogNotConfigured,
  posthogOptIn,
  posthogOptOut,
} from './posthogBridge.ts';
import { posthogSettings } from './remoteConfig.ts';
import { engagementProps, isCoreFeature, loadVisit, saveVisit, visitSeconds, type VisitState } from './visitSession.ts';

const queue = createEventQueue(() => readCampaignParams() as Record<string, string>);
let enabled = false;
// Until the tracker's component first says whether tracking is allowed (it mounts once the
// Apollo Client has come, AppLayout.tsx), a result's feature use or milestone waits here
// rather than being lost; it is replayed if tracking is allowed, else dropped.
let decided = false;
const EARLY_MAX = 20;
let early: (() => void)[] = [];
let visit: VisitState | null = null;
let user = { id: '', email: null as string | null };
let page: { path: string; since: number } | null = null;

function emit(name: string, props: Record<string, unknown> = {}): void {
  if (!enabled || !isEventName(name)) return;
  const clean = cleanProps(props);
  queue.push({ name, props: clean, occurredAt: new Date().toISOString() });
  posthogCapture(name, clean);
  if (import.meta.env.DEV) console.debug('[analytics]', name, clean);
}

function interacted(): void {
  if (!visit) return;
  visit.interactions += 1;
  checkDeepEngagement();
}

function checkDeepEngagement(): void {
  if (!visit || visit.deepSent || !isDeepEngagement(visit.interactions, visitSeconds(visit))) return;
  visit.deepSent = true;
  saveVisit(visit);
  emit('deep_engagement', { interactions: visit.interactions, seconds: visitSeconds(visit) });
}

/** Switches everything on or off (consent changed); off forgets what was queued. */
export function setTrackingEnabled(on: boolean): void {
  const waiting = decided ? [] : early;
  decided = true;
  early = [];
  if (on === enabled) return;
  enabled = on;
  if (!on) {
    queue.stop();
    queue.clear();
    posthogOptOut();
    return;
  }
  visit = loadVisit();
  queue.start();
  posthogOptIn();
  void posthogSettings().then((settings) => {
    if (!settings) return posthogNotConfigured();
    if (!enabled) return;
    void loadPosthog(settings).then(() => posthogIdentify(user.id, user.email));
  });
  for (const replay of waiting) replay();
}

/** Keeps a call for when tracking is decided; true when it was kept. */
function heldUntilDecided(call: () => void): boolean {
  if (decided) return false;
  if (early.length < EARLY_MAX) early.push(call);
  return true;
}

export function setTrackedUser(id: string, email: string | null): void {
  user = { id, email };
  if (enabled) posthogIdentify(id, email);
}

/** A screen was shown (route change). Ends the previous page's time. */
export function trackPageView(pathname: string): void {
  if (!enabled || !visit) return;
  endPage();
  const path = publicPath(pathname);
  page = { path, since: Date.now() };
  visit.pages += 1;
  saveVisit(visit);
  emit('page_view', { path });
  if (path === '/compass') trackFeature('qibla');
}

/** Time on the current page (bands of spec section 9), when it ends or is hidden. */
export function endPage(): void {
  if (!page) return;
  const seconds = Math.round((Date.now() - page.since) / 1000);
  emit('time_on_page', { path: page.path, seconds, band: timeOnPageBand(seconds) });
  page = null;
}

/** The page is visible again after being hidden: its time starts anew. */
export function resumePage(pathname: string): void {
  if (enabled && !page) page = { path: publicPath(pathname), since: Date.now() };
}

export function trackClick(target: string): void {
  emit('click', { target });
  interacted();
}

export function trackFeature(feature: string): void {
  if (heldUntilDecided(() => trackFeature(feature)) || !enabled || !visit) return;
  emit('feature_used', { feature });
  if (isCoreFeature(feature) && !visit.features.includes(feature)) visit.features.push(feature);
  saveVisit(visit);
  interacted();
}

export function trackMilestone(milestone: Milestone): void {
  if (heldUntilDecided(() => trackMilestone(milestone)) || !enabled || !claimMilestone(user.id, milestone)) return;
  emit('milestone', { milestone });
}

/** Every 60 s (spec section 9 timers) and when the page is hidden. */
export function trackEngagement(): void {
  if (!enabled || !visit) return;
  const props = engagementProps(visit);
  emit('session_length', { seconds: props.seconds });
  emit('engagement', props);
  checkDeepEngagement();
}

/** The page is hidden or closing: send everything now with sendBeacon. */
export function flushOnHide(): void {
  if (enabled) queue.flushWithBeacon();
}
