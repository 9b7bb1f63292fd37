// Finding a mosque (issue 33): by name or city, and near a place ordered by
// distance. The database does the ordering: each mosque's point on the unit
// sphere is a generated `cube` column with a GiST index (migration
// 20261126070001), and ORDER BY its `<->` distance to the searcher's point is a
// nearest-first index scan, the same SQL on PostgreSQL and on PGlite. The
// straight-line (chord) distance orders exactly as the distance along the Earth,
// which is 2R·asin(chord/2). Hidden mosques are never found.
import { Prisma, type PrismaClient } from '../../../prisma/generated/client/client.ts';
import { badInput } from '../../errors.ts';
import { checkCleanText } from '../validation/input-checks.ts';

/** The mean Earth radius, km (IUGG). */
const EARTH_RADIUS_KM = 6371.0088;
export const SEARCH_MAX = 50;
export const SEARCH_DEFAULT = 20;
/** Deeper pages than this are not served (a search, not an export). */
export const OFFSET_MAX = 1000;

export interface MosqueSearch {
  q?: string | null;
  near?: { latitude: number; longitude: number } | null;
  limit?: number | null;
  offset?: number | null;
}

export interface MosqueHit {
  id: string;
  slug: string;
  name: string;
  city: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  /** Along the Earth's surface from `near`, km (one decimal); null without `near`. */
  distanceKm: number | null;
  /** No admin yet (imported from OpenStreetMap). */
  unclaimed: boolean;
  osmId: string | null;
}

const unitPoint = (lat: number, lon: number) => {
  const [φ, λ] = [(lat * Math.PI) / 180, (lon * Math.PI) / 180];
  return [Math.cos(φ) * Math.cos(λ), Math.cos(φ) * Math.sin(λ), Math.sin(φ)];
};

/** `%` and `_` typed by the searcher match themselves. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function checkSearch(s: MosqueSearch) {
  // NUL cannot reach PostgreSQL (it answered 500 to `?q=%00`, issue 40 item 9).
  const q = checkCleanText(s.q ?? '', 'q').trim();
  if (q && [...q].length > 100) throw badInput('Search for at most 100 characters', 'q');
  const limit = s.limit ?? SEARCH_DEFAULT;
  if (!Number.isInteger(limit) || limit < 1 || limit > SEARCH_MAX) throw badInput(`limit must be 1-${SEARCH_MAX}`, 'limit');
  const offset = s.offset ?? 0;
  if (!Number.isInteger(offset) || offset < 0 || offset > OFFSET_MAX) throw badInput(`offset must be 0-${OFFSET_MAX}`, 'offset');
  const near = s.near ?? null;
  if (near && (!(Math.abs(near.latitude) <= 90) || !(Math.abs(near.longitude) <= 180))) throw badInput('near must be a latitude and longitude', 'near');
  if (!q && !near) throw badInput('Search by name or city, or near a place', 'q');
  return { q, limit, offset, near };
}

/** One page of results, and whether there is another. */
export async function searchMosques(prisma: PrismaClient, search: MosqueSearch): Promise<{ hits: MosqueHit[]; more: boolean }> {
  const { q, limit, offset, near } = checkSearch(search);
  const text = q ? Prisma.sql`AND ("name" ILIKE ${likePattern(q)} OR "city" ILIKE ${likePattern(q)})` : Prisma.empty;
  const [x, y, z] = near ? unitPoint(near.latitude, near.longitude) : [0, 0, 0];
  const point = Prisma.sql`public.cube(ARRAY[${x}::float8, ${y}::float8, ${z}::float8])`;
  const distance = near
    ? Prisma.sql`(2 * ${EARTH_RADIUS_KM}::float8 * asin(LEAST(1, ("position" OPERATOR(public.<->) ${point}) / 2)))`
    : Prisma.sql`NULL::float8`;
  const order = near ? Prisma.sql`"position" OPERATOR(public.<->) ${point}, "id"` : Prisma.sql`"name", "id"`;
  const rows = await prisma.$queryRaw<MosqueHit[]>`
    SELECT "id", "slug", "name", "city", "countryCode", "latitude", "longitude", ${distance} AS "distanceKm",
      "adminTokenHash" IS NULL AS "unclaimed", "osmId"
    FROM "Mosque"
    WHERE "hiddenAt" IS NULL ${text}
    ORDER BY ${order}
    LIMIT ${limit + 1} OFFSET ${offset}`;
  const hits = rows.slice(0, limit).map((r) => ({ ...r, distanceKm: r.distanceKm === null ? null : Math.round(r.distanceKm * 10) / 10 }));
  return { hits, more: rows.length > limit };
}
