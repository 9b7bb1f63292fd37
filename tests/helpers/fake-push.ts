// A stand-in for a browser push service (FCM, Mozilla, Apple): https on
// 127.0.0.1 with a certificate made here by openssl, trusted by the servers
// under test through NODE_EXTRA_CA_CERTS. It decrypts each message as the
// browser would (RFC 8291, aes128gcm, with http_ece) using keys it made for
// its "devices", and answers what a test asks (201, 410, 429 …).
import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ece from 'http_ece';

export interface Delivery {
  device: string;
  headers: Record<string, string | string[] | undefined>;
  payload: Record<string, unknown>;
  status: number;
  at: number;
}

export interface FakeDevice {
  id: string;
  /** What the browser's PushSubscription.toJSON() would hold. */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

export interface FakePushService {
  origin: string;
  /** PEM file of the certificate, for NODE_EXTRA_CA_CERTS. */
  caFile: string;
  deliveries: Delivery[];
  device(): FakeDevice;
  /** Statuses to answer this device's next messages with, in order; 201 after that. */
  answer(device: FakeDevice, ...statuses: number[]): void;
  waitFor(count: number, timeoutMs?: number): Promise<Delivery[]>;
  close(): Promise<void>;
}

function certificate(): { key: Buffer; cert: Buffer; caFile: string } {
  const dir = mkdtempSync(join(tmpdir(), 'pc-push-'));
  // Spawned servers read the certificate (NODE_EXTRA_CA_CERTS) for as long as they run.
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-keyout', key, '-out', cert, '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
  ], { stdio: 'ignore' });
  return { key: readFileSync(key), cert: readFileSync(cert), caFile: cert };
}

/**
 * An https listener on a fixed address (127.0.0.1:443 for the SSRF tests) that
 * counts every TCP connection and every request it gets: a server under test
 * that must not call it leaves both at zero.
 */
export interface TlsTrap {
  connections: number;
  requests: string[];
  close(): Promise<void>;
}

export async function startTlsTrap(port: number, host = '127.0.0.1'): Promise<TlsTrap> {
  const { key, cert } = certificate();
  const trap: TlsTrap = { connections: 0, requests: [], close: async () => undefined };
  const server: Server = createServer({ key, cert }, (req, res) => {
    trap.requests.push(`${req.method} ${req.url}`);
    res.writeHead(201).end();
  });
  server.on('connection', () => void trap.connections++);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  trap.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return trap;
}

export async function startFakePushService(): Promise<FakePushService> {
  const { key, cert, caFile } = certificate();
  const devices = new Map<string, { ecdh: ECDH; auth: string; answers: number[] }>();
  const deliveries: Delivery[] = [];
  const server: Server = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = (req.url ?? '').replace(/^\/push\//, '');
      const device = devices.get(id);
      if (req.method !== 'POST' || !device) return void res.writeHead(404).end();
      const status = device.answers.shift() ?? 201;
      let payload: Record<string, unknown> = {};
      try {
        const clear = ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.auth });
        payload = JSON.parse(clear.toString('utf8')) as Record<string, unknown>;
      } catch (error) {
        payload = { undecryptable: String(error) };
      }
      deliveries.push({ device: id, headers: req.headers, payload, status, at: Date.now() });
      res.writeHead(status, status === 429 ? { 'retry-after': '1' } : {}).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as { port: number }).port}`;

  return {
    origin,
    caFile,
    deliveries,
    device() {
      const id = randomBytes(8).toString('hex');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      devices.set(id, { ecdh, auth, answers: [] });
      return {
        id,
        subscription: { endpoint: `${origin}/push/${id}`, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } },
      };
    },
    answer(device, ...statuses) {
      devices.get(device.id)!.answers.push(...statuses);
    },
    async waitFor(count, timeoutMs = 20_000) {
      const started = Date.now();
      while (deliveries.length < count) {
        if (Date.now() - started > timeoutMs) throw new Error(`${deliveries.length} of ${count} pushes arrived in ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return deliveries;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
