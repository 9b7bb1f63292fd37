// Which GraphQL results mean a feature was used or a milestone reached. Keyed by
// the schema's root fields (stable), not by the screens' operation names, so the
// screens need no tracking code of their own.
import type { Milestone } from './milestones.ts';

export interface OperationEffect {
  feature?: string;
  milestone?: Milestone;
}

export const MUTATION_EFFECTS: Record<string, OperationEffect> = {
  completePrayer: { feature: 'prayers', milestone: 'first_prayer_ticked' },
  createPost: { feature: 'ummah', milestone: 'first_request' },
  interact: { feature: 'ummah' },
  addComment: { feature: 'ummah' },
  createDua: { feature: 'duas', milestone: 'first_dua' },
  likeDua: { feature: 'duas' },
  saveReflection: { feature: 'reflections', milestone: 'first_reflection' },
  connectEmail: { feature: 'email', milestone: 'email_connected' },
  updateProfile: { feature: 'settings' },
};

interface Stats {
  streak?: unknown;
  todayCompleted?: unknown;
  todayTotal?: unknown;
}

/** A full day (all of today's prayers) and a 7-day streak, read from prayerStats. */
export function statsMilestones(stats: Stats | null | undefined): Milestone[] {
  if (!stats) return [];
  const out: Milestone[] = [];
  const total = typeof stats.todayTotal === 'number' ? stats.todayTotal : 5;
  if (typeof stats.todayCompleted === 'number' && total > 0 && stats.todayCompleted >= total) out.push('full_day');
  if (typeof stats.streak === 'number' && stats.streak >= 7) out.push('streak_7');
  return out;
}
