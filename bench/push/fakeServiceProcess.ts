// Starts bench/push/fakeService.ts as a child process and talks to it over IPC.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { forkChild, onCleanup } from '../../tools/testkit/children.ts';
import type { FakeServiceReport } from './devices.ts';

const entry = fileURLToPath(new URL('./fakeService.ts', import.meta.url));

export interface FakeService {
  origin: string;
  caFile: string;
  keys: { p256dh: string; auth: string }[];
  /** Delivered counts start again from zero (one service for both runs). */
  reset(): Promise<void>;
  /** 201s answered so far (with duplicates). */
  delivered(): Promise<number>;
  report(): Promise<FakeServiceReport>;
  stop(): Promise<void>;
}

export async function startFakeService(devices: number, delayMs: number): Promise<FakeService> {
  // Its certificate's folder: removed when the bench ends, however it ends (after the child is killed).
  const certDir = mkdtempSync(join(tmpdir(), 'bench-push-'));
  onCleanup(() => rmSync(certDir, { recursive: true, force: true }));
  const child = forkChild(entry, [], {
    execArgv: [],
    env: { ...process.env, PUSH_DEVICES_TOTAL: String(devices), PUSH_DELAY_MS: String(delayMs), PUSH_CERT_DIR: certDir },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // An answer, or the bench fails when the service exits instead of waiting for it forever.
  const next = <T>(type: string) =>
    new Promise<T>((resolve, reject) => {
      const onExit = (code: number | null, signal: string | null) => reject(new Error(`fake push service exited with ${code ?? signal}`));
      const onMessage = (m: { type: string } & T) => {
        if (m.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(m);
      };
      if (child.exitCode !== null || child.signalCode !== null) return onExit(child.exitCode, child.signalCode);
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  child.once('exit', (code) => code && console.error(`fake push service exited with ${code}`));
  const ready = await next<{ origin: string; caFile: string; keys: { p256dh: string; auth: string }[] }>('ready');
  return {
    ...ready,
    async reset() {
      const done = next('reset');
      child.send({ type: 'reset' });
      await done;
    },
    async delivered() {
      const answer = next<{ delivered: number }>('count');
      child.send({ type: 'count' });
      return (await answer).delivered;
    },
    async report() {
      const answer = next<{ report: FakeServiceReport }>('report');
      child.send({ type: 'report' });
      return (await answer).report;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'stop' });
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      await exited;
    },
  };
}
