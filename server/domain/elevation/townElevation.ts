// A place's elevation without GPS (issue 34): the ground height of the
// nearest town within 10 km in GeoNames' cities1000 table (SRTM-based `dem`,
// see buildIndex.ts). Its error against the towns' published elevations is in
// docs/prayer-engine.md ("Elevation without GPS").
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

/** Towns bucketed by 0.1° cell: "latCell,lonCell" → [lat, lon, dem] in hundredths of a degree and metres. */
export type TownIndex = Map<string, [number, number, number][]>;

/** Farthest a town may be from the place for its height to count. */
export const MAX_TOWN_DISTANCE_KM = 10;
const CELL = 10; // hundredths of a degree

const cellKey = (lat100: number, lon100: number) => `${Math.floor(lat100 / CELL)},${Math.floor(lon100 / CELL)}`;

/** The index from the file's text: lines of latitude step, longitude, dem. */
export function parseIndex(text: string): TownIndex {
  const index: TownIndex = new Map();
  let lat = 0;
  for (const line of text.split('\n')) {
    const [dLat, lon, dem] = line.split(',').map(Number) as [number, number, number];
    lat += dLat;
    const key = cellKey(lat, lon);
    const bucket = index.get(key);
    if (bucket) bucket.push([lat, lon, dem]);
    else index.set(key, [[lat, lon, dem]]);
  }
  return index;
}

function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const x = (lon2 - lon1) * rad * Math.cos(((lat1 + lat2) / 2) * rad);
  const y = (lat2 - lat1) * rad;
  return Math.hypot(x, y) * 6371;
}

/** Metres above sea level of the nearest town within MAX_TOWN_DISTANCE_KM, or undefined. */
export function nearestTownElevation(index: TownIndex, latitude: number, longitude: number): number | undefined {
  const lat100 = latitude * 100;
  const lon100 = longitude * 100;
  const [row, col] = cellKey(lat100, lon100).split(',').map(Number) as [number, number];
  let best: { km: number; dem: number } | undefined;
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      for (const [tLat, tLon, dem] of index.get(`${row + dr},${col + dc}`) ?? []) {
        const km = distanceKm(latitude, longitude, tLat / 100, tLon / 100);
        if (km <= MAX_TOWN_DISTANCE_KM && (!best || km < best.km)) best = { km, dem };
      }
    }
  }
  return best?.dem;
}

let loaded: TownIndex | undefined;

/** The shipped index, read once on first use (about 140,000 towns). */
export function townIndex(): TownIndex {
  loaded ??= parseIndex(gunzipSync(readFileSync(new URL('./townElevations.csv.gz', import.meta.url))).toString('utf8'));
  return loaded;
}

/** A place's elevation from the shipped index; undefined where no town is near. */
export const placeElevation = (latitude: number, longitude: number): number | undefined =>
  nearestTownElevation(townIndex(), latitude, longitude);
