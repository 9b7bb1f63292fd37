// The directory from OpenStreetMap (issue 44 item 3): an Overpass JSON or GeoJSON
// export's mosques (amenity=place_of_worship + religion=muslim) become unclaimed
// mosques (no admin token) with the country's default times. The OSM id is kept,
// so a second run updates and never duplicates. Features are read one at a time
// (osm-stream.ts) and written 500 to a transaction. Features that are not mosques or
// have no name are skipped with a warning; a feature that cannot be read (malformed
// JSON, no coordinates) stops the run: the features before it are imported, it and
// those after it are not (docs/mosques.md).
import { settingsWith } from '@prayer-companion/engine';
import { randomUUID } from 'node:crypto';
import { Prisma, type PrismaClient } from '../../../prisma/generated/client/client.ts';
import { isUniqueViolation } from '../../errors.ts';
import { countryAt } from '../geo/offlinePlace.ts';
import { timeZoneAt } from '../geo/places.ts';
import { CITY_MAX, NAME_MAX } from './checks.ts';
import { MalformedExport, readExport } from './osm-stream.ts';
import { slugBase, withTail } from './slug.ts';

export { MalformedExport };

export const IMPORT_BATCH = 500;
export const OSM_ATTRIBUTION = '© OpenStreetMap contributors';
const TEXT_MAX = 300;

export interface OsmMosque {
  osmId: string;
  name: string;
  nameAr: string | null;
  city: string;
  address: string | null;
  email: string | null;
  website: string | null;
  latitude: number;
  longitude: number;
}

export type FeatureResult = { mosque: OsmMosque } | { skip: string };

export interface ImportReport {
  read: number;
  created: number;
  updated: number;
  unchanged: number;
  /** Claimed since the last import: their admin's data is kept. */
  claimed: number;
  skipped: number;
  seconds: number;
}

type Tags = Record<string, unknown>;
const str = (v: unknown, max = TEXT_MAX) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const OSM_TYPES: Record<string, string> = { n: 'node', w: 'way', r: 'relation', node: 'node', way: 'way', relation: 'relation' };

/** 'node/1', 'n1' (osmium's type_id; its areas 'a<2×way id>' or 'a<2×relation id + 1>'), or type + id. */
function osmIdOf(type: unknown, id: unknown): string | null {
  if (typeof id === 'string' && /^a\d{1,16}$/.test(id)) {
    const area = Number(id.slice(1));
    return Number.isSafeInteger(area) && area > 1 ? (area % 2 === 0 ? `way/${area / 2}` : `relation/${(area - 1) / 2}`) : null;
  }
  if (typeof id === 'string') {
    const m = /^(node|way|relation|n|w|r)\/?(\d{1,15})$/.exec(id.trim());
    if (m) return `${OSM_TYPES[m[1]!]}/${m[2]}`;
  }
  const n = typeof id === 'number' ? id : typeof id === 'string' && /^\d{1,15}$/.test(id) ? Number(id) : NaN;
  const t = typeof type === 'string' ? OSM_TYPES[type] : undefined;
  return t && Number.isSafeInteger(n) && n > 0 ? `${t}/${n}` : null;
}

/** The centroid of a polygon's outer ring (the shoelace formula; the mean of its points for a degenerate ring). */
function ringCentroid(ring: unknown): [number, number] | null {
  if (!Array.isArray(ring) || ring.length === 0) return null;
  const pts = ring.filter((p): p is [number, number] => Array.isArray(p) && typeof p[0] === 'number' && typeof p[1] === 'number');
  if (pts.length !== ring.length) return null;
  // Relative to the first point, so the products keep their precision.
  const [ox, oy] = pts[0]!;
  let a = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < pts.length; i++) {
    const [x0, y0] = [pts[i]![0] - ox, pts[i]![1] - oy];
    const [x1, y1] = [pts[(i + 1) % pts.length]![0] - ox, pts[(i + 1) % pts.length]![1] - oy];
    const cross = x0 * y1 - x1 * y0;
    a += cross;
    cx += (x0 + x1) * cross;
    cy += (y0 + y1) * cross;
  }
  if (Math.abs(a) < 1e-18) {
    const n = pts.length;
    return [pts.reduce((s, p) => s + p[0], 0) / n, pts.reduce((s, p) => s + p[1], 0) / n];
  }
  return [ox + cx / (3 * a), oy + cy / (3 * a)];
}

