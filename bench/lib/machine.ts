// The machine a run happened on, printed with every bench so figures carry context.
import { execFileSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { postgresVersion } from '../../tools/testkit/postgres.ts';

function tryRun(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unavailable';
  }
}

export async function describeMachine(): Promise<string> {
  const pg = await postgresVersion().catch(() => 'unavailable');
  const redis = tryRun('redis-server', ['--version']).match(/v=(\S+)/)?.[1] ?? 'unavailable';
  return [
    `cpus: ${cpus().length} × ${cpus()[0]?.model ?? '?'}`,
    `memory: ${(totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    `node: ${process.version}, PostgreSQL ${pg}, Redis ${redis}`,
    // Other work on the machine skews every figure: the load average says how much there was.
    `load average at start: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`,
  ].join('\n');
}
