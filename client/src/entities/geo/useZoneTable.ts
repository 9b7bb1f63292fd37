// JAKIM's zones (decision 32): a place in Malaysia gets the times JAKIM publishes for its
// zone, computed at the zone's reference point. The zone table is a chunk of its own (the
// engine's jakimZones.lazy.ts), so Home's first load does not carry it for everyone; where
// times are shown for a Malaysian place, the screen waits for it (Suspense) rather than
// show, for a moment, times computed without the zone.
import { use } from 'react';
import { jakimZonesReady, loadJakimZones } from '@prayer-companion/engine';

export function useZoneTable(countryCode: string | null | undefined): void {
  if (countryCode?.toUpperCase() === 'MY' && !jakimZonesReady()) use(loadJakimZones());
}
