// Fast seeding with plain SQL (one statement per table, not thousands of mutations).
// Users get sessions whose raw tokens we keep, so load clients can send the cookie.
import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { SESSION_COOKIE } from '../../server/auth/cookies.ts';

export interface SeededUser {
  id: string;
  cookie: string;
}

export async function seedUsers(pool: pg.Pool, count: number): Promise<SeededUser[]> {
  const tokens = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
  const hashes = tokens.map((t) => createHash('sha256').update(t).digest('hex'));
  const { rows } = await pool.query<{ id: string; n: number }>(
    `INSERT INTO "User" (id, "linkId")
     SELECT gen_random_uuid(), 'bench-user-' || lpad(g::text, 12, '0') FROM generate_series(1, $1::int) g
     RETURNING id, substring("linkId" from 12)::int AS n`,
    [count],
  );
  rows.sort((a, b) => a.n - b.n);
  const ids = rows.map((r) => r.id);
  await pool.query(
    `INSERT INTO "Session" (id, "userId", "tokenHash", "expiresAt")
     SELECT gen_random_uuid(), u, h, now() + interval '1 day' FROM unnest($1::uuid[], $2::text[]) AS t(u, h)`,
    [ids, hashes],
  );
  return ids.map((id, i) => ({ id, cookie: `${SESSION_COOKIE}=${tokens[i]}` }));
}

/** Posts by the given users with spread-out counters, so "popular" has real ordering work. */
export async function seedPosts(pool: pg.Pool, users: SeededUser[], count: number): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO "UmmahPost" (id, "userId", text, "heartsCount", "prayersCount", "commentsCount", popularity, "createdAt")
     SELECT gen_random_uuid(), ($1::uuid[])[1 + (g % array_length($1::uuid[], 1))],
            'Please pray for my family, request number ' || g, h, p, 0, h + p,
            now() - (g || ' minutes')::interval
     FROM generate_series(1, $2::int) g,
          LATERAL (SELECT (random() * 200)::int AS h, (random() * 100)::int AS p) c
     RETURNING id`,
    [users.map((u) => u.id), count],
  );
  await pool.query('ANALYZE "UmmahPost"');
  return rows.map((r) => r.id);
}