/** [lon, lat] of a GeoJSON geometry: a point, or the centroid of a polygon's outer ring. */
function geometryPoint(g: unknown): [number, number] | null {
  if (!isObject(g)) return null;
  const c = g.coordinates;
  if (g.type === 'Point' && Array.isArray(c)) return typeof c[0] === 'number' && typeof c[1] === 'number' ? [c[0], c[1]] : null;
  if (g.type === 'Polygon' && Array.isArray(c)) return ringCentroid(c[0]);
  if (g.type === 'MultiPolygon' && Array.isArray(c) && Array.isArray(c[0])) return ringCentroid(c[0][0]);
  return null;
}

function address(tags: Tags): string | null {
  const full = str(tags['addr:full']);
  if (full) return full;
  const street = [str(tags['addr:housenumber'], 20), str(tags['addr:street'])].filter(Boolean).join(' ');
  const town = [str(tags['addr:postcode'], 20), str(tags['addr:city'])].filter(Boolean).join(' ');
  return [street, town].filter(Boolean).join(', ') || null;
}

/** What one element or feature says; throws MalformedExport when it cannot be read. */
export function readFeature(value: unknown, index: number, line: number): FeatureResult {
  const bad = (message: string): never => {
    throw new MalformedExport(message, index, line, 1);
  };
  if (!isObject(value)) return bad('a feature must be a JSON object');
  const geo = value.type === 'Feature';
  const props = geo ? (isObject(value.properties) ? value.properties : {}) : {};
  const tags: Tags = geo ? (isObject(props.tags) ? props.tags : props) : isObject(value.tags) ? value.tags : {};
  const osmId = geo
    ? (osmIdOf(null, value.id) ?? osmIdOf(null, props['@id']) ?? osmIdOf(props['@type'] ?? props.osm_type ?? props.type, props['@id'] ?? props.osm_id ?? props.id))
    : osmIdOf(value.type, value.id);
  const label = osmId ?? `feature ${index}`;
  if (tags.amenity !== 'place_of_worship' || tags.religion !== 'muslim') return { skip: `${label} is not a mosque (amenity=place_of_worship, religion=muslim)` };
  const name = str(tags.name, NAME_MAX) ?? str(tags['name:en'], NAME_MAX);
  if (!name) return { skip: `${label} has no name` };
  if (!osmId) return bad('no OpenStreetMap id (type and id, or "node/123")');
  let point: [number, number] | null;
  if (geo) point = geometryPoint(value.geometry);
  else if (typeof value.lat === 'number' && typeof value.lon === 'number') point = [value.lon, value.lat];
  else if (isObject(value.center) && typeof value.center.lat === 'number' && typeof value.center.lon === 'number') point = [value.center.lon, value.center.lat];
  else point = null;
  if (!point) return bad(`${osmId} has no coordinates${geo ? ' (a Point or Polygon geometry)' : ' (for ways and relations, ask Overpass for `out center`)'}`);
  const [longitude, latitude] = point;
  if (!Number.isFinite(latitude) || Math.abs(latitude) > 90 || latitude === 0) bad(`${osmId} has a bad latitude: ${latitude}`);
  if (!Number.isFinite(longitude) || Math.abs(longitude) > 180 || longitude === 0) bad(`${osmId} has a bad longitude: ${longitude}`);
  const city = str(tags['addr:city'], CITY_MAX) ?? str(tags['addr:town'], CITY_MAX) ?? str(tags['addr:village'], CITY_MAX) ?? '';
  return {
    mosque: {
      osmId,
      name,
      nameAr: str(tags['name:ar'], NAME_MAX),
      city,
      address: address(tags),
      email: str(tags['contact:email']) ?? str(tags.email),
      website: str(tags['contact:website']) ?? str(tags.website),
      latitude,
      longitude,
    },
  };
}

function placeOf(m: OsmMosque) {
  const country = countryAt(m.latitude, m.longitude);
  const countryCode = country.country_code;
  return {
    countryCode,
    timezone: timeZoneAt(m.latitude, m.longitude),
    city: m.city || (countryCode === 'UN' ? '' : country.country),
    prayerSettings: settingsWith({}, { countryCode, latitude: m.latitude, longitude: m.longitude }) as object,
  };
}

const SAME = ['name', 'nameAr', 'address', 'email', 'website', 'latitude', 'longitude'] as const;

