// After the run: every acknowledged write must be in the database, and the counters the
// app keeps on each post must equal the rows they count (a lost update would break that).
import type pg from 'pg';
import type { Ack } from './actions.ts';

export async function findLostWrites(pool: pg.Pool, ack: Ack): Promise<string[]> {
  const lost: string[] = [];
  const { rows: interactions } = await pool.query<{ k: string }>(
    `SELECT "userId" || ':' || "postId" || ':' || type AS k FROM "PostInteraction"`,
  );
  const stored = new Set(interactions.map((r) => r.k));
  for (const i of ack.interactions) {
    if (!stored.has(`${i.userId}:${i.postId}:${i.type}`)) lost.push(`interaction ${i.userId}/${i.postId}/${i.type}`);
  }
  const missing = async (table: string, ids: string[]) => {
    const { rows } = await pool.query<{ id: string }>(`SELECT id FROM "${table}" WHERE id = ANY($1::uuid[])`, [ids]);
    const found = new Set(rows.map((r) => r.id));
    return ids.filter((id) => !found.has(id)).map((id) => `${table} ${id}`);
  };
  lost.push(...(await missing('UmmahPost', ack.posts)), ...(await missing('Comment', ack.comments)));
  return lost;
}

export async function findCounterDrift(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ id: string; drift: string }>(`
    SELECT p.id, concat_ws(' ',
      CASE WHEN p."heartsCount" <> h.n THEN 'hearts ' || p."heartsCount" || '≠' || h.n END,
      CASE WHEN p."prayersCount" <> pr.n THEN 'prayers ' || p."prayersCount" || '≠' || pr.n END,
      CASE WHEN p."commentsCount" <> c.n THEN 'comments ' || p."commentsCount" || '≠' || c.n END,
      CASE WHEN p.popularity <> p."heartsCount" + p."prayersCount" + p."commentsCount" THEN 'popularity' END) AS drift
    FROM "UmmahPost" p
    CROSS JOIN LATERAL (SELECT count(*)::int AS n FROM "PostInteraction" i WHERE i."postId" = p.id AND i.type = 'heart') h
    CROSS JOIN LATERAL (SELECT count(*)::int AS n FROM "PostInteraction" i WHERE i."postId" = p.id AND i.type = 'prayer') pr
    CROSS JOIN LATERAL (SELECT count(*)::int AS n FROM "Comment" c WHERE c."postId" = p.id) c`);
  return rows.filter((r) => r.drift).map((r) => `post ${r.id}: ${r.drift}`);
}
