// The fitting behind 'Match my mosque', loaded only when the user asks for a
// match (dynamic import from MatchMosqueSection). prayer/fit.ts is kept out
// of prayer/index.ts for the same reason: Home's first load does not grow.
import { fitTimetable, parseTimetableText, TimetableError, type TimetableFit } from '../../prayer/fit.ts';
import type { PlaceInput } from '../../prayer/index.ts';
import { t } from '../../shared/i18n/i18n.ts';

export type MatchResult = { ok: true; fit: TimetableFit; days: number } | { ok: false; message: string };

export function matchTimetable(text: string, name: string, place: PlaceInput): MatchResult {
  try {
    const rows = parseTimetableText(text);
    const fit = fitTimetable(rows, place, { label: name });
    return { ok: true, fit, days: rows.length };
  } catch (error) {
    if (error instanceof TimetableError) return { ok: false, message: error.message };
    console.error('matching the timetable failed', error);
    return { ok: false, message: t('match.failed') };
  }
}
