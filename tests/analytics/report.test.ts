// The operator report end to end: seed a database through the server's Prisma
// client, close it, run `scripts/report-analytics.ts` on the same data folder.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { startServer } from '../../server/http/app.ts';
import { newStorage } from '../helpers/server.ts';
import { parseRange } from '../../server/domain/analytics/report/args.ts';

const run = promisify(execFile);

async function report(env: Record<string, string>, ...args: string[]) {
  return run(process.execPath, ['scripts/report-analytics.ts', ...args], {
    env: { ...process.env, DATABASE_URL: '', ...env },
  });
}

describe('analytics report', () => {
  let dataDir = '';
  let drop: () => Promise<void>;

  before(async () => {
    const fresh = await newStorage('pglite');
    dataDir = fresh.storage.dataDir!;
    drop = fresh.drop;
    const server = await startServer({ port: 0, staticDir: undefined, logRequests: false, ...fresh.storage });
    const prisma = server.db.prisma;
    const day1 = new Date('2025-03-01T10:00:00Z');
    const user = (linkId: string, utm: Record<string, string> | null, email: string | null, createdAt = day1) =>
      prisma.user.create({ data: { linkId, email, isAnonymous: !email, utmParams: utm ?? undefined, createdAt } });
    const a = await user('aaaaaaaaaaaaaaaaaaaaaaaa', { utm_source: 'news', utm_campaign: 'ramadan' }, 'a@example.com');
    const b = await user('bbbbbbbbbbbbbbbbbbbbbbbb', { utm_source: 'news', utm_campaign: 'ramadan' }, null);
    await user('cccccccccccccccccccccccc', null, null, new Date('2025-02-01T00:00:00Z'));
    // Rows stored before ingestion stripped control characters (issue 28 point 7): clear
    // screen, window title, an OSC-8 link and a C1 CSI.
    await user('dddddddddddddddddddddddd', { utm_source: '\x1b[2J\x1b]0;owned\x07src', utm_campaign: '\x1b]8;;https://evil.example\x1b\\link\x1b]8;;\x1b\\' }, null);
    const at = (iso: string) => new Date(iso);
    await prisma.analyticsEvent.createMany({
      data: [
        { userId: a.id, name: 'page_view', props: { path: '/' }, occurredAt: at('2025-03-01T10:00:00Z') },
        { userId: b.id, name: 'page_view', props: { path: '/' }, occurredAt: at('2025-03-01T11:00:00Z') },
        { userId: a.id, name: 'feature_used', props: { feature: 'duas' }, occurredAt: at('2025-03-02T10:00:00Z') },
        { userId: a.id, name: 'feature_used', props: { feature: 'duas' }, occurredAt: at('2025-03-02T10:01:00Z') },
        { userId: b.id, name: 'milestone', props: { milestone: 'first_dua' }, occurredAt: at('2025-03-02T10:02:00Z') },
        { userId: a.id, name: 'engagement', props: { level: 'low', score: 30 }, occurredAt: at('2025-03-02T10:00:00Z') },
        { userId: a.id, name: 'engagement', props: { level: 'high', score: 80 }, occurredAt: at('2025-03-02T11:00:00Z') },
        { userId: b.id, name: 'engagement', props: { level: 'minimal', score: 5 }, occurredAt: at('2025-03-02T09:00:00Z') },
        { userId: a.id, name: 'page_view', props: { path: '/' }, occurredAt: at('2025-04-01T10:00:00Z') },
        { userId: a.id, name: 'feature_used', props: { feature: '\u009b31mred' }, occurredAt: at('2025-03-02T10:03:00Z') },
      ],
    });
    await server.close();
  });
  after(async () => drop());

  test('prints the five tables for the range', async () => {
    const { stdout } = await report({ DATA_DIR: dataDir }, '--from', '2025-03-01', '--to', '2025-03-03');
    const lines = stdout.split('\n');
    const row = (start: string) => lines.find((l) => l.startsWith(start))?.split(/\s+/);
    assert.match(stdout, /Analytics report 2025-03-01 to 2025-03-03/);
    // Daily active users: two on the 1st, one on the 2nd, none on the 3rd.
    assert.deepEqual(row('2025-03-01')?.slice(0, 3), ['2025-03-01', '2', '2']);
    assert.deepEqual(row('2025-03-03')?.slice(0, 3), ['2025-03-03', '0', '0']);
    // Conversions: two users of news/ramadan created in range, one saved.
    assert.deepEqual(row('news'), ['news', 'ramadan', '2', '1', '50.0%']);
    assert.ok(!stdout.includes('(none)  (none)'), 'the February user is outside the range');
    assert.deepEqual(row('duas'), ['duas', '2', '1']);
    assert.deepEqual(row('first_dua'), ['first_dua', '1']);
    // Engagement on the 2nd: a's latest is high, b's minimal (minimal low medium high).
    const levels = lines.filter((l) => l.startsWith('2025-03-02')).at(-1)?.split(/\s+/);
    assert.deepEqual(levels, ['2025-03-02', '1', '0', '0', '1']);
  });

  test('control characters in stored text are printed as escapes, never sent to the terminal', async () => {
    const { stdout } = await report({ DATA_DIR: dataDir }, '--from', '2025-03-01', '--to', '2025-03-03');
    // eslint-disable-next-line no-control-regex
    assert.doesNotMatch(stdout, /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    assert.ok(stdout.includes('\\x1b[2J\\x1b]0;owned\\x07src'), stdout);
    assert.ok(stdout.includes('\\x1b]8;;https://evil.example\\x1b\\link'), stdout);
    assert.ok(stdout.includes('\\x9b31mred'), stdout);
  });

  test('bad arguments are explained', async () => {
    await assert.rejects(report({ DATA_DIR: dataDir }, '--from', '2025-03-01'), /usage: npm run report:analytics/);
    assert.equal(typeof parseRange(['--from', '2025-02-30', '--to', '2025-03-01']), 'string');
    assert.equal(parseRange(['--from', '2025-03-02', '--to', '2025-03-01']), '--from must not be after --to');
    assert.deepEqual(parseRange(['--from=2025-03-01', '--to=2025-03-02']), { from: '2025-03-01', to: '2025-03-02' });
  });
});
