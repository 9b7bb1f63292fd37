// Where a mosque's adhan times come from (issue 33): a method or authority preset,
// or its published timetable, fitted as 'Match my mosque' does (table-fit.ts), on the
// fitting thread (fit-pool.ts: issue 40 item 6).
import {
  CALC_METHOD_VALUES,
  CUSTOM_METHOD,
  MADHABS,
  settingsWith,
} from '@prayer-companion/engine';
import { badInput } from '../../errors.ts';
import type { PlaceFields } from './checks.ts';
import { fitOffThread } from './fit-pool.ts';
import type { TimesSource } from './table-fit.ts';

export type { TimesSource };

export interface TimesChoice {
  /** A calc_method value or authority preset id (not 'Custom'). */
  method?: string | null;
  madhab?: string | null;
  /** A pasted timetable (CSV or text, as 'Match my mosque' reads it). */
  timetable?: string | null;
}

async function fromTable(text: string, place: PlaceFields, label: string): Promise<TimesSource> {
  const fit = await fitOffThread(text, place, label);
  if ('problem' in fit) throw badInput(fit.problem, 'timetable');
  return fit.source;
}

function fromPreset(method: string | null | undefined, madhab: string | null | undefined, place: PlaceFields): TimesSource {
  if (method && (method === CUSTOM_METHOD || !(CALC_METHOD_VALUES as readonly string[]).includes(method))) {
    throw badInput('method must be a calculation method or an authority preset', 'method');
  }
  if (madhab && !MADHABS.some((m) => m.value === madhab)) throw badInput('madhab must be Shafi or Hanafi', 'madhab');
  const prayerSettings = settingsWith({ calc_method: method, madhab }, { countryCode: place.countryCode, latitude: place.latitude, longitude: place.longitude });
  return { prayerSettings, timetable: null };
}

/** A pasted table wins over a preset; with neither, the place's own default. */
export async function timesSource(choice: TimesChoice, place: PlaceFields, name: string): Promise<TimesSource> {
  if (choice.timetable && choice.timetable.trim()) return fromTable(choice.timetable, place, name);
  return fromPreset(choice.method, choice.madhab, place);
}
