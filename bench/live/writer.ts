// The writer of bench:live in its own thread: the subscribers' sockets live in the
// main thread, and their thousands of messages would otherwise delay the moment the
// writer sees its own HTTP response. Times are absolute (timeOrigin + now) so the
// main thread can compare them with its subscribers' arrivals.
import { parentPort } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';

export interface HeartRequest { url: string; cookie: string; query: string; variables: Record<string, unknown> }
export interface HeartTiming { sent: number; answered: number }

const now = () => performance.timeOrigin + performance.now();

parentPort?.on('message', async (request: HeartRequest) => {
  const sent = now();
  const response = await fetch(request.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: request.cookie },
    body: JSON.stringify({ query: request.query, variables: request.variables }),
  });
  await response.json();
  parentPort!.postMessage({ sent, answered: now() } satisfies HeartTiming);
});
