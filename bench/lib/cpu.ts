import { readFileSync } from 'node:fs';
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
