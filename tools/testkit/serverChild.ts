// The server under test, in its own process so the load generator does not share its
// event loop. Same startServer as production (config from the environment); answers
// the parent's IPC 'memory' request after a full GC so deltas mean live memory.
import { startServer } from '../../server/http/app.ts';

const server = await startServer();
const send = (message: unknown) => process.send?.(message);
send({ type: 'ready', port: server.port });

process.on('message', async (message: { type: string }) => {
  if (message.type === 'memory') {
    (globalThis as { gc?: () => void }).gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    send({ type: 'memory', rss, heapUsed });
  }
  // The process's CPU time so far (user + system, µs): a bench's cost per delivered message.
  if (message.type === 'cpu') {
    const { user, system } = process.cpuUsage();
    send({ type: 'cpu', micros: user + system });
  }
  // A heap snapshot of the live objects, for finding what each connection keeps (BENCHMARKS.md).
  if (message.type === 'heapSnapshot') {
    const { writeHeapSnapshot } = await import('node:v8');
    (globalThis as { gc?: () => void }).gc?.();
    send({ type: 'heapSnapshot', file: writeHeapSnapshot() });
  }
  if (message.type === 'stop') {
    await server.close(2000).catch(() => undefined);
    process.exit(0);
  }
});
// The parent going away must not leave a server behind.
process.on('disconnect', () => process.exit(0));
