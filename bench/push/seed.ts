// bench:push's devices, seeded with SQL: one user and one subscription per
// device, already planned (plannedUntil a day ahead, so the scheduler plans
// nothing), and one Maghrib reminder each, due in the same minute; plus four
// other reminders per device, two sent hours ago and two hours ahead.
import type pg from 'pg';

export async function seedDueReminders(
  pool: pg.Pool,
  devices: number,
  origin: string,
  keys: { p256dh: string; auth: string }[],
  dueAt: Date,
): Promise<void> {
  await pool.query(
    `INSERT INTO "User" (id, "linkId", language)
     SELECT gen_random_uuid(), 'bench-push-' || lpad(g::text, 8, '0'), 'en' FROM generate_series(0, $1::int - 1) g`,
    [devices],
  );
  await pool.query(
    `INSERT INTO "PushSubscription" (id, "userId", endpoint, p256dh, auth, prayers, "minutesBefore", "plannedUntil")
     SELECT gen_random_uuid(), u.id, $1 || '/push/' || n, ($2::text[])[1 + n % $4], ($3::text[])[1 + n % $4],
            ARRAY['maghrib'], ARRAY[10], now() + interval '1 day'
     FROM (SELECT id, substring("linkId" from 12)::int AS n FROM "User" WHERE "linkId" LIKE 'bench-push-%') u`,
    [origin, keys.map((k) => k.p256dh), keys.map((k) => k.auth), keys.length],
  );
  await pool.query(
    `INSERT INTO "PushJob" (id, "subscriptionId", prayer, "prayerAt", clock, "minutesBefore", "dueAt", "nextAttemptAt")
     SELECT gen_random_uuid(), s.id, 'maghrib', $1::timestamptz + interval '10 minutes',
            to_char(($1::timestamptz + interval '10 minutes') AT TIME ZONE 'UTC', 'HH24:MI'), 10, $1, $1
     FROM "PushSubscription" s`,
    [dueAt],
  );
  // The rest of a day's table: each device's reminders sent yesterday and still
  // to come, so the due minute's query has other rows to (not) read.
  await pool.query(
    `INSERT INTO "PushJob" (id, "subscriptionId", prayer, "prayerAt", clock, "minutesBefore", "dueAt", "nextAttemptAt", "doneAt", outcome, attempts)
     SELECT gen_random_uuid(), s.id, p.prayer, t.at, to_char(t.at AT TIME ZONE 'UTC', 'HH24:MI'), 0, t.at, t.at,
            CASE WHEN t.at < now() THEN t.at END, CASE WHEN t.at < now() THEN 'sent' END, CASE WHEN t.at < now() THEN 1 ELSE 0 END
     FROM "PushSubscription" s,
          (VALUES ('fajr', -20), ('dhuhr', -14), ('asr', 4), ('isha', 6)) p(prayer, hours),
          LATERAL (SELECT $1::timestamptz + make_interval(hours => p.hours) AS at) t`,
    [dueAt],
  );
  await pool.query('ANALYZE "User"; ANALYZE "PushSubscription"; ANALYZE "PushJob"');
}
