import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

function cpuTimes(): { busy: number; total: number } | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const total = fields.reduce((sum, value) => sum + value, 0);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/** The share (0..1) of all cores busy over the next `ms` (Linux), or null elsewhere: work already
 * running on the machine makes the figures low and noisy. */
export async function machineBusy(ms = 2_000): Promise<number | null> {
  const before = cpuTimes();
  await sleep(ms);
  const after = cpuTimes();
  if (!before || !after || after.total === before.total) return null;
  return (after.busy - before.busy) / (after.total - before.total);
}

/** CPU seconds (user + system) a process has used, from /proc (Linux), or null. */
export function processCpuSeconds(pid: number): number | null {
  try {
    // the command name (field 2) may hold spaces: the fields after its closing parenthesis
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

// USER_HZ: 100 on every Linux this runs on (sysconf(_SC_CLK_TCK) is not reachable from Node).
const CLOCK_TICKS = 100;

/** CPU seconds used by every process of one command name (`postgres`: a local PostgreSQL's
 * backends), or null where /proc cannot be read. Processes that end in between are not counted. */
export function commandCpuSeconds(command: string): number | null {
  try {
    let total = 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== command) continue;
        total += processCpuSeconds(Number(entry)) ?? 0;
      } catch {
        // the process ended while being read
      }
    }
    return total;
  } catch {
    return null;
  }
}
