// Pasted timetables are fitted on one worker thread (issue 40 item 6): a year's table costs
// 200–300 ms of CPU, which on the main thread stalled every other request (/healthz went
// from 2 ms to 128 ms median under two loops of admin updates). One thread keeps the
// fitting to one core whatever the load; the queue in front of it is bounded, so a flood
// is refused at once (503) instead of waiting for minutes. Node's own worker_threads:
// no pool library is a dependency, and one long-lived thread needs none.
import { Worker } from 'node:worker_threads';
import { AppError } from '../../errors.ts';
import type { FitJob } from './fit-worker.ts';
import type { TableFit, TablePlace } from './table-fit.ts';

/** Fits waiting or running at once; past this, the server is busy. */
export const FIT_QUEUE_MAX = 8;
/** An idle thread is ended after this long: it holds the engine's code and heap (tens of MB) for a rare job. */
const IDLE_MS = 60_000;

interface Waiting {
  /** The thread doing it: when a thread dies, only its own jobs fail. */
  thread: Worker;
  resolve: (fit: TableFit) => void;
  reject: (error: Error) => void;
}

let worker: Worker | null = null;
const waiting = new Map<number, Waiting>();
let nextId = 0;
let idleTimer: NodeJS.Timeout | null = null;

/** Ends the thread once nothing has waited for IDLE_MS; the next fit starts a new one. */
function endWhenIdle(thread: Worker) {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  if (waiting.size > 0) return;
  idleTimer = setTimeout(() => {
    idleTimer = null;
    if (worker === thread && waiting.size === 0) {
      worker = null;
      void thread.terminate();
    }
  }, IDLE_MS).unref();
}

function failAll(thread: Worker, error: Error) {
  for (const [id, job] of waiting) {
    if (job.thread !== thread) continue;
    waiting.delete(id);
    job.reject(error);
  }
}

function started(): Worker {
  if (worker) return worker;
  // Node runs TypeScript by stripping its types (no loader), in worker threads too.
  const thread = new Worker(new URL('./fit-worker.ts', import.meta.url));
  thread.on('message', (answer: { id: number; fit?: TableFit; crash?: string }) => {
    const job = waiting.get(answer.id);
    if (!job) return;
    waiting.delete(answer.id);
    if (answer.fit) job.resolve(answer.fit);
    else job.reject(new Error(`Timetable fit failed: ${answer.crash}`));
    endWhenIdle(thread);
  });
  const gone = (error: Error) => {
    if (worker === thread) worker = null;
    failAll(thread, error);
  };
  thread.on('error', gone);
  thread.on('exit', (code) => gone(new Error(`The timetable worker exited (${code})`)));
  // Idle, it must not keep the process alive (tests, a server's close).
  thread.unref();
  worker = thread;
  return thread;
}

/** Fits a pasted table off the main thread; UNAVAILABLE (503) when FIT_QUEUE_MAX fits are already waiting. */
export function fitOffThread(text: string, place: TablePlace, label: string): Promise<TableFit> {
  if (waiting.size >= FIT_QUEUE_MAX) {
    return Promise.reject(
      new AppError('UNAVAILABLE', 'The server is busy reading other timetables. Please try again in a minute.', { http: { status: 503 } }),
    );
  }
  const thread = started();
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  const id = ++nextId;
  return new Promise<TableFit>((resolve, reject) => {
    waiting.set(id, { thread, resolve, reject });
    const job: FitJob = { id, text, place: { ...place }, label };
    thread.postMessage(job);
  });
}
