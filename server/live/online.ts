// 'Users online' (decisions.md 14): distinct users seen in the last 5 minutes, by
// any request or an open live connection. lastSeenAt is written at most once a
// minute per user per instance; counts are pushed to subscribers when they change.
import type { PrismaClient } from '../../prisma/generated/client/client.ts';
import type { LivePubSub, OnlineTracker } from '../domain/events/events.ts';

export const ONLINE_WINDOW_MS = 5 * 60 * 1000;
const TOUCH_EVERY_MS = 60 * 1000;


export function createOnlineTracker(prisma: PrismaClient, pubsub: LivePubSub, checkEveryMs = 15_000): OnlineTracker {
  const lastTouched = new Map<string, number>();
  let lastPublished = '';
  let refreshQueued = false;
  let stopped = false;

  const tracker: OnlineTracker = {
    touch(userId) {
      const now = Date.now();
      const last = lastTouched.get(userId) ?? 0;
      if (now - last < TOUCH_EVERY_MS) return;
      lastTouched.set(userId, now);
      if (lastTouched.size > 50_000) lastTouched.clear();
      prisma.user
        .update({ where: { id: userId }, data: { lastSeenAt: new Date(now) } })
        .then(() => queueRefresh())
        .catch(() => undefined);
    },
    arrived(userId) {
      lastTouched.set(userId, Date.now());
      queueRefresh();
    },
    async count() {
      const since = new Date(Date.now() - ONLINE_WINDOW_MS);
      const [all, saved] = await Promise.all([
        prisma.user.count({ where: { lastSeenAt: { gte: since } } }),
        prisma.user.count({ where: { lastSeenAt: { gte: since }, isAnonymous: false } }),
      ]);
      return { all, private: all - saved, saved };
    },
    async refresh() {
      const counts = await tracker.count();
      // A refresh queued before stop() can finish after the server closed Redis,
      // where a publish is an unhandled rejection inside the event target.
      if (stopped) return;
      const key = JSON.stringify(counts);
      if (key === lastPublished) return;
      lastPublished = key;
      pubsub.publish('usersOnline', counts);
    },
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };

  function queueRefresh() {
    if (refreshQueued) return;
    refreshQueued = true;
    setTimeout(() => {
      refreshQueued = false;
      tracker.refresh().catch(() => undefined);
    }, 250).unref();
  }

  // Users also drop out when their 5 minutes pass: a periodic recount catches that.
  const timer = setInterval(() => tracker.refresh().catch(() => undefined), checkEveryMs);
  timer.unref();
  return tracker;
}
