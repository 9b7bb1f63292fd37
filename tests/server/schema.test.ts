// The committed SDL matches the code, and the hand-written migrations match
// prisma/schema.prisma: every model and field is written and read back through
// the generated client on a freshly migrated database.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { printSchemaFile } from '../../server/schema/print.ts';
import { openDatabase } from '../../server/db/connect.ts';
import { listMigrations, migrate } from '../../server/db/migrate.ts';
import { getDatamodel } from '../../prisma/generated/pothos-types.ts';
import { backends, newStorage } from '../helpers/server.ts';

test('schema.graphql is what the code prints (run `npm run schema:print` after changing the schema)', () => {
  const committed = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');
  assert.equal(committed, printSchemaFile());
});

/** One value for every scalar field of every model, as a round trip must return it. */
const SAMPLE: Record<string, Record<string, unknown>> = {
  User: {
    linkId: 'roundtrip-link-0000000001', email: 'round@trip.test', pendingEmail: 'next@trip.test', isAnonymous: false,
    location: { city: 'Makkah', latitude: 21.4225 }, prayerSettings: { calc_method: 'UmmAlQura' }, language: 'ar',
    utmParams: { utm_source: 'x' }, travelSettings: { distance_km: 120, school: 'Maliki' }, createdAt: new Date('2026-01-02T03:04:05.006Z'), lastSeenAt: new Date('2026-01-02T03:04:05.007Z'),
  },
  SavedPlace: { label: 'Family', location: { city: 'Birmingham', latitude: 52.4862 }, home: true, active: true, stayDays: 4, createdAt: new Date('2026-01-02T12:00:00Z') },
  Session: { tokenHash: 'f'.repeat(64), createdAt: new Date('2026-01-01T00:00:00Z'), expiresAt: new Date('2027-01-01T00:00:00Z') },
  PrayerCompletion: { date: '2026-01-02', prayer: 'asr', onTime: true, createdAt: new Date('2026-01-02T12:00:00Z') },
  UmmahPost: {
    text: 'نص', allowComments: false, heartsCount: 1, prayersCount: 2, commentsCount: 1, popularity: 4, countsVersion: 4,
    createdAt: new Date('2026-01-02T12:00:00Z'),
  },
  Comment: { text: 'c', heartsCount: 1, createdAt: new Date('2026-01-02T12:00:00Z') },
  PostInteraction: { type: 'prayer', createdAt: new Date('2026-01-02T12:00:00Z') },
  CommentHeart: { createdAt: new Date('2026-01-02T12:00:00Z') },
  Dua: {
    text: 'دعاء', transliteration: 't', translation: 'tr', source: 's', tags: ['a', 'b'], likes: 1,
    createdAt: new Date('2026-01-02T12:00:00Z'),
  },
  DuaLike: { createdAt: new Date('2026-01-02T12:00:00Z') },
  Reflection: { date: '2026-01-02', mood: 'Calm', goal: 'Work', concern: 'Faith', createdAt: new Date('2026-01-02T12:00:00Z') },
  CalendarFeed: { tokenHash: 'e'.repeat(64), alarmMinutes: 10, islamicDays: true, createdAt: new Date('2026-01-02T12:00:00Z'), version: 'v'.repeat(43), versionAt: new Date('2026-01-02T00:00:00Z') },
  PushKey: { publicKey: 'B'.repeat(87), privateKey: 'p'.repeat(43), createdAt: new Date('2026-01-02T12:00:00Z') },
  PushSubscription: {
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc', p256dh: 'B'.repeat(87), auth: 'a'.repeat(22), prayers: ['fajr', 'isha'], minutesBefore: [0, 10],
    extras: ['suhoor', 'month_start'], suhoorMinutes: 45,
    plannedUntil: new Date('2026-01-03T12:00:00Z'), createdAt: new Date('2026-01-02T12:00:00Z'), updatedAt: new Date('2026-01-02T12:00:01Z'),
  },
  PushJob: {
    prayer: 'asr', prayerAt: new Date('2026-01-02T14:00:00Z'), clock: '17:00', minutesBefore: 10, dueAt: new Date('2026-01-02T13:50:00Z'), attempts: 1,
    nextAttemptAt: new Date('2026-01-02T13:50:30Z'), doneAt: new Date('2026-01-02T13:50:01Z'), outcome: 'sent',
    title: 'East London Mosque', body: 'Isha iqama is now 20:15 at East London Mosque', url: '/m/east-london-mosque', noticeDay: '00000000-0000-4000-8000-000000000000:2026-01-02',
  },
  IdempotencyKey: { key: 'k-1', requestHash: 'c'.repeat(64), response: { id: 'x' }, createdAt: new Date('2026-01-02T12:00:00Z') },
  EmailToken: { tokenHash: 'd'.repeat(64), purpose: 'verify', email: 'next@trip.test', expiresAt: new Date('2026-01-03T12:00:00Z'), createdAt: new Date('2026-01-02T12:00:00Z') },
  FastDay: { date: '2027-02-08', status: 'not_fasted', updatedAt: new Date('2027-02-08T12:00:00Z') },
  MissedPrayer: { date: '2026-01-02', prayer: 'fajr', createdAt: new Date('2026-01-03T12:00:00Z') },
  MadeUpPrayer: { date: '2026-01-04', prayer: 'fajr', createdAt: new Date('2026-01-04T12:00:00Z') },
  ExcusedRange: { from: '2026-01-05', to: '2026-01-09', createdAt: new Date('2026-01-05T12:00:00Z') },
  HijriAnnouncement: { country: 'TR', month: '1448-09', start: '2027-02-09', createdAt: new Date('2026-11-26T12:00:00Z'), updatedAt: new Date('2026-11-26T12:00:01Z') },
  Mosque: {
    slug: 'east-london-mosque', name: 'مسجد', city: 'London', countryCode: 'GB', latitude: 51.5176, longitude: -0.0654, timezone: 'Europe/London',
    language: 'ar', prayerSettings: { calc_method: 'Custom', params: { fajr_angle: 18 } }, timetable: [{ date: '2026-01-02', fajr: '06:26' }],
    iqama: [{ prayer: 'isha', fixed: '20:15' }], jumuah: ['12:45', '13:30'], eid: [{ date: '2027-03-10', time: '07:30' }], adminTokenHash: 'c'.repeat(64),
    hiddenAt: new Date('2026-01-03T00:00:00Z'), reportAnswer: 'Answered', createdAt: new Date('2026-01-02T12:00:00Z'), updatedAt: new Date('2026-01-02T12:00:01Z'),
    osmId: 'node/900000001', nameAr: 'مسجد شرق لندن', address: '82-92 Whitechapel Road', email: 'info@example.org', website: 'https://example.org',
    screen: { prayerMinutes: 15, standby: false, flash: { text: 'Car park closed', at: '2026-01-02T12:00:00.000Z' } },
  },
  MosqueAnnouncement: { text: 'Dinner on Saturday', startsAt: new Date('2026-01-03T00:00:00Z'), expiresAt: new Date('2026-01-09T00:00:00Z'), createdAt: new Date('2026-01-02T12:00:00Z') },
  MosqueFollow: { notify: true, iqamaReminder: 10, createdAt: new Date('2026-01-02T12:00:00Z') },
  MosqueReport: { reason: 'Wrong times', answeredAt: new Date('2026-01-03T00:00:00Z'), createdAt: new Date('2026-01-02T12:00:00Z'), network: '203.0.113.0/24', lastAnsweredAt: new Date('2026-01-03T00:00:00Z') },
  AccuracyReport: { date: '2026-01-02', prayer: 'isha', expected: '19:05', ours: '19:02', source: 'East London Mosque timetable', placeName: 'London', countryCode: 'GB', latitude: 51.51, longitude: -0.13, timezone: 'Europe/London', method: 'MoonsightingCommittee', createdAt: new Date('2026-01-02T12:00:00Z') },
  MosqueClaim: { status: 'mailed', tokenHash: 'e'.repeat(64), expiresAt: new Date('2026-01-09T12:00:00Z'), createdAt: new Date('2026-01-02T12:00:00Z'), settledAt: new Date('2026-01-03T00:00:00Z') },
  AnalyticsEvent: { name: 'page_view', props: { path: '/' }, utmParams: { utm_campaign: 'c' }, occurredAt: new Date('2026-01-02T12:00:00Z'), receivedAt: new Date('2026-01-02T12:00:01Z') },
};

