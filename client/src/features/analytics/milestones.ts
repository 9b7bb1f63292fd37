// Milestones happen once per user: the ones already sent are remembered in
// local storage under the user's id (another user of this browser has their own).
import { readJson, writeJson } from '../../shared/storage/safeStorage.ts';

export const MILESTONES = [
  'first_prayer_ticked',
  'full_day',
  'streak_7',
  'first_request',
  'first_dua',
  'first_reflection',
  'email_connected',
] as const;
export type Milestone = (typeof MILESTONES)[number];

const key = (userId: string) => `analytics:milestones:${userId || 'guest'}`;

/** True the first time for this user (and remembers it), false afterwards. */
export function claimMilestone(userId: string, milestone: Milestone): boolean {
  const reached = readJson<string[]>(key(userId)) ?? [];
  if (reached.includes(milestone)) return false;
  writeJson(key(userId), [...reached, milestone]);
  return true;
}
