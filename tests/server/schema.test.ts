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
    linkId: 'roundtrip-link-0000000001', email: 'round@trip.test', isAnonymous: false,
    location: { city: 'Makkah', latitude: 21.4225 }, prayerSettings: { calc_method: 'UmmAlQura' }, language: 'ar',
    utmParams: { utm_source: 'x' }, createdAt: new Date('2026-01-02T03:04:05.006Z'), lastSeenAt: new Date('2026-01-02T03:04:05.007Z'),
  },
  Session: { tokenHash: 'f'.repeat(64), createdAt: new Date('2026-01-01T00:00:00Z'), expiresAt: new Date('2027-01-01T00:00:00Z') },
  PrayerCompletion: { date: '2026-01-02', prayer: 'asr', onTime: true, createdAt: new Date('2026-01-02T12:00:00Z') },
  UmmahPost: {
    text: 'نص', allowComments: false, heartsCount: 1, prayersCount: 2, commentsCount: 1, popularity: 4,
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
  CalendarFeed: { tokenHash: 'e'.repeat(64), alarmMinutes: 10, createdAt: new Date('2026-01-02T12:00:00Z') },
  PushKey: { publicKey: 'B'.repeat(87), privateKey: 'p'.repeat(43), createdAt: new Date('2026-01-02T12:00:00Z') },
  PushSubscription: {
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc', p256dh: 'B'.repeat(87), auth: 'a'.repeat(22), prayers: ['fajr', 'isha'], minutesBefore: [0, 10],
    plannedUntil: new Date('2026-01-03T12:00:00Z'), createdAt: new Date('2026-01-02T12:00:00Z'), updatedAt: new Date('2026-01-02T12:00:01Z'),
  },
  PushJob: {
    prayer: 'asr', prayerAt: new Date('2026-01-02T14:00:00Z'), clock: '17:00', minutesBefore: 10, dueAt: new Date('2026-01-02T13:50:00Z'), attempts: 1,
    nextAttemptAt: new Date('2026-01-02T13:50:30Z'), doneAt: new Date('2026-01-02T13:50:01Z'), outcome: 'sent',
  },
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
          const expected = scalars.filter((f) => !['id', 'userId', 'postId', 'commentId', 'duaId', 'parentCommentId', 'subscriptionId'].includes(f) && !(name === 'PushKey' && f === 'id'));
          assert.deepEqual(Object.keys(SAMPLE[name] ?? {}).sort(), expected.sort(), `sample for ${name}`);
        }

        const p = db.prisma;
        const user = await p.user.create({ data: SAMPLE.User as never });
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
        const event = await p.analyticsEvent.create({ data: { ...SAMPLE.AnalyticsEvent, userId: user.id } as never });

        const check = (name: string, row: Record<string, unknown> | null) => {
          assert.ok(row, name);
          for (const [field, value] of Object.entries(SAMPLE[name]!)) {
            const got: unknown = typeof row[field] === 'string' ? (row[field] as string).trim() : row[field];
            assert.deepEqual(got, value, `${name}.${field}`);
          }
        };
        check('User', await p.user.findUnique({ where: { id: user.id } }));
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
        await refused('dangling post', p.ummahPost.create({ data: { text: 'x', userId: '00000000-0000-4000-8000-000000000000' } }));
        await refused('negative count', p.ummahPost.update({ where: { id: post.id }, data: { heartsCount: -1 } }));
      } finally {
        await db.close();
        await drop();
      }
    });
  });
}
