// The caller's address, for per-address limits (decisions.md 19). Behind the load
// balancer (docker-compose.yml, deploy/nginx.conf) the socket is the balancer's, so
// X-Forwarded-For is read, but only when configuration trusts the proxy:
//   TRUST_PROXY=1            the direct peer is the trusted balancer (the app port is
//                            reachable from it only): the last hop it appended is the client.
//   TRUST_PROXY=10.0.0.5,…   only these peers are trusted proxies: hops are read from the
//                            right while they are listed proxies; the first other one is the client.
//   unset                    the header is ignored; the socket address counts.
// Entries left of the trusted hops come from the client and could be forged.
import type { IncomingMessage } from 'node:http';

export type TrustProxy = boolean | string[];

let trusted: TrustProxy = parseTrustProxy(process.env.TRUST_PROXY);

/** TRUST_PROXY's value: '1' (trust the direct peer), a comma-separated list of proxy addresses, or off. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0') return false;
  if (text === '1' || text === 'true') return true;
  return text.split(',').map((entry) => normalize(entry.trim())).filter(Boolean);
}

export function setTrustProxy(value: TrustProxy) {
  trusted = value;
}

/** ::ffff:10.0.0.5 (an IPv4 peer on a dual-stack socket) is 10.0.0.5. */
function normalize(address: string): string {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}

type RequestLike = Pick<IncomingMessage, 'headers'> & { socket?: { remoteAddress?: string } };

export function clientAddress(req: RequestLike | undefined): string {
  const peer = normalize(req?.socket?.remoteAddress ?? 'unknown');
  const forwarded = req?.headers['x-forwarded-for'];
  if (!trusted || typeof forwarded !== 'string') return peer;
  const hops = forwarded.split(',').map((hop) => normalize(hop.trim()));
  if (trusted === true) return hops.at(-1) || peer;
  if (!trusted.includes(peer)) return peer;
  // Walk back over the proxies' own hops; the first address no listed proxy owns is the client.
  for (let i = hops.length - 1; i >= 0; i--) if (hops[i] && !trusted.includes(hops[i]!)) return hops[i]!;
  return peer;
}
