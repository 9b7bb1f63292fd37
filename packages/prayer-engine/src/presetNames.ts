// The English names of the calculation methods and authority presets, and whose times a
// user's are, in English ('JAKIM e-solat · 99% within 2 min'): for the server, the scripts
// and the reports (docs/accuracy.md). The browser names the methods and authorities from its
// catalogs (method.<id>, authority.<id>) and reaches this file only from its lazy screens, so
// Home's first load does not carry the names (as measurements.ts). Its own entry point,
// '@prayer-companion/engine/presetNames': index.ts re-exports its types, none of its values.
import { AUTHORITY_PRESETS, presetById, type AuthorityPreset, type PresetId } from './presets.ts';
import { fittedName, timesMatch, type TimesMatch } from './source.ts';
import { CUSTOM_METHOD, SPEC_CALC_METHODS, type ListedMethod, type PrayerSettings } from './types.ts';

export interface PresetName {
  /** Shown in the method select. */
  readonly label: string;
  /** Who publishes the times this preset follows. */
  readonly authority: string;
}

/** Each preset's names, by its id (presets.ts). */
export const PRESET_NAMES: { readonly [id in PresetId]: PresetName } = {
  JAKIM: { label: 'JAKIM (Malaysia)', authority: 'JAKIM e-solat' },
  Kemenag: { label: 'Kemenag (Indonesia)', authority: 'Kementerian Agama RI (Kemenag)' },
  AwqafUAE: { label: 'Awqaf (UAE)', authority: 'UAE General Authority of Islamic Affairs and Endowments (Awqaf)' },
  AwqafQatar: { label: 'Awqaf (Qatar)', authority: 'Qatar Ministry of Endowments and Islamic Affairs (Awqaf)' },
  Habous: { label: 'Habous (Morocco)', authority: 'Ministry of Habous and Islamic Affairs, Morocco' },
  LondonUnifiedTimetable: { label: 'London Unified Prayer Timetable', authority: 'London Unified Prayer Timetable (East London Mosque, London Central Mosque)' },
  IslamicCouncilNorway: { label: 'Islamic Council Norway (IRN)', authority: 'Islamic Council Norway (Islamsk Råd Norge)' },
  MUIS: { label: 'MUIS (Singapore)', authority: 'Majlis Ugama Islam Singapura (MUIS)' },
  AlgeriaMARW: { label: 'Religious Affairs and Wakfs (Algeria)', authority: 'Ministry of Religious Affairs and Wakfs, Algeria (MARW)' },
  TunisiaINM: { label: 'Institut National de la Météorologie (Tunisia)', authority: 'Institut National de la Météorologie, Tunisia (times published with the Mufti of the Republic)' },
  JordanAwqaf: { label: 'Awqaf (Jordan)', authority: 'Ministry of Awqaf, Islamic Affairs and Holy Places, Jordan' },
  BruneiMORA: { label: 'Religious Affairs (Brunei)', authority: 'Ministry of Religious Affairs, Brunei Darussalam (Kementerian Hal Ehwal Ugama)' },
  BahrainIslamicAffairs: { label: 'Islamic Affairs (Bahrain)', authority: 'Ministry of Justice, Islamic Affairs and Waqf, Bahrain' },
  OmanMARA: { label: 'MARA (Oman)', authority: 'Oman Ministry of Endowments and Religious Affairs (MARA)' },
  CaucasusMuslimsBoard: { label: 'Caucasus Muslims Board (Azerbaijan)', authority: 'Caucasus Muslims Board (Qafqaz Müsəlmanları İdarəsi), Azerbaijan' },
  IslamicFoundationBD: { label: 'Islamic Foundation (Bangladesh)', authority: 'Islamic Foundation Bangladesh' },
  IslamicCommunityBiH: { label: 'Islamic Community (Bosnia and Herzegovina)', authority: 'Islamic Community in Bosnia and Herzegovina (Islamska zajednica), vaktija.ba' },
  MuftiateKazakhstan: { label: 'Muftiate (Kazakhstan)', authority: 'Spiritual Administration of Muslims of Kazakhstan (muftyat.kz)' },
  MuftiateMoscow: { label: 'Muftiate of Moscow (Russia)', authority: 'Spiritual Administration of Muslims of Moscow (dummo.ru)' },
  Jafari: { label: 'Shia Ithna Ashari (Jafari, Leva Institute, Qum)', authority: 'Shia Ithna Ashari: Leva Institute, Qum' },
};

/** The names of the preset `id`, when it is one. */
export const presetName = (id: string): PresetName | undefined => (Object.hasOwn(PRESET_NAMES, id) ? PRESET_NAMES[id as PresetId] : undefined);

/** What the method select offers (types.ts LISTED_METHODS), named: the spec's methods, then the local authorities' presets. */
export const CALC_METHODS: readonly { value: ListedMethod; label: string }[] = [
  ...SPEC_CALC_METHODS,
  ...AUTHORITY_PRESETS.map((p: { id: PresetId }) => ({ value: p.id, label: PRESET_NAMES[p.id].label })),
];

export interface TimesSource extends TimesMatch {
  /** 'JAKIM e-solat', 'East London Mosque', 'Muslim World League'. */
  who: string;
}

/**
 * Whose times: the authority a preset follows, the mosque a fitted ('Custom') setting was
 * matched to, or the spec method's name, with how closely they match (source.ts timesMatch).
 * `place` is where the times are shown: a mosque's fitted times there, far from where they
 * were matched, claim no match (their share was measured elsewhere).
 */
export function timesSource(
  settings: Pick<PrayerSettings, 'calc_method' | 'params'>,
  lookup: (id: string) => AuthorityPreset | undefined = presetById,
  place?: { latitude: number; longitude: number } | null,
): TimesSource {
  const match = timesMatch(settings, lookup, place);
  if (settings.calc_method === CUSTOM_METHOD) return { who: fittedName(settings.params), ...match };
  const preset = lookup(settings.calc_method);
  const who = preset
    ? (presetName(preset.id)?.authority ?? preset.id)
    : (SPEC_CALC_METHODS.find((m) => m.value === settings.calc_method)?.label ?? settings.calc_method);
  return { who, ...match };
}

/**
 * One line: 'JAKIM e-solat · 99% within 2 min', or just the method's name when
 * nothing was measured. The share is rounded down, so 99.6% never shows as 100%.
 */
export function timesSourceLabel(
  settings: Pick<PrayerSettings, 'calc_method' | 'params'>,
  lookup?: (id: string) => AuthorityPreset | undefined,
  place?: { latitude: number; longitude: number } | null,
): string {
  const { who, within2Share, elsewhere } = timesSource(settings, lookup, place);
  if (elsewhere) return `${who} (matched at another place)`;
  if (within2Share === undefined) return who;
  return `${who} · ${Math.floor(within2Share * 100 + 1e-9)}% within 2 min`;
}
