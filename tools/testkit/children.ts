// Every child process a bench starts (servers, subscriber processes, the fake push service,
// Chromium, builds), killed when the bench ends, however it ends (issue 47 item 6): at the
// end of its main function, when that rejects, on an uncaught exception or unhandled
// rejection (a rejected top-level await is one), on SIGINT, SIGTERM and SIGHUP, and at
// process exit. Each child is started `detached`, the leader of a process group of its
// own, and the whole group is killed, so what a child starts goes with it. (A detached
// child no longer gets the terminal's Ctrl-C: the handler here passes it on.) Cleanups
// (dropping a schema, removing a temporary folder) run after the kill, in reverse order.
//
// A bench: `await runBench(async () => { … })`, children through `spawnChild`/`forkChild`
// (or `adopt` for one a library started), cleanups through `onCleanup`.
// Only SIGKILL of the bench itself escapes this; its forked children exit when their IPC
// channel closes (serverChild.ts, subscriberChild.ts, fakeService.ts, floorServer.ts).
import { fork, spawn, type ChildProcess, type ForkOptions, type SpawnOptions } from 'node:child_process';
import { constants } from 'node:os';

type Cleanup = () => unknown;

/** Process group ids (each a child's pid) still to kill. */
const groups = new Set<number>();
const cleanups: Cleanup[] = [];
let installed = false;
let ending = false;

/** How long children get to stop after SIGTERM before SIGKILL; a cleanup before it is left. */
const GRACE_MS = 3000;

function signalGroup(pgid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    return false; // the group is gone (ESRCH)
  }
}

const groupAlive = (pgid: number) => signalGroup(pgid, 0 as unknown as NodeJS.Signals);

/** Registers a child started elsewhere (detached, so its pid is its group's id). */
export function adopt(child: ChildProcess): ChildProcess {
  install();
  const pid = child.pid;
  if (pid === undefined) return child; // never started: its 'error' event says why
  groups.add(pid);
  // A child's group does not outlive it: what it left behind goes when it exits.
  child.once('exit', () => {
    if (groups.delete(pid)) signalGroup(pid, 'SIGKILL');
  });
  return child;
}

/** `spawn`, detached in a process group of its own and killed with the bench. */
export function spawnChild(command: string, args: readonly string[], options: SpawnOptions = {}): ChildProcess {
  return adopt(spawn(command, args, { ...options, detached: true }));
}

/** `fork`, detached in a process group of its own and killed with the bench. */
export function forkChild(modulePath: string, args: readonly string[], options: ForkOptions = {}): ChildProcess {
  return adopt(fork(modulePath, args, { ...options, detached: true }));
}

/** Runs `command` to its end (output to this terminal's stderr) and rejects on a non-zero exit. */
export function runChild(command: string, args: readonly string[], options: SpawnOptions = {}): Promise<void> {
  const child = spawnChild(command, args, { stdio: ['ignore', 'ignore', 'inherit'], ...options });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

/** Something to undo when the bench ends (after its children are killed); returns its cancel. */
export function onCleanup(cleanup: Cleanup): () => void {
  install();
  cleanups.push(cleanup);
  return () => {
    const i = cleanups.indexOf(cleanup);
    if (i >= 0) cleanups.splice(i, 1);
  };
}

/** SIGKILL to every group at once: what exit and a second signal can still do. */
function killAllNow() {
  for (const pgid of groups) signalGroup(pgid, 'SIGKILL');
  groups.clear();
}

/** SIGTERM to every group, SIGKILL to the ones left after GRACE_MS, then the cleanups. */
export async function stopAll(): Promise<void> {
  const pending = [...groups];
  for (const pgid of pending) signalGroup(pgid, 'SIGTERM');
  const deadline = Date.now() + GRACE_MS;
  while (pending.some(groupAlive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  for (const pgid of pending) signalGroup(pgid, 'SIGKILL');
  for (const pgid of pending) groups.delete(pgid);
  while (cleanups.length > 0) {
    const cleanup = cleanups.pop()!;
    const limit = new Promise((resolve) => setTimeout(resolve, GRACE_MS).unref());
    await Promise.race([Promise.resolve().then(cleanup).catch((error) => console.error('bench cleanup failed:', error)), limit]);
  }
}

/** Kills everything, runs the cleanups and exits with `code`; once (a second call waits). */
async function end(code: number, why?: string): Promise<never> {
  if (ending) return new Promise<never>(() => undefined);
  ending = true;
  if (why && groups.size > 0) console.error(`bench: ${why}: stopping ${groups.size} child process${groups.size === 1 ? '' : 'es'}`);
  await stopAll();
  process.exit(code);
}

function install() {
  if (installed) return;
  installed = true;
  const fail = (error: unknown) => {
    // While stopping, the children's own ends surface as errors (a server's start cut short):
    // one line each, not taken for the failure.
    if (ending) return console.error(`bench: while stopping: ${error instanceof Error ? error.message : String(error)}`);
    console.error(error);
    void end(1, 'failed');
  };
  process.on('uncaughtException', fail);
  process.on('unhandledRejection', fail);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      // A second signal while stopping: no more waiting.
      if (ending) {
        killAllNow();
        process.exit(128 + constants.signals[signal]);
      }
      void end(128 + constants.signals[signal], signal);
    });
  }
  // process.exit() anywhere, or the loop running dry: only synchronous work is possible here.
  process.on('exit', () => {
    killAllNow();
    for (const cleanup of cleanups.splice(0).reverse()) {
      try {
        cleanup();
      } catch {
        // the process is leaving
      }
    }
  });
}

/**
 * A bench's body: when it resolves or rejects, every child is stopped, the cleanups run and
 * the process exits (0 or 1), so nothing left open keeps it, or its children, alive.
 */
export async function runBench(main: () => Promise<void>): Promise<never> {
  install();
  try {
    await main();
  } catch (error) {
    console.error(error);
    return end(1, 'failed');
  }
  return end(0);
}
