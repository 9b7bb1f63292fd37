// Engagement measures of spec section 9, as pure functions so their edges are
// unit-tested (tests/analytics/engagement.test.ts).
//
// score = min(pages × 5, 25) + min(seconds / 10, 25) + min(features / 5 × 25, 25) + (25 if a prior visit)
// The spec's "features used of 5 x25" is read as the share of the five core
// features used (prayers, ummah, duas, reflections, qibla) times 25, capped at 25.

export const CORE_FEATURES = ['prayers', 'ummah', 'duas', 'reflections', 'qibla'] as const;
export type CoreFeature = (typeof CORE_FEATURES)[number];

export interface EngagementInput {
  pagesViewed: number;
  seconds: number;
  /** Distinct core features used in this session. */
  featuresUsed: number;
  priorVisit: boolean;
}

export type EngagementLevel = 'minimal' | 'low' | 'medium' | 'high';
export type TimeOnPageBand = 'bounce' | 'low' | 'medium' | 'high';

const part = (value: number) => Math.min(Math.max(value, 0), 25);

/** 0 to 100, rounded to a whole number. */
export function engagementScore({ pagesViewed, seconds, featuresUsed, priorVisit }: EngagementInput): number {
  const features = Math.min(featuresUsed, CORE_FEATURES.length);
  const score =
    part(pagesViewed * 5) + part(seconds / 10) + part((features / CORE_FEATURES.length) * 25) + (priorVisit ? 25 : 0);
  return Math.round(score);
}

/** minimal up to 25, low above 25, medium above 50, high above 75. */
export function engagementLevel(score: number): EngagementLevel {
  if (score > 75) return 'high';
  if (score > 50) return 'medium';
  if (score > 25) return 'low';
  return 'minimal';
}

/** bounce under 10 s, low under 30, medium under 120, else high. */
export function timeOnPageBand(seconds: number): TimeOnPageBand {
  if (seconds < 10) return 'bounce';
  if (seconds < 30) return 'low';
  if (seconds < 120) return 'medium';
  return 'high';
}

export const DEEP_INTERACTIONS = 3;
export const DEEP_SECONDS = 30;

/** Deep engagement: at least 3 interactions and 30 seconds. */
export function isDeepEngagement(interactions: number, seconds: number): boolean {
  return interactions >= DEEP_INTERACTIONS && seconds >= DEEP_SECONDS;
}
