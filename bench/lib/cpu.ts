// CPU time from /proc (Linux): of given processes, of every process with a
// given name (PostgreSQL's backends), and of the whole machine, so a bench can
// divide each by the work done. Other work on the machine shows in the last.
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // CLK_TCK is 100 on Linux

/** utime + stime of one process in ms, 0 once it is gone. */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** Summed CPU of every live process named `name` (ms); ones that exited in between are not counted. */
export function namedCpuMs(name: string): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) === name) total += processCpuMs(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/** Busy CPU time of the whole machine (all cores, ms): everything but idle and iowait. */
export function machineBusyMs(): number {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const n = values.map(Number);
  const total = n.slice(0, 8).reduce((a, b) => a + b, 0);
  return (total - n[3]! - n[4]!) * TICK_MS;
}
