// One HTTPS POST to a push service, to the URL parseEndpoint checked
// (server/domain/push/endpoint.ts): its host and port are the ones connected to, so
// no second parser (web-push's url.parse) decides where the request goes.
// The answer's body is not kept: only its status and headers matter.
import { Agent, request } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';

export interface PushRequest {
  method: string;
  headers: Record<string, string | number>;
  body: Buffer | null;
}

export interface PushAnswer {
  status: number;
  headers: IncomingHttpHeaders;
}

// Connections kept open between pushes: a city's minute is thousands of POSTs to
// the same few push services, and a TLS handshake costs more CPU than the
// encryption of one message (issue 35). The scheduler bounds how many are in flight.
const agent = new Agent({ keepAlive: true, maxFreeSockets: 256 });

export function postToPushService(url: URL, details: PushRequest, timeoutMs: number): Promise<PushAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname: url.hostname.replace(/^\[|\]$/g, ''),
        port: url.port || 443,
        path: `${url.pathname}${url.search}`,
        method: details.method,
        headers: details.headers,
        // The certificate is checked against this same host (Node's default servername).
        timeout: timeoutMs,
        agent,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('push service timed out')));
    req.on('error', reject);
    req.end(details.body ?? undefined);
  });
}
