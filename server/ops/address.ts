// The caller's address, for per-address limits. Behind the load balancer
// (docker-compose.yml) the socket is the balancer's, so with TRUST_PROXY=1 the
// address the balancer appended last to X-Forwarded-For is used: entries before it
// come from the client and could be forged.
import type { IncomingMessage } from 'node:http';

let trustProxy = process.env.TRUST_PROXY === '1';

export function setTrustProxy(value: boolean) {
  trustProxy = value;
}

type RequestLike = Pick<IncomingMessage, 'headers'> & { socket?: { remoteAddress?: string } };

export function clientAddress(req: RequestLike | undefined): string {
  const forwarded = req?.headers['x-forwarded-for'];
  if (trustProxy && typeof forwarded === 'string') {
    const last = forwarded.split(',').pop()?.trim();
    if (last) return last;
  }
  return req?.socket?.remoteAddress ?? 'unknown';
}
