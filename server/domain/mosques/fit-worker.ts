// The worker thread that fits pasted timetables (fit-pool.ts starts it): one job at a
// time, each answered with its id.
import { parentPort } from 'node:worker_threads';
import { fitTable, type TablePlace } from './table-fit.ts';

export interface FitJob {
  id: number;
  text: string;
  place: TablePlace;
  label: string;
}

parentPort!.on('message', (job: FitJob) => {
  try {
    parentPort!.postMessage({ id: job.id, fit: fitTable(job.text, job.place, job.label) });
  } catch (error) {
    parentPort!.postMessage({ id: job.id, crash: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
