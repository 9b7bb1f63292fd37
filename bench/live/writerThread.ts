// Starts bench/live/writer.ts in a worker thread and sends it one heart at a time.
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import type { HeartRequest, HeartTiming } from './writer.ts';

const entry = fileURLToPath(new URL('./writer.ts', import.meta.url));

export function startWriter() {
  const worker = new Worker(entry, { execArgv: [] });
  return {
    heart(request: HeartRequest): Promise<HeartTiming> {
      return new Promise((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.postMessage(request);
      }).finally(() => worker.removeAllListeners('error')) as Promise<HeartTiming>;
    },
    stop: () => worker.terminate(),
  };
}
