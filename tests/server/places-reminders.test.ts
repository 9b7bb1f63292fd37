// After a switch of saved place (issue 43 item 2), the calendar feed and the Web Push
// reminders follow the new place, with two server instances on one PostgreSQL (and Redis
// where the environment names one): the feed answers the new place's times under its name,
// and the next Dhuhr reminder reaches the fake push service once, at the new place's time.
// Everything is set up on the real clock with the reminder minutes away; then the servers'
// clocks (shifted-clock.ts) are moved to just before it.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import ICAL from 'ical.js';
import { computePrayerTimes, todayAt } from '@prayer-companion/engine';
import { TestBrowser } from '../helpers/client.ts';
import { pushServers } from '../helpers/push-servers.ts';
import { call } from '../rest/api.ts';

/** Etc/GMT zone and a longitude where Dhuhr falls within the hour after `now`, at latitude 10.5. */
function soonPlace(now: Date) {
  let longitude = (12 - (now.getUTCHours() + now.getUTCMinutes() / 60 + 0.5)) * 15;
  longitude = ((((longitude + 180) % 360) + 360) % 360) - 180;
  if (Math.abs(longitude) < 0.5) longitude = 0.5;
  const offset = Math.round(longitude / 15);
  const timezone = offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
  return { name: 'Soon Town', city: 'Soon Town', country: 'Nowhere', country_code: 'UN', latitude: 10.5, longitude, timezone };
}

const dhuhrOf = (place: { latitude: number; longitude: number; timezone: string }, now: Date) =>
  computePrayerTimes({ latitude: place.latitude, longitude: place.longitude, timezone: place.timezone, countryCode: 'UN' }, todayAt(place.timezone, now), null)!;

describe('a switch of saved place: feed and reminders follow it', () => {
  const servers = pushServers();

  test('two instances on PostgreSQL: the feed says the new place and its times; Dhuhr is pushed once, at its time', { skip: !process.env.TEST_DATABASE_URL && 'needs TEST_DATABASE_URL', timeout: 150_000 }, async () => {
    const db = await servers.storage('postgres');
    const env = { ...db, SHIFTED_CLOCK_MS: '0', REDIS_URL: process.env.REDIS_URL };
    const [a, b] = await Promise.all([servers.start(env), servers.start(env)]);
    const now = new Date();
    const soon = soonPlace(now);
    // The old place: 30° from the new one in the same zone, its Dhuhr two hours off: west (later)
    // unless that would cross the antimeridian, then east (earlier). Which one depends
    // on the hour the test runs at; after 21:30 UTC the new place lies west of 150°W.
    const westward = soon.longitude - 30 >= -180;
    const old = { ...soon, name: 'Old Town', city: 'Old Town', longitude: soon.longitude + (westward ? -30 : 30) };
    const soonTimes = dhuhrOf(soon, now);
    const oldTimes = dhuhrOf(old, now);
    const soonDhuhr = soonTimes.instants.dhuhr.getTime();
    const oldDhuhr = oldTimes.instants.dhuhr.getTime();
    // Due three to four minutes from now: room for the set-up, however slow the machine.
    const minutesBefore = Math.floor((soonDhuhr - now.getTime() - 180_000) / 60_000);
    assert.ok(minutesBefore >= 0 && minutesBefore <= 60, `dhuhr ${soonTimes.dhuhr} is within the hour`);
    const dueAt = soonDhuhr - minutesBefore * 60_000;

    const browser = new TestBrowser(a.url);
    await browser.signUp({ location: old });
    const added = await browser.ok<{ addPlace: { id: string } }>('mutation($i: PlaceInput!) { addPlace(input: $i) { id } }', { i: { label: 'Soon Town', location: soon } });
    const feed = await call(browser, 'POST', '/api/calendar');
    assert.equal(feed.status, 201, JSON.stringify(feed.body));
    const device = servers.push.device();
    const subscribed = await browser.fetch('/api/push/subscriptions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ subscription: device.subscription, prayers: ['dhuhr'], minutesBefore }),
    });
    assert.equal(subscribed.status, 201, await subscribed.text());
    const from = servers.push.deliveries.length;

    // The switch, through the REST route, on the first instance.
    const me = await browser.ok<{ me: { id: string } }>('{ me { id } }');
    const activated = await call(browser, 'POST', `/api/users/${me.me.id}/places/${added.addPlace.id}/activate`, {});
    assert.equal(activated.status, 200, JSON.stringify(activated.body));

    // (a) The feed, read from the other instance without a cookie: the new place's name and times.
    const feedUrl = new URL(feed.body.url as string);
    const text = await (await fetch(`${b.url}${feedUrl.pathname}`)).text();
    const calendar = new ICAL.Component(ICAL.parse(text));
    assert.match(String(calendar.getFirstPropertyValue('x-wr-calname')), /Soon Town/);
    assert.doesNotMatch(String(calendar.getFirstPropertyValue('x-wr-calname')), /Old Town/);
    const dhuhrs = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)).filter((e) => e.summary === 'Dhuhr').map((e) => e.startDate.toJSDate().getTime());
    assert.ok(dhuhrs.includes(soonDhuhr), "today's Dhuhr at the new place's time");
    assert.ok(!dhuhrs.includes(oldDhuhr), "not at the old place's");

    // (b) The reminder: once, at the new place's time (the old place's is two hours off).
    const mine = () => servers.push.deliveries.slice(from).filter((d) => d.device === device.id);
    // Both servers' clocks to 2 s before the reminder (on the old place it is two hours off).
    const shift = dueAt - 2_000 - Date.now();
    assert.ok(shift > 0, 'the set-up ended before the reminder was due');
    await Promise.all([a.setClockShift(shift), b.setClockShift(shift)]);
    const until = dueAt - shift + 30_000;
    while (mine().length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 250));
    assert.equal(mine().length, 1, 'the reminder arrived');
    // A duplicate from the second instance would come within its next polls (every 300 ms):
    // a window of several polls, as push.test.ts's scheduled test gives it.
    await new Promise((r) => setTimeout(r, 2_000));
    assert.equal(mine().length, 1, 'one push, though two instances poll');
    const delivery = mine()[0]!;
    assert.equal(delivery.payload.prayer, 'dhuhr');
    assert.equal(delivery.payload.body, `Dhuhr · ${soonTimes.dhuhr}`, "the new place's Dhuhr");
    const sentAt = delivery.at + shift;
    assert.ok(sentAt >= dueAt - 1_000 && sentAt - dueAt < 30_000, 'within 30 s of its due time');
    assert.ok(Math.abs(sentAt - (oldDhuhr - minutesBefore * 60_000)) > 60 * 60_000, "nowhere near the old place's time");
    await browser.close();
  });
});