for (const backend of backends()) {
  describe(`migrations (${backend})`, () => {
    test('apply once, are recorded like prisma migrate, and agree with schema.prisma', async () => {
      const { storage, drop } = await newStorage(backend);
      const db = await openDatabase({ dataDir: '', ...storage });
      try {
        assert.deepEqual(await migrate(db.sql), [], 'a second run applies nothing');
        const rows = await db.sql.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
          `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" ORDER BY migration_name`,
        );
        assert.deepEqual(rows.map((r) => r.migration_name), listMigrations().map((m) => m.name));
        assert.ok(rows.every((r) => r.checksum.length === 64 && r.finished_at));

        // Every model of the datamodel has a sample covering each scalar field.
        const models = getDatamodel().datamodel.models;
        for (const [name, model] of Object.entries(models)) {
          const scalars = model.fields.filter((f) => f.kind === 'scalar' || f.kind === 'enum').map((f) => f.name);
          const expected = scalars.filter((f) => !['id', 'userId', 'postId', 'commentId', 'duaId', 'parentCommentId', 'subscriptionId', 'mosqueId', 'createdById'].includes(f) && !(name === 'PushKey' && f === 'id'));
          assert.deepEqual(Object.keys(SAMPLE[name] ?? {}).sort(), expected.sort(), `sample for ${name}`);
        }

        const p = db.prisma;
        const user = await p.user.create({ data: SAMPLE.User as never });
        const saved = await p.savedPlace.create({ data: { ...SAMPLE.SavedPlace, userId: user.id } as never });
        const session = await p.session.create({ data: { ...SAMPLE.Session, userId: user.id } as never });
        const completion = await p.prayerCompletion.create({ data: { ...SAMPLE.PrayerCompletion, userId: user.id } as never });
        const post = await p.ummahPost.create({ data: { ...SAMPLE.UmmahPost, userId: user.id } as never });
        const top = await p.comment.create({ data: { ...SAMPLE.Comment, userId: user.id, postId: post.id } as never });
        const reply = await p.comment.create({ data: { ...SAMPLE.Comment, userId: user.id, postId: post.id, parentCommentId: top.id } as never });
        await p.postInteraction.create({ data: { ...SAMPLE.PostInteraction, userId: user.id, postId: post.id } as never });
        await p.commentHeart.create({ data: { ...SAMPLE.CommentHeart, userId: user.id, commentId: top.id } as never });
        const dua = await p.dua.create({ data: { ...SAMPLE.Dua, userId: user.id } as never });
        await p.duaLike.create({ data: { ...SAMPLE.DuaLike, userId: user.id, duaId: dua.id } as never });
        const reflection = await p.reflection.create({ data: { ...SAMPLE.Reflection, userId: user.id } as never });
        const feed = await p.calendarFeed.create({ data: { ...SAMPLE.CalendarFeed, userId: user.id } as never });
        const key = await p.pushKey.create({ data: { id: 1, ...SAMPLE.PushKey } as never });
        const subscription = await p.pushSubscription.create({ data: { ...SAMPLE.PushSubscription, userId: user.id } as never });
        const job = await p.pushJob.create({ data: { ...SAMPLE.PushJob, subscriptionId: subscription.id } as never });
        await p.idempotencyKey.create({ data: { ...SAMPLE.IdempotencyKey, userId: user.id } as never });
        const event = await p.analyticsEvent.create({ data: { ...SAMPLE.AnalyticsEvent, userId: user.id } as never });
        const emailToken = await p.emailToken.create({ data: { ...SAMPLE.EmailToken, userId: user.id } as never });
        await p.fastDay.create({ data: { ...SAMPLE.FastDay, userId: user.id } as never });
        await p.missedPrayer.create({ data: { ...SAMPLE.MissedPrayer, userId: user.id } as never });
        const madeUp = await p.madeUpPrayer.create({ data: { ...SAMPLE.MadeUpPrayer, userId: user.id } as never });
        const excused = await p.excusedRange.create({ data: { ...SAMPLE.ExcusedRange, userId: user.id } as never });
        await p.hijriAnnouncement.create({ data: SAMPLE.HijriAnnouncement as never });
        const mosque = await p.mosque.create({ data: { ...SAMPLE.Mosque, createdById: user.id } as never });
        const announcement = await p.mosqueAnnouncement.create({ data: { ...SAMPLE.MosqueAnnouncement, mosqueId: mosque.id } as never });
        await p.mosqueFollow.create({ data: { ...SAMPLE.MosqueFollow, mosqueId: mosque.id, userId: user.id } as never });
        await p.mosqueReport.create({ data: { ...SAMPLE.MosqueReport, mosqueId: mosque.id, userId: user.id } as never });
        const claim = await p.mosqueClaim.create({ data: { ...SAMPLE.MosqueClaim, mosqueId: mosque.id, userId: user.id } as never });

        const check = (name: string, row: Record<string, unknown> | null) => {
          assert.ok(row, name);
          for (const [field, value] of Object.entries(SAMPLE[name]!)) {
            const got: unknown = typeof row[field] === 'string' ? (row[field] as string).trim() : row[field];
            assert.deepEqual(got, value, `${name}.${field}`);
          }
        };
        check('User', await p.user.findUnique({ where: { id: user.id } }));
        check('SavedPlace', await p.savedPlace.findUnique({ where: { id: saved.id } }));
        const report = await p.accuracyReport.create({ data: { ...SAMPLE.AccuracyReport, userId: user.id } as never });
        check('AccuracyReport', await p.accuracyReport.findUnique({ where: { id: report.id } }));
        check('Session', await p.session.findUnique({ where: { id: session.id } }));
        check('PrayerCompletion', await p.prayerCompletion.findUnique({ where: { id: completion.id } }));
        check('UmmahPost', await p.ummahPost.findUnique({ where: { id: post.id } }));
        check('Comment', await p.comment.findUnique({ where: { id: reply.id } }));
        assert.equal((await p.comment.findUnique({ where: { id: reply.id }, include: { parent: true } }))?.parent?.id, top.id);
        check('PostInteraction', await p.postInteraction.findFirst({ where: { postId: post.id } }));
        check('CommentHeart', await p.commentHeart.findFirst({ where: { commentId: top.id } }));
        check('Dua', await p.dua.findUnique({ where: { id: dua.id } }));
        check('DuaLike', await p.duaLike.findFirst({ where: { duaId: dua.id } }));
        check('Reflection', await p.reflection.findUnique({ where: { id: reflection.id } }));
        check('AnalyticsEvent', await p.analyticsEvent.findUnique({ where: { id: event.id } }));
        check('CalendarFeed', await p.calendarFeed.findUnique({ where: { id: feed.id } }));
        check('PushKey', await p.pushKey.findUnique({ where: { id: key.id } }));
        check('PushSubscription', await p.pushSubscription.findUnique({ where: { id: subscription.id } }));
        check('PushJob', await p.pushJob.findUnique({ where: { id: job.id } }));
        check('IdempotencyKey', await p.idempotencyKey.findUnique({ where: { userId_key: { userId: user.id, key: 'k-1' } } }));
        check('EmailToken', await p.emailToken.findUnique({ where: { id: emailToken.id } }));
        check('FastDay', await p.fastDay.findFirst({ where: { userId: user.id } }));
        check('MissedPrayer', await p.missedPrayer.findFirst({ where: { userId: user.id } }));
        check('MadeUpPrayer', await p.madeUpPrayer.findUnique({ where: { id: madeUp.id } }));
        check('ExcusedRange', await p.excusedRange.findUnique({ where: { id: excused.id } }));
        check('HijriAnnouncement', await p.hijriAnnouncement.findFirst({ where: { country: 'TR' } }));
        check('Mosque', await p.mosque.findUnique({ where: { id: mosque.id } }));
        check('MosqueAnnouncement', await p.mosqueAnnouncement.findUnique({ where: { id: announcement.id } }));
        check('MosqueFollow', await p.mosqueFollow.findUnique({ where: { userId: user.id } }));
        check('MosqueReport', await p.mosqueReport.findFirst({ where: { mosqueId: mosque.id } }));
        check('MosqueClaim', await p.mosqueClaim.findUnique({ where: { id: claim.id } }));

        // What must never break is enforced by the database itself.
        const refused = async (what: string, write: Promise<unknown>) => assert.rejects(write, Error, what);
        await refused('second completion', p.prayerCompletion.create({ data: { ...SAMPLE.PrayerCompletion, userId: user.id } as never }));
        await refused('second prayer on a post', p.postInteraction.create({ data: { type: 'prayer', userId: user.id, postId: post.id } }));
        await refused('second heart on a comment', p.commentHeart.create({ data: { userId: user.id, commentId: top.id } }));
        await refused('second like', p.duaLike.create({ data: { userId: user.id, duaId: dua.id } }));
        await refused('second reflection a day', p.reflection.create({ data: { ...SAMPLE.Reflection, userId: user.id } as never }));
        await refused('unknown prayer', p.prayerCompletion.create({ data: { date: '2026-01-03', prayer: 'sunrise', userId: user.id } }));
        await refused('second calendar feed', p.calendarFeed.create({ data: { tokenHash: 'd'.repeat(64), userId: user.id } }));
        await refused('second device with one endpoint', p.pushSubscription.create({ data: { ...SAMPLE.PushSubscription, userId: user.id } as never }));
        await refused('one reminder twice', p.pushJob.create({ data: { ...SAMPLE.PushJob, subscriptionId: subscription.id } as never }));
        await refused('one key twice', p.idempotencyKey.create({ data: { ...SAMPLE.IdempotencyKey, userId: user.id } as never }));
        await refused('a key for no user', p.idempotencyKey.create({ data: { key: 'k', requestHash: 'h', userId: '00000000-0000-4000-8000-000000000000' } }));
        await refused('unknown fast status', p.fastDay.create({ data: { date: '2027-02-09', status: 'skipped', userId: user.id } }));
        await refused('a day missed twice', p.missedPrayer.create({ data: { ...SAMPLE.MissedPrayer, userId: user.id } as never }));
        await refused('backwards excused range', p.excusedRange.create({ data: { from: '2026-01-09', to: '2026-01-05', userId: user.id } }));
        await refused('a month announced twice', p.hijriAnnouncement.create({ data: SAMPLE.HijriAnnouncement as never }));
        await refused('dangling post', p.ummahPost.create({ data: { text: 'x', userId: '00000000-0000-4000-8000-000000000000' } }));
        await refused('second mosque with one slug', p.mosque.create({ data: { ...SAMPLE.Mosque, adminTokenHash: 'b'.repeat(64) } as never }));
        await refused('second report from one user', p.mosqueReport.create({ data: { ...SAMPLE.MosqueReport, mosqueId: mosque.id, userId: user.id } as never }));
        await refused('a second open claim on one mosque', p.mosqueClaim.create({ data: { status: 'pending', expiresAt: new Date(), mosqueId: mosque.id, userId: user.id } }));
        await refused('unknown claim status', p.mosqueClaim.create({ data: { status: 'granted', expiresAt: new Date(), mosqueId: mosque.id } }));
        await p.mosqueClaim.create({ data: { status: 'expired', expiresAt: new Date(), mosqueId: mosque.id } });
        await refused('announcement over 280 characters', p.mosqueAnnouncement.create({ data: { text: 'x'.repeat(281), mosqueId: mosque.id } }));
        await refused('a second home', p.savedPlace.create({ data: { label: 'x', location: {}, home: true, userId: user.id } }));
        await refused('a second active place', p.savedPlace.create({ data: { label: 'x', location: {}, active: true, userId: user.id } }));
        await refused('a report of a time that is not one of the six', p.accuracyReport.create({ data: { ...SAMPLE.AccuracyReport, prayer: 'tahajjud', userId: user.id } as never }));
        await refused('a negative stay', p.savedPlace.create({ data: { label: 'x', location: {}, stayDays: -1, userId: user.id } }));
        await refused('negative count', p.ummahPost.update({ where: { id: post.id }, data: { heartsCount: -1 } }));
      } finally {
        await db.close();
        await drop();
      }
    });
  });
}
