// Per-address limits count the real caller, also behind the load balancer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { clientAddress, setTrustProxy } from '../../server/ops/address.ts';

test('the socket address, or the last X-Forwarded-For hop when the proxy is trusted', () => {
  const req = { headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }, socket: { remoteAddress: '10.0.0.2' } };
  setTrustProxy(false);
  assert.equal(clientAddress(req), '10.0.0.2', 'headers are ignored unless trusted');
  setTrustProxy(true);
  assert.equal(clientAddress(req), '203.0.113.7', 'the hop the balancer added, not the forged first one');
  assert.equal(clientAddress({ headers: {}, socket: { remoteAddress: '10.0.0.2' } }), '10.0.0.2');
  setTrustProxy(false);
});

test('TRUST_PROXY: off, 1, or a list of proxies whose own hops are skipped', async () => {
  const { parseTrustProxy } = await import('../../server/ops/address.ts');
  assert.equal(parseTrustProxy(undefined), false);
  assert.equal(parseTrustProxy('0'), false);
  assert.equal(parseTrustProxy('1'), true);
  assert.deepEqual(parseTrustProxy(' 10.0.0.2, ::ffff:10.0.0.3 '), ['10.0.0.2', '10.0.0.3']);
  const chain = { headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 10.0.0.3' }, socket: { remoteAddress: '::ffff:10.0.0.2' } };
  setTrustProxy(['10.0.0.2', '10.0.0.3']);
  assert.equal(clientAddress(chain), '203.0.113.7', 'two listed proxies in a row, then the client');
  assert.equal(clientAddress({ ...chain, socket: { remoteAddress: '10.9.9.9' } }), '10.9.9.9', 'an unlisted peer is the client');
  setTrustProxy(false);
  assert.equal(clientAddress(chain), '10.0.0.2', 'IPv4-mapped socket addresses are written as IPv4');
});
