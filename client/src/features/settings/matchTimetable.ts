// The fitting behind 'Match my mosque', loaded only when the user asks for a
// match (dynamic import from MatchMosqueSection). The engine's fit.ts is kept out
// of its index.ts for the same reason: Home's first load does not grow.
import { fitTimetable, parseTimetableText, TimetableError, type TimetableFit, type TimetableProblem } from '@prayer-companion/engine/fit';
import type { PlaceInput } from '@prayer-companion/engine';
import { t } from '../../shared/i18n/i18n.ts';

/** A fit, or why not: `problem` when the timetable itself was refused (said in the user's language), else a message. */
export type MatchResult = { ok: true; fit: TimetableFit; days: number } | { ok: false; message: string; problem?: TimetableProblem };

export function matchTimetable(text: string, name: string, place: PlaceInput): MatchResult {
  try {
    const rows = parseTimetableText(text);
    const fit = fitTimetable(rows, place, { label: name });
    return { ok: true, fit, days: rows.length };
  } catch (error) {
    if (error instanceof TimetableError) return { ok: false, message: error.message, problem: error.problem };
    console.error('matching the timetable failed', error);
    return { ok: false, message: t('match.failed') };
  }
}
