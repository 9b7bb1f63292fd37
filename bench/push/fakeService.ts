// The fake push service of bench:push, in its own process so its TLS and its
// bookkeeping do not share an event loop with the bench (the servers under test
// are children of their own). HTTPS on 127.0.0.1 with a self-signed certificate
// made here by openssl (the servers trust it through NODE_EXTRA_CA_CERTS),
// HTTP/1.1 keep-alive. Every request is answered after PUSH_DELAY_MS; device i
// is gone for good (410) when i % 100 === 99, and rate limited once (429,
// Retry-After: 1) on its first request when i % 50 === 7. Every 97th device's
// message is decrypted as the browser would (RFC 8291) to check it is the
// reminder it should be; decrypting them all would spend the cores being measured.
import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import { join } from 'node:path';
import ece from 'http_ece';
import { isGone, isLimitedOnce, KEY_PAIRS, type FakeServiceReport } from './devices.ts';

const isSampled = (i: number) => i % 97 === 0;

const delayMs = Number(process.env.PUSH_DELAY_MS ?? 50);
const devices = Number(process.env.PUSH_DEVICES_TOTAL ?? 0);

// The folder for the certificate is the parent's (fakeServiceProcess.ts), which removes it
// when the bench ends, however it ends.
const dir = process.env.PUSH_CERT_DIR;
if (!dir) throw new Error('PUSH_CERT_DIR: the folder for the certificate (fakeServiceProcess.ts makes it)');
const [keyFile, certFile] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
execFileSync('openssl', [
  'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
  '-keyout', keyFile, '-out', certFile, '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
], { stdio: 'ignore' });

const keys: { ecdh: ECDH; auth: string }[] = Array.from({ length: KEY_PAIRS }, () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, auth: randomBytes(16).toString('base64url') };
});

let firstDelivered = new Array<number>(devices).fill(0);
let requests = new Array<number>(devices).fill(0);
let duplicates = 0;
let firstRequestAt = 0;
let statuses: Record<string, number> = {};
let connections = 0;
let decrypted = { ok: 0, wrong: 0 };
let cpuStart = process.cpuUsage();

const server = createServer({ key: readFileSync(keyFile), cert: readFileSync(certFile), keepAliveTimeout: 30_000 }, (req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    if (firstRequestAt === 0) firstRequestAt = Date.now();
    const i = Number(/^\/push\/(\d+)$/.exec(req.url ?? '')?.[1] ?? -1);
    const ok = req.method === 'POST' && i >= 0 && i < devices && req.headers['content-encoding'] === 'aes128gcm' &&
      String(req.headers.authorization ?? '').startsWith('vapid t=');
    requests[i] = (requests[i] ?? 0) + 1;
    const status = !ok ? 400 : isGone(i) ? 410 : isLimitedOnce(i) && requests[i] === 1 ? 429 : 201;
    if (status === 201 && isSampled(i)) {
      const key = keys[i % KEY_PAIRS]!;
      try {
        const clear = ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: key.ecdh, authSecret: key.auth });
        const payload = JSON.parse(clear.toString('utf8')) as { kind?: string; prayer?: string };
        if (payload.kind === 'reminder' && payload.prayer === 'maghrib') decrypted.ok++;
        else decrypted.wrong++;
      } catch {
        decrypted.wrong++;
      }
    }
    setTimeout(() => {
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status === 201) {
        if (firstDelivered[i]) duplicates++;
        else firstDelivered[i] = Date.now();
      }
      res.writeHead(status, status === 429 ? { 'retry-after': '1' } : {}).end();
    }, delayMs);
  });
});
server.on('secureConnection', () => void connections++);
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as { port: number };
  process.send?.({
    type: 'ready',
    origin: `https://127.0.0.1:${port}`,
    caFile: certFile,
    keys: keys.map((k) => ({ p256dh: k.ecdh.getPublicKey().toString('base64url'), auth: k.auth })),
  });
});

process.on('message', (m: { type: string }) => {
  if (m.type === 'reset') {
    firstDelivered = new Array<number>(devices).fill(0);
    requests = new Array<number>(devices).fill(0);
    duplicates = 0;
    firstRequestAt = 0;
    statuses = {};
    connections = 0;
    decrypted = { ok: 0, wrong: 0 };
    cpuStart = process.cpuUsage();
    process.send?.({ type: 'reset' });
  }
  if (m.type === 'count') process.send?.({ type: 'count', delivered: statuses[201] ?? 0 });
  if (m.type === 'report') {
    const cpu = process.cpuUsage(cpuStart);
    const report: FakeServiceReport = {
      firstDelivered, duplicates, firstRequestAt, statuses, connections, decrypted, cpuMs: (cpu.user + cpu.system) / 1000,
    };
    process.send?.({ type: 'report', report });
  }
  if (m.type === 'stop') server.close(() => process.exit(0));
});
process.on('disconnect', () => process.exit(0));
