// This visit's counters for the engagement score. Kept in session storage so a
// reload or the redirect to the private link continues the visit; the
// prior-visit flag comes from local storage (any earlier visit in this browser).
import { readJson, readString, writeJson, writeString } from '../../shared/storage/safeStorage.ts';
import { CORE_FEATURES, engagementLevel, engagementScore, type CoreFeature } from './engagement.ts';

const SESSION_KEY = 'analytics:visit';
const VISITED_KEY = 'analytics:visited';

export interface VisitState {
  startedAt: number;
  pages: number;
  interactions: number;
  features: CoreFeature[];
  priorVisit: boolean;
  deepSent: boolean;
}

export function loadVisit(now = Date.now()): VisitState {
  const saved = readJson<VisitState>(SESSION_KEY, 'session');
  if (saved && typeof saved.startedAt === 'number') return saved;
  const visit: VisitState = {
    startedAt: now,
    pages: 0,
    interactions: 0,
    features: [],
    priorVisit: readString(VISITED_KEY) === '1',
    deepSent: false,
  };
  writeString(VISITED_KEY, '1');
  saveVisit(visit);
  return visit;
}

export function saveVisit(visit: VisitState): void {
  writeJson(SESSION_KEY, visit, 'session');
}

export function isCoreFeature(feature: string): feature is CoreFeature {
  return (CORE_FEATURES as readonly string[]).includes(feature);
}

export const visitSeconds = (visit: VisitState, now = Date.now()) => Math.max(0, Math.round((now - visit.startedAt) / 1000));

/** The props of an 'engagement' event: the score, its level and what it is made of. */
export function engagementProps(visit: VisitState, now = Date.now()) {
  const seconds = visitSeconds(visit, now);
  const score = engagementScore({
    pagesViewed: visit.pages,
    seconds,
    featuresUsed: visit.features.length,
    priorVisit: visit.priorVisit,
  });
  return {
    score,
    level: engagementLevel(score),
    pages: visit.pages,
    seconds,
    features: visit.features.length,
    prior_visit: visit.priorVisit,
  };
}
