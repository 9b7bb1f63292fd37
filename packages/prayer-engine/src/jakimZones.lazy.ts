// The browser's stand-in for jakimZones.ts (package.json "imports", condition 'browser'):
// the zone table (59 zones, 170 district centres) is fetched by loadJakimZones() as a chunk
// of its own, so Home's first load does not carry it for everyone. Until it has come, a place
// in Malaysia has no zone, and the client holds its times back (use(loadJakimZones()) where
// they are shown: entities/mosque/timesPlace.ts, the mosque screens), so no time computed
// without the zone is ever shown.
import type { JakimZone } from './jakimZones.ts';

export type { JakimZone };

let table: typeof import('./jakimZones.ts') | null = null;
let loading: Promise<void> | null = null;

export function jakimZone(place: { latitude: number; longitude: number; countryCode?: string }): JakimZone | undefined {
  return table?.jakimZone(place);
}

export function jakimSyurukMinutes(code: string): number {
  return table?.jakimSyurukMinutes(code) ?? 0;
}

export const jakimZonesReady = (): boolean => table !== null;

/** Fetches the table once; the same promise every time (React's use() waits on it). */
export function loadJakimZones(): Promise<void> {
  loading ??= import('./jakimZones.ts').then((m) => {
    table = m;
  });
  return loading;
}
