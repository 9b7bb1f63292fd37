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
