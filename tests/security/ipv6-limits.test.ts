// Issue 40, item 9: an IPv6 client holds a whole /64 and can use a new address in it for
// every request, so per-address limits count the /64, not the full address. Over real
// HTTP behind a trusted proxy (TRUST_PROXY=1), with the forwarded client's address.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { bootServer } from '../helpers/server.ts';
import { fetchFrom } from '../helpers/from-address.ts';
import { addressKey, networkOf } from '../../server/security/address-key.ts';

/** Addresses of one /64, written in different ways, and one of the next /64. */
const SAME_64 = ['2001:db8:40:9::1', '2001:db8:40:9:ffff:ffff:ffff:2', '2001:0db8:0040:0009:0000:0000:0000:0003', '2001:db8:40:9::4'];
const NEXT_64 = '2001:db8:40:a::1';

describe('per-address limits and IPv6', () => {
  test('the helper: IPv4 whole, IPv6 its /64 however written; reports see an IPv4 /24', () => {
    assert.equal(addressKey('203.0.113.7'), '203.0.113.7');
    assert.equal(addressKey('::ffff:203.0.113.7'), '203.0.113.7', 'IPv4 on a dual-stack socket');
    for (const address of SAME_64) assert.equal(addressKey(address), '2001:db8:40:9::/64', address);
    assert.equal(addressKey('fe80::1%eth0'), 'fe80:0:0:0::/64');
    assert.equal(addressKey('64:ff9b::192.0.2.33'), '64:ff9b:0:0::/64');
    assert.equal(addressKey('::1'), '0:0:0:0::/64');
    assert.equal(addressKey(NEXT_64), '2001:db8:40:a::/64');
    assert.equal(networkOf('203.0.113.7'), '203.0.113.0/24');
    assert.equal(networkOf('203.0.114.7'), '203.0.114.0/24');
    assert.equal(networkOf('2001:db8:40:9::1'), '2001:db8:40:9::/64');
  });

  test('sign-ups, account mails and analytics are counted per /64', async () => {
    const server = await bootServer('pglite', { trustProxy: true, signupRateLimit: 2, emailAddressRateLimit: 2, eventsRateLimit: 2 });
    try {
      const from = (client: string, path: string, body: unknown) =>
        fetchFrom('127.0.0.1', `${server.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
          body: JSON.stringify(body),
        });
      const statuses = async (path: string, body: (i: number) => unknown) => {
        const out: number[] = [];
        for (const [i, client] of SAME_64.slice(0, 3).entries()) out.push((await from(client, path, body(i))).status);
        out.push((await from(NEXT_64, path, body(9))).status);
        return out;
      };
      // Three addresses of one /64 share one budget of two; the next /64 has its own.
      assert.deepEqual(await statuses('/api/auth/anonymous', () => ({})), [201, 201, 429, 201], 'new spaces');
      assert.deepEqual(await statuses('/api/auth/email', (i) => ({ email: `someone${i}@example.org` })), [202, 202, 429, 202], 'sign-in mails');
      const batch = () => ({ events: [{ name: 'page_view', occurredAt: new Date().toISOString() }] });
      assert.deepEqual(await statuses('/api/events', batch), [202, 202, 429, 202], 'analytics without a session');
      const refused = await from(SAME_64[3]!, '/api/auth/anonymous', {});
      assert.equal(refused.body.error.code, 'RATE_LIMITED');
    } finally {
      await server.stop();
    }
  });
});
