// The operator report end to end: seed a database through the server's Prisma
// client, close it, run `scripts/report-analytics.ts` on the same data folder.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startServer } from '../../server/http/app.ts';
import { newStorage } from '../helpers/server.ts';
import { parseHtmlTarget, parseRange } from '../../server/domain/analytics/report/args.ts';
import { niceMax } from '../../server/domain/analytics/report/svg.ts';

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
    const at = (iso: string) => new Date(iso);
    const day1 = at('2025-03-01T10:00:00Z');
    const user = (linkId: string, utm: Record<string, string> | null, email: string | null, createdAt = day1) =>
      prisma.user.create({ data: { linkId, email, isAnonymous: !email, utmParams: utm ?? undefined, createdAt } });
    const a = await user('aaaaaaaaaaaaaaaaaaaaaaaa', { utm_source: 'news', utm_campaign: 'ramadan' }, 'a@example.com');
    const b = await user('bbbbbbbbbbbbbbbbbbbbbbbb', { utm_source: 'news', utm_campaign: 'ramadan' }, null);
    await user('cccccccccccccccccccccccc', null, null, new Date('2025-02-01T00:00:00Z'));
    // Rows stored before ingestion stripped control characters (issue 28 point 7): clear
    // screen, window title, an OSC-8 link and a C1 CSI.
    await user('dddddddddddddddddddddddd', { utm_source: '\x1b[2J\x1b]0;owned\x07src', utm_campaign: '\x1b]8;;https://evil.example\x1b\\link\x1b]8;;\x1b\\' }, null);
    // A source that would be markup in the HTML report, created on the 2nd and saved.
    await user('eeeeeeeeeeeeeeeeeeeeeeee', { utm_source: '<img src=x onerror=alert(1)>' }, 'e@example.com', new Date('2025-03-02T08:00:00Z'));
    // Pushes: two reminders and a mosque notice sent on the 2nd, one given up (late) on the
    // 3rd, one still pending and one sent after the range: neither is drawn. The running
    // server's sender must not take any of them: the subscription is planned far ahead and
    // the pending job is due long after the test.
    const sub = await prisma.pushSubscription.create({
      data: { userId: a.id, endpoint: 'http://127.0.0.1:9/push', p256dh: 'k', auth: 'a', prayers: ['fajr'], minutesBefore: [0], plannedUntil: at('2100-01-01T00:00:00Z') },
    });
    const job = (prayer: string, doneAt: string | null, outcome: string | null, title: string | null = null) => ({
      subscriptionId: sub.id, prayer, prayerAt: at('2025-03-02T05:00:00Z'), clock: '05:00', minutesBefore: 0,
      dueAt: at('2025-03-02T05:00:00Z'), nextAttemptAt: at('2025-03-02T05:00:00Z'),
      doneAt: doneAt ? at(doneAt) : null, outcome, title, body: title, url: title ? '/m/x' : null,
    });
    await prisma.pushJob.createMany({
      data: [
        job('fajr', '2025-03-02T05:00:01Z', 'sent'),
        job('dhuhr', '2025-03-02T12:30:00Z', 'sent'),
        job('asr', '2025-03-02T15:00:00Z', 'sent', 'Iqama changed'),
        job('maghrib', '2025-03-03T18:30:00Z', 'late'),
        { ...job('isha', null, null), dueAt: at('2100-01-01T00:00:00Z'), nextAttemptAt: at('2100-01-01T00:00:00Z') },
        job('sunrise', '2025-04-01T06:00:00Z', 'sent'),
      ],
    });
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

  test('--html writes one self-contained page whose charts carry the figures', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'report-html-'));
    try {
      const file = join(dir, 'report.html');
      const { stdout, stderr } = await report({ DATA_DIR: dataDir }, '--from', '2025-03-01', '--to', '2025-03-03', '--html', file);
      assert.match(stdout, /Analytics report 2025-03-01 to 2025-03-03/, 'the text report is printed as before');
      assert.match(stderr, /HTML report written to/);
      const html = readFileSync(file, 'utf8');
      // Self-contained: its own policy forbids every fetch, and nothing in it points anywhere.
      assert.match(html, /<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">/);
      assert.doesNotMatch(html, /<script|url\(|@import/i);
      const attributes = [...html.matchAll(/<[a-z][^>]*>/gi)].flatMap((tag) =>
        [...tag[0].replace(/"[^"]*"/g, '""').matchAll(/\s([a-z:-]+)=/gi)].map((a) => a[1]!.toLowerCase()),
      );
      assert.ok(attributes.includes('data-value'), 'the attribute scan sees the marks');
      assert.deepEqual(attributes.filter((name) => ['src', 'srcset', 'href', 'xlink:href', 'action'].includes(name)), []);
      // The marks of one chart: 'series|key' -> value.
      const marks = (id: string) => {
        const svg = html.match(new RegExp(`<svg id="${id}"[\\s\\S]*?</svg>`))?.[0] ?? '';
        assert.match(svg, /role="img"/, `${id} is an image with a title`);
        return new Map([...svg.matchAll(/data-series="([^"]*)" data-key="([^"]*)" data-value="(\d+)"/g)].map((m) => [`${m[1]}|${m[2]}`, Number(m[3])]));
      };
      const active = marks('active-chart');
      assert.deepEqual([active.get('users|2025-03-01'), active.get('users|2025-03-02'), active.get('users|2025-03-03')], [2, 2, 0]);
      const spaces = marks('spaces-chart');
      assert.equal(spaces.get('new spaces|2025-03-01'), 3, 'a, b and d were created on the 1st');
      assert.equal(spaces.get('saved (e-mail now)|2025-03-01'), 1);
      assert.equal(spaces.get('new spaces|2025-03-02'), 1);
      assert.equal(spaces.get('saved (e-mail now)|2025-03-02'), 1);
      const funnel = marks('funnel-chart');
      assert.deepEqual(['created', 'used a feature', 'saved'].map((s) => funnel.get(`${s}|news`)), [2, 1, 1]);
      // The hostile source is a bar label, escaped: text, never markup.
      assert.equal(funnel.get('created|&lt;img src=x onerror=alert(1)&gt;'), 1);
      assert.ok(!html.includes('<img'), 'no markup from stored text');
      const levels = marks('levels-chart');
      assert.deepEqual(['minimal', 'low', 'medium', 'high'].map((l) => levels.get(`${l}|2025-03-02`)), [1, 0, 0, 1]);
      const pushes = marks('pushes-chart');
      assert.deepEqual(
        ['reminders sent', 'mosque notices sent', 'given up (late or failed)'].map((s) => [pushes.get(`${s}|2025-03-02`), pushes.get(`${s}|2025-03-03`)]),
        [[2, 0], [1, 0], [0, 1]],
      );
      // The value axis tops at a round number just above the tallest bar.
      assert.deepEqual([0, 2, 7, 105, 1234].map(niceMax), [1, 2, 8, 120, 1500]);
      // Every chart has its figures as a table (the accessible alternative).
      assert.equal([...html.matchAll(/<table>/g)].length, 5);
      assert.match(html, /<tr><td>2025-03-02<\/td><td class="n">2<\/td><td class="n">1<\/td><td class="n">0<\/td><\/tr>/, 'the pushes table row of the 2nd');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('bad arguments are explained', async () => {
    await assert.rejects(report({ DATA_DIR: dataDir }, '--from', '2025-03-01', '--to', '2025-03-03', '--html'), /usage: --html FILE/);
    assert.deepEqual(parseHtmlTarget(['--from', '2025-03-01']), { file: null });
    assert.deepEqual(parseHtmlTarget(['--html=out.html']), { file: 'out.html' });
    assert.equal(typeof parseHtmlTarget(['--html', '--from', '2025-03-01']), 'string');
    await assert.rejects(report({ DATA_DIR: dataDir }, '--from', '2025-03-01'), /usage: npm run report:analytics/);
    assert.equal(typeof parseRange(['--from', '2025-02-30', '--to', '2025-03-01']), 'string');
    assert.equal(parseRange(['--from', '2025-03-02', '--to', '2025-03-01']), '--from must not be after --to');
    assert.deepEqual(parseRange(['--from=2025-03-01', '--to=2025-03-02']), { from: '2025-03-01', to: '2025-03-02' });
  });
});
