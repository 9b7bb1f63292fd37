// 'Download my data' (issue 31, GDPR articles 15 and 20): everything that is the
// user's (the ledger and mosques too, issue 40 item 9), as one JSON document,
// without any secret (session, feed and e-mail tokens, push keys, admin tokens),
// plus the completions as CSV.
import type { PrismaClient } from '../../../prisma/generated/client/client.ts';
import { prayerStats, reflectionStreak } from '../prayers/prayer-stats.ts';
import { PLACES_ORDER } from '../places/store.ts';

export async function exportUserData(prisma: PrismaClient, userId: string) {
  const stats = await prayerStats(prisma, userId);
  const user = await prisma.user.findUniqueOrThrow({
    where: { id: userId },
    include: {
      completions: { orderBy: [{ date: 'asc' }, { prayer: 'asc' }] },
      reflections: { orderBy: { date: 'asc' } },
      posts: { orderBy: { createdAt: 'asc' } },
      comments: { orderBy: { createdAt: 'asc' } },
      duas: { orderBy: { createdAt: 'asc' } },
      postInteractions: { orderBy: { createdAt: 'asc' } },
      commentHearts: { orderBy: { createdAt: 'asc' } },
      duaLikes: { orderBy: { createdAt: 'asc' } },
      pushSubscriptions: { orderBy: { createdAt: 'asc' } },
      calendarFeed: true,
      fastDays: { orderBy: { date: 'asc' } },
      missedPrayers: { orderBy: [{ date: 'asc' }, { prayer: 'asc' }] },
      madeUpPrayers: { orderBy: [{ date: 'asc' }, { createdAt: 'asc' }] },
      excusedRanges: { orderBy: { from: 'asc' } },
      mosqueFollow: { include: { mosque: { select: { slug: true, name: true } } } },
      mosqueReports: { orderBy: { createdAt: 'asc' }, include: { mosque: { select: { slug: true, name: true } } } },
      mosquesCreated: { orderBy: { createdAt: 'asc' } },
      mosqueClaims: { orderBy: { createdAt: 'asc' }, include: { mosque: { select: { slug: true, name: true } } } },
      places: { orderBy: [...PLACES_ORDER] },
      accuracyReports: { orderBy: { createdAt: 'asc' } },
    },
  });
  const strip = <T extends { userId?: string }>(row: T) => {
    const { userId: _userId, ...rest } = row;
    return rest;
  };
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      id: user.id,
      linkId: user.linkId,
      email: user.email,
      pendingEmail: user.pendingEmail,
      language: user.language,
      createdAt: user.createdAt,
      lastSeenAt: user.lastSeenAt,
      utmParams: user.utmParams,
    },
    place: user.location,
    // Saved places (issue 43) and the travel settings.
    places: user.places.map(strip),
    travelSettings: user.travelSettings,
    settings: user.prayerSettings,
    streak: { prayers: stats.streak, reflections: await reflectionStreak(prisma, userId) },
    completions: user.completions.map(strip),
    reflections: user.reflections.map(strip),
    posts: user.posts.map(strip),
    comments: user.comments.map(strip),
    duas: user.duas.map(strip),
    interactions: {
      postInteractions: user.postInteractions.map(strip),
      commentHearts: user.commentHearts.map(strip),
      duaLikes: user.duaLikes.map(strip),
    },
    // Where reminders go and what they are, not the keys that let anyone send them.
    reminderDevices: user.pushSubscriptions.map((s) => ({
      id: s.id,
      pushService: new URL(s.endpoint).origin,
      prayers: s.prayers,
      minutesBefore: s.minutesBefore,
      createdAt: s.createdAt,
    })),
    calendarFeeds: user.calendarFeed ? [{ alarmMinutes: user.calendarFeed.alarmMinutes, createdAt: user.calendarFeed.createdAt }] : [],
    // The ledger and the mosques (issue 40 item 9: they were left out).
    fasts: user.fastDays.map(strip),
    qada: { missed: user.missedPrayers.map(strip), madeUp: user.madeUpPrayers.map(strip) },
    excusedRanges: user.excusedRanges.map(strip),
    mosqueFollow: user.mosqueFollow
      ? { mosque: user.mosqueFollow.mosque, notify: user.mosqueFollow.notify, iqamaReminder: user.mosqueFollow.iqamaReminder, createdAt: user.mosqueFollow.createdAt }
      : null,
    mosqueReports: user.mosqueReports.map((r) => ({ mosque: r.mosque, reason: r.reason, answeredAt: r.answeredAt, createdAt: r.createdAt })),
    // What the user entered, not the admin token's hash (a secret) nor what reports did to it.
    mosquesCreated: user.mosquesCreated.map((m) => ({
      slug: m.slug,
      name: m.name,
      city: m.city,
      countryCode: m.countryCode,
      latitude: m.latitude,
      longitude: m.longitude,
      timezone: m.timezone,
      language: m.language,
      createdAt: m.createdAt,
    })),
    // 'This is my mosque' (issue 44 item 4): not the mailed token's hash, nor the address it went to.
    mosqueClaims: user.mosqueClaims.map((c) => ({ mosque: c.mosque, status: c.status, createdAt: c.createdAt, settledAt: c.settledAt })),
    // 'These times don't match' (issue 45 item 6): what the user sent, and the place and time it was held against.
    accuracyReports: user.accuracyReports.map((r) => ({
      date: r.date,
      prayer: r.prayer,
      expected: r.expected,
      ours: r.ours || null,
      source: r.source,
      place: { name: r.placeName, countryCode: r.countryCode, latitude: r.latitude, longitude: r.longitude, timezone: r.timezone },
      method: r.method,
      createdAt: r.createdAt,
    })),
  };
}

/** The completions as CSV: date, prayer, on time, when it was ticked. */
export async function completionsCsv(prisma: PrismaClient, userId: string): Promise<string> {
  const rows = await prisma.prayerCompletion.findMany({ where: { userId }, orderBy: [{ date: 'asc' }, { prayer: 'asc' }] });
  const lines = rows.map((r) => `${r.date.trim()},${r.prayer},${r.onTime},${r.createdAt.toISOString()}`);
  return ['date,prayer,on_time,created_at', ...lines].join('\r\n') + '\r\n';
}
