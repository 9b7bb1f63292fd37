// The floor the full stack is compared with: node:http plus pg and nothing else,
// answering the same read (the 20 most popular posts) with the same pool size.
// Run as a child process by bench/api/run.ts; prints its port on IPC.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: 10,
  options: `-c search_path=${process.env.DATABASE_SCHEMA}`,
});

// Same ordering and page size as ummahPosts(sort: popular, first: 20): 21 rows to learn hasNextPage.
const SQL = `SELECT id, text, "heartsCount", "prayersCount", "commentsCount", "createdAt", "userId"
             FROM "UmmahPost" ORDER BY popularity DESC, "createdAt" DESC, id DESC LIMIT 21`;

const server = createServer(async (_req, res) => {
  try {
    const { rows } = await pool.query(SQL);
    const edges = rows.slice(0, 20).map(({ userId: _userId, ...node }) => ({ node: { ...node, isMine: false } }));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ data: { ummahPosts: { edges, hasNextPage: rows.length > 20 } } }));
  } catch {
    res.writeHead(500).end();
  }
});
server.listen(0, '127.0.0.1', () => process.send?.({ type: 'ready', port: (server.address() as AddressInfo).port }));
process.on('disconnect', () => process.exit(0));
