import { spawn } from 'node:child_process';
import { LOAD_CORE, pinned } from './pin.ts';

/** Runs a load generator script (`node <script> '<json spec>'`) on the load generator's core and
 * answers the JSON of the last line it prints. */
export function runLoadWorker<Result>(script: string, spec: unknown): Promise<Result> {
  const { command, args } = pinned(LOAD_CORE, process.execPath, [script, JSON.stringify(spec)]);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      const line = stdout.trim().split('\n').pop() ?? '';
      if (code !== 0 || !line) reject(new Error(`load generator exited ${code}: ${stdout}`));
      else resolve(JSON.parse(line) as Result);
    });
  });
}
