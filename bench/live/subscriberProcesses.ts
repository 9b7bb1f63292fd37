// bench:live's subscribers over several processes (subscriberChild.ts) when one
// process cannot hold them all; the same SubscriberPool to run.ts. Arrival times
// are absolute (timeOrigin + now) in every process, so they compare.
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { forkChild } from '../../tools/testkit/children.ts';
import type { SubscriberPool } from './subscribers.ts';

const entry = fileURLToPath(new URL('./subscriberChild.ts', import.meta.url));

/** One request and its answer; a child that exits instead fails the bench rather than hanging it. */
function ask<T>(child: ChildProcess, message: { type: string } & Record<string, unknown>, answer: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null, signal: string | null) =>
      reject(new Error(`subscriber process ${child.pid} exited with ${code ?? signal} before answering '${message.type}'`));
    const onMessage = (m: { type: string } & T) => {
      if (m.type !== answer) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(m);
    };
    if (child.exitCode !== null || child.signalCode !== null) return onExit(child.exitCode, child.signalCode);
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.send(message);
  });
}

export async function openSubscribersInProcesses(wsUrls: string[], postId: string, count: number, perProcess: number): Promise<SubscriberPool> {
  const children: ChildProcess[] = [];
  const opened: Promise<{ size: number }>[] = [];
  for (let first = 0; first < count; first += perProcess) {
    const child = forkChild(entry, [], { execArgv: ['--max-old-space-size=4096'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    children.push(child);
    opened.push(ask(child, { type: 'open', wsUrls, postId, count: Math.min(perProcess, count - first), first }, 'opened'));
  }
  const size = (await Promise.all(opened)).reduce((sum, o) => sum + o.size, 0);
  let dropped = 0;
  return {
    size,
    dropped: () => dropped,
    async waitForHearts(hearts, timeoutMs) {
      const parts = await Promise.all(children.map((c) => ask<{ arrivals: number[]; missing: number }>(c, { type: 'wait', hearts, timeoutMs }, 'waited')));
      const counts = await Promise.all(children.map((c) => ask<{ dropped: number }>(c, { type: 'dropped' }, 'dropped')));
      dropped = counts.reduce((sum, c) => sum + c.dropped, 0);
      return { arrivals: parts.flatMap((p) => p.arrivals), missing: parts.reduce((sum, p) => sum + p.missing, 0) };
    },
    async messageCounts() {
      const parts = await Promise.all(children.map((c) => ask<{ counts: number[] }>(c, { type: 'counts' }, 'counted')));
      return parts.flatMap((p) => p.counts);
    },
    async close() {
      await Promise.all(children.map((c) => ask(c, { type: 'close' }, 'closed')));
      for (const c of children) c.disconnect();
    },
  };
}
