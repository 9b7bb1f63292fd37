// Prayer reminders in a real Chromium against the real server: permission
// granted, the device subscribes from Settings, the server's test reminder
// reaches a push service (the fake one on 127.0.0.1, which decrypts it), and
// that same message, delivered to the service worker through the DevTools
// protocol, shows a notification. A blocked site says how to unblock.
// The browser's own push service (FCM) is on the internet: PushManager's
// subscribe answers with a subscription on the fake service instead.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { after, before, describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { startFakePushService, type FakeDevice, type FakePushService } from '../helpers/fake-push.ts';
import { PHONE } from '../../tools/testkit/browser.ts';
import { waitForHome } from './helpers/homePage.ts';
import { saveScreenshot } from './helpers/screenshots.ts';
import { e2eSuite } from './helpers/suite.ts';

const defaultCAs = getCACertificates('default');

describe('Prayer reminders in Settings', { timeout: 180_000 }, () => {
  let push: FakePushService;
  before(async () => {
    push = await startFakePushService();
    // What NODE_EXTRA_CA_CERTS does for a server process: trust the fake service's certificate,
    // for every TLS connection of this process (the push sender keeps its own keep-alive agent).
    setDefaultCACertificates([...defaultCAs, readFileSync(push.caFile, 'utf8')]);
  });
  after(() => {
    setDefaultCACertificates(defaultCAs);
    return push.close();
  });
  // The full browser: the headless shell has no push service (tools/testkit/browser.ts).
  const e2e = e2eSuite(() => ({ pushAllowedOrigins: [push.origin] }), { full: true });
  let context: BrowserContext;
  let page: Page;
  let device: FakeDevice;

  before(async () => {
    device = push.device();
    context = await e2e.browser.newContext({ viewport: PHONE, serviceWorkers: 'allow' });
    await context.grantPermissions(['notifications'], { origin: e2e.server.url });
    // Plain JavaScript: a function compiled by tsx would call a naming helper the page lacks.
    await context.addInitScript({
      content: `(() => {
        const json = ${JSON.stringify(device.subscription)};
        let current = null;
        PushManager.prototype.subscribe = async function (options) {
          if (!options || !options.applicationServerKey || !options.userVisibleOnly) throw new Error('subscribe needs the VAPID key and userVisibleOnly');
          current = {
            endpoint: json.endpoint,
            expirationTime: null,
            toJSON() { return json; },
            async unsubscribe() { current = null; return true; },
          };
          return current;
        };
        PushManager.prototype.getSubscription = async function () { return current; };
      })();`,
    });
    page = await context.newPage();
  });
  after(() => context.close());

  test('turn on, send a test reminder: the push service gets it, and delivered it shows a notification', async () => {
    await page.goto(e2e.server.url);
    await waitForHome(page);
    // The service worker registers a few seconds after load.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await page.getByRole('button', { name: 'Settings' }).click();
    const section = page.getByTestId('reminders');
    const reminders = section.getByRole('switch', { name: 'Prayer Reminders' });
    await reminders.waitFor();
    assert.equal(await reminders.isChecked(), false);
    await reminders.click({ force: true });
    await page.getByText('Prayer reminders are on').waitFor();
    assert.equal(await reminders.isChecked(), true);
    const saved = await e2e.server.prisma.pushSubscription.findMany();
    assert.deepEqual(saved.map((s) => [s.endpoint, s.prayers.length, s.minutesBefore]), [[device.subscription.endpoint, 5, [0]]]);
    await section.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'settings-reminders');

    // Fewer prayers and a second time: saved at once.
    await section.locator('label', { hasText: 'Fajr' }).click();
    await section.locator('label', { hasText: '10 min before' }).click();
    for (let i = 0; i < 50; i++) {
      const [row] = await e2e.server.prisma.pushSubscription.findMany();
      if (row?.prayers.length === 4 && row.minutesBefore.length === 2) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const [row] = await e2e.server.prisma.pushSubscription.findMany();
    assert.deepEqual([row?.prayers, row?.minutesBefore], [['dhuhr', 'asr', 'maghrib', 'isha'], [10, 0]]);

    // Suhoor, and its minutes before imsak: out of range says so and saves nothing; 45 is saved and shown again from the device.
    const suhoorLabel = 'Suhoor: minutes before imsak';
    assert.equal(await section.getByLabel(suhoorLabel).count(), 0, 'shown only with suhoor chosen');
    await section.locator('label', { hasText: 'Suhoor, before imsak' }).click();
    const suhoorMinutes = section.getByLabel(suhoorLabel);
    await suhoorMinutes.waitFor();
    assert.equal(await suhoorMinutes.inputValue(), '30');
    const waitForRow = async (ok: (r: { extras: string[]; suhoorMinutes: number }) => boolean) => {
      for (let i = 0; i < 50; i++) {
        const [r] = await e2e.server.prisma.pushSubscription.findMany();
        if (r && ok(r)) return r;
        await new Promise((res) => setTimeout(res, 100));
      }
      return (await e2e.server.prisma.pushSubscription.findMany())[0];
    };
    assert.deepEqual((await waitForRow((r) => r.extras.includes('suhoor')))?.extras, ['suhoor']);
    await suhoorMinutes.fill('75');
    await suhoorMinutes.press('Tab');
    await section.getByText('Between 0 and 60 minutes').waitFor();
    await suhoorMinutes.fill('45');
    await suhoorMinutes.press('Tab');
    assert.equal((await waitForRow((r) => r.suhoorMinutes === 45))?.suhoorMinutes, 45);
    assert.equal(await section.getByText('Between 0 and 60 minutes').count(), 0);
    // Settings closed and opened again (a reload would lose the faked subscription): the saved device's minutes.
    await page.keyboard.press('Escape');
    await section.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByTestId('reminders').getByLabel(suhoorLabel).waitFor();
    assert.equal(await page.getByTestId('reminders').getByLabel(suhoorLabel).inputValue(), '45', 'shown from the saved device');
    await page.getByTestId('reminders').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'settings-reminders-suhoor');

    const from = push.deliveries.length;
    await page.getByTestId('reminders').getByRole('button', { name: 'Send test reminder' }).click();
    await page.getByText('Test reminder sent').waitFor();
    const [delivered] = await push.waitFor(from + 1).then((all) => all.slice(from));
    assert.equal(delivered!.payload.title, 'Test reminder');

    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const mine = registrations.find((r: { scopeURL: string; isDeleted: boolean }) => r.scopeURL.startsWith(e2e.server.url) && !r.isDeleted);
        if (mine) resolve(mine.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(e2e.server.url).origin,
      registrationId: await registration,
      data: JSON.stringify(delivered!.payload),
    });
    let shown: { title: string; body: string }[] = [];
    for (let i = 0; i < 50 && shown.length === 0; i++) {
      shown = await page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body })),
      );
      if (shown.length === 0) await new Promise((r) => setTimeout(r, 100));
    }
    assert.deepEqual(shown, [{ title: 'Test reminder', body: 'Your prayer reminders will appear like this.' }]);
  });

  test('turn off: the server forgets the device', async () => {
    const reminders = page.getByTestId('reminders').getByRole('switch', { name: 'Prayer Reminders' });
    await reminders.click({ force: true });
    await page.getByText('Prayer reminders are off').waitFor();
    assert.equal(await e2e.server.prisma.pushSubscription.count(), 0);
  });

  test('notifications refused: the switch stays off and says how to allow them', async () => {
    const refused = await e2e.browser.newContext({ viewport: PHONE, serviceWorkers: 'allow' });
    const other = await refused.newPage();
    await other.goto(e2e.server.url);
    await waitForHome(other);
    await other.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await other.getByRole('button', { name: 'Settings' }).click();
    const section = other.getByTestId('reminders');
    const reminders = section.getByRole('switch', { name: 'Prayer Reminders' });
    await reminders.click({ force: true });
    // Headless Chromium answers the permission prompt with "denied", as a user blocking it would.
    await section.getByText('Notifications are blocked for this site').waitFor();
    assert.equal(await reminders.isChecked(), false);
    assert.equal(await reminders.isDisabled(), true);
    assert.equal(await e2e.server.prisma.pushSubscription.count(), 0);
    await refused.close();
  });
});
