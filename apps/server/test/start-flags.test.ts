import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The server's Node flags (docs/operations.md#memory, ADR 030 and 076) are written twice: in
// `npm start`, which the bench reads, and in `./run.sh start`. Both must start the server the same
// way, and Node must take every flag.

const root = fileURLToPath(new URL('../../../', import.meta.url));
const flagsOf = (command: string) => command.split(/\s+/).filter((word) => word.startsWith('--'));

const npmStart = (JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { scripts: { start: string } })
  .scripts.start;
const runShStart = readFileSync(`${root}run.sh`, 'utf8')
  .split('\n')
  .find((line) => /^\s*exec node .*apps\/server\/src\/server\.ts\s*$/.test(line));

describe("the server's Node flags", () => {
  it('are the same in npm start and ./run.sh start', () => {
    expect(runShStart).toBeDefined();
    expect(flagsOf(runShStart!)).toEqual(flagsOf(npmStart));
    expect(flagsOf(npmStart)).toEqual(
      expect.arrayContaining(['--max-semi-space-size=8', '--liftoff-only', '--v8-pool-size=1']),
    );
  });

  it('are each taken by this Node', () => {
    const run = spawnSync(process.execPath, [...flagsOf(npmStart), '-e', 'process.exit(0)'], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
