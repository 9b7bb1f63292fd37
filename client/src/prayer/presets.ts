// Local-authority presets (decision 15 in docs/decisions.md): recipes that
// reproduce what a country's authority publishes, usable as calc_method values
// beside the spec's 14 methods (which keep their exact spec meaning).
import type { MethodParams } from './params.ts';
import type { Madhab } from './types.ts';

export interface AuthorityPreset {
  /** The calc_method value; a GraphQL enum name (letters, digits, underscore). */
  readonly id: string;
  /** Shown in the method select. */
  readonly label: string;
  /** Who publishes the times this preset follows. */
  readonly authority: string;
  /** Where that authority's rules or timetables are published. */
  readonly source: string;
  readonly params: MethodParams;
  /** The madhab the authority's Asr uses, when not the standard one. */
  readonly madhab?: Madhab;
  /** How closely it was checked: the timetable and the share of its times within ±2 minutes. */
  readonly measured?: { readonly timetable: string; readonly within2Share: number };
}

export const AUTHORITY_PRESETS = [] as const satisfies readonly AuthorityPreset[];

export type PresetId = (typeof AUTHORITY_PRESETS)[number]['id'];

export function presetById(id: string): AuthorityPreset | undefined {
  return (AUTHORITY_PRESETS as readonly AuthorityPreset[]).find((p) => p.id === id);
}