/** Writes one batch in a transaction: new mosques created, unclaimed ones updated, claimed ones left as their admin keeps them. */
async function writeBatch(prisma: PrismaClient, batch: Map<string, OsmMosque>, report: ImportReport): Promise<void> {
  const ids = [...batch.keys()];
  const existing = await prisma.mosque.findMany({
    where: { osmId: { in: ids } },
    select: { id: true, osmId: true, adminTokenHash: true, city: true, ...Object.fromEntries(SAME.map((k) => [k, true])) },
  });
  const known = new Map(existing.map((e) => [e.osmId!, e]));
  const fresh = ids.filter((id) => !known.has(id)).map((id) => batch.get(id)!);
  // Slugs: the name's, else the name's with the OSM id ('al-noor-w456'), else a random tail.
  const candidates = new Map(fresh.map((m) => {
    const base = slugBase(m.name);
    const tail = `${base}-${m.osmId[0]}${m.osmId.split('/')[1]}`.slice(0, 64);
    return [m.osmId, [base, tail, withTail(base), withTail(base)]];
  }));
  const taken = new Set(
    (await prisma.mosque.findMany({ where: { slug: { in: [...candidates.values()].flat() } }, select: { slug: true } })).map((r) => r.slug),
  );
  const creates: Prisma.Sql[] = [];
  for (const m of fresh) {
    const slug = candidates.get(m.osmId)!.find((s) => !taken.has(s));
    if (!slug) throw new Error(`No free slug for ${m.osmId}`);
    taken.add(slug);
    const p = placeOf(m);
    creates.push(
      Prisma.sql`(${randomUUID()}::uuid, ${slug}, ${m.osmId}, ${m.name}, ${m.nameAr}, ${p.city}, ${m.address}, ${m.email}, ${m.website},
        ${p.countryCode}, ${m.latitude}::float8, ${m.longitude}::float8, ${p.timezone}, ${JSON.stringify(p.prayerSettings)}::jsonb, '{}'::text[])`,
    );
  }
  const updates: { id: string; data: Prisma.MosqueUpdateInput }[] = [];
  let unchanged = 0;
  let claimed = 0;
  for (const [osmId, row] of known) {
    if (row.adminTokenHash !== null) {
      claimed++;
      continue;
    }
    const m = batch.get(osmId)!;
    const r = row as unknown as Record<string, unknown>;
    const { city, ...place } = placeOf(m);
    if (SAME.every((k) => r[k] === m[k]) && r.city === city) {
      unchanged++;
      continue;
    }
    updates.push({
      id: row.id,
      data: { name: m.name, nameAr: m.nameAr, city, address: m.address, email: m.email, website: m.website, latitude: m.latitude, longitude: m.longitude, ...place, updatedAt: new Date() },
    });
  }
  // One INSERT of raw SQL for the new rows: Prisma's createMany kept memory per batch
  // (a 20,000-feature run outgrew a 128 MB heap), this does not (BENCHMARKS.md).
  const insert = (rows: Prisma.Sql[]) => Prisma.sql`INSERT INTO "Mosque" ("id", "slug", "osmId", "name", "nameAr", "city", "address", "email", "website",
    "countryCode", "latitude", "longitude", "timezone", "prayerSettings", "jumuah") VALUES ${Prisma.join(rows)}`;
  await prisma.$transaction([
    ...(creates.length ? [prisma.$executeRaw(insert(creates))] : []),
    ...updates.map((u) => prisma.mosque.update({ where: { id: u.id }, data: u.data })),
  ]);
  report.created += creates.length;
  report.updated += updates.length;
  report.unchanged += unchanged;
  report.claimed += claimed;
}

export interface ImportOptions {
  batchSize?: number;
  onWarning?: (message: string) => void;
  onProgress?: (report: ImportReport) => void;
}

/** Imports the export at `path`; throws MalformedExport (after writing the features before it) where it cannot read. */
export async function importOsmFile(prisma: PrismaClient, path: string, options: ImportOptions = {}): Promise<ImportReport> {
  const size = options.batchSize ?? IMPORT_BATCH;
  const started = performance.now();
  const report: ImportReport = { read: 0, created: 0, updated: 0, unchanged: 0, claimed: 0, skipped: 0, seconds: 0 };
  let batch = new Map<string, OsmMosque>();
  const flush = async () => {
    if (!batch.size) return;
    // A slug taken by someone else between the check and the write: once more with new ones.
    try {
      await writeBatch(prisma, batch, report);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await writeBatch(prisma, batch, report);
    }
    batch = new Map();
    options.onProgress?.({ ...report, seconds: (performance.now() - started) / 1000 });
  };
  try {
    for await (const raw of readExport(path)) {
      report.read++;
      const result = readFeature(raw.value, raw.index, raw.line);
      if ('skip' in result) {
        report.skipped++;
        options.onWarning?.(`line ${raw.line}: skipped: ${result.skip}`);
        continue;
      }
      batch.set(result.mosque.osmId, result.mosque);
      if (batch.size >= size) await flush();
    }
  } catch (error) {
    // The whole features before the one that could not be read are kept.
    if (error instanceof MalformedExport) await flush();
    throw error;
  }
  await flush();
  report.seconds = (performance.now() - started) / 1000;
  return report;
}
