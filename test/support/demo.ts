import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** `npm run demo` as a newcomer starts it (scripts/demo.mjs, after the build), for the demo's tests. */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface RunningDemo {
  /** The address the demo printed: `http://localhost:<port>/`. */
  address: string;
  process: ChildProcess;
  /** Everything the demo wrote to stderr so far. */
  stderr(): string;
}

/** Starts the demo and resolves once it printed "svc-elements demo: open <address>". */
export function startDemo(): Promise<RunningDemo> {
  const demo = spawn(process.execPath, ['scripts/demo.mjs'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  demo.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise<RunningDemo>((resolve, reject) => {
    let stdout = '';
    demo.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      const line = /^svc-elements demo: open (\S+)\n/.exec(stdout);
      if (line) resolve({ address: line[1]!, process: demo, stderr: () => stderr });
    });
    demo.once('exit', (code) => reject(new Error(`the demo exited with ${code} before printing its address:\n${stderr}`)));
  });
}
