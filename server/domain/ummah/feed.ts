// The pages of the Ummah feed, the most frequent read of the app: one SQL statement
// each, sent straight to the driver (pg or PGlite) rather than through Prisma's client
// (issue 16: Prisma's per-query work was a fifth of a feed request; raw queries through
// Prisma still cost most of it). A cursor is the sort key of the page's last row;
// PostgreSQL's row comparison `(a, b, c) < (x, y, z)` is "after it" in an all-descending
// order, and walks the feed's index from there.
import type { UmmahPost } from '../../../prisma/generated/client/client.ts';
import type { SqlClient } from '../../db/sql.ts';

const COLUMNS = 'id, "userId", text, "allowComments", "heartsCount", "prayersCount", "commentsCount", popularity, "createdAt"';

/** Popular: (popularity, createdAt, id), all descending. */
export function popularPage(sql: SqlClient, after: readonly [number, Date, string] | null, limit: number): Promise<UmmahPost[]> {
  const order = 'ORDER BY popularity DESC, "createdAt" DESC, id DESC';
  return after
    ? sql.query<UmmahPost>(`SELECT ${COLUMNS} FROM "UmmahPost" WHERE (popularity, "createdAt", id) < ($1, $2, $3::uuid) ${order} LIMIT $4`, [after[0], after[1], after[2], limit])
    : sql.query<UmmahPost>(`SELECT ${COLUMNS} FROM "UmmahPost" ${order} LIMIT $1`, [limit]);
}

/** Newest: (createdAt, id), both descending. */
export function newestPage(sql: SqlClient, after: readonly [Date, string] | null, limit: number): Promise<UmmahPost[]> {
  const order = 'ORDER BY "createdAt" DESC, id DESC';
  return after
    ? sql.query<UmmahPost>(`SELECT ${COLUMNS} FROM "UmmahPost" WHERE ("createdAt", id) < ($1, $2::uuid) ${order} LIMIT $3`, [after[0], after[1], limit])
    : sql.query<UmmahPost>(`SELECT ${COLUMNS} FROM "UmmahPost" ${order} LIMIT $1`, [limit]);
}
