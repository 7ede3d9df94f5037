// The long variants of the stress suites (issue 13): the same tests `npm test` runs, held to the same
// properties, with every count and time limit multiplied by SVC_STRESS (test/support/stress.ts). Each
// suite writes its figures (requests sent, faults injected, duplicates found) to SVC_STRESS_FIGURES;
// a failed test fails the bench, since a property broke. Loopback only, like the tests themselves.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const STRESS_METHOD =
  'The stress suites of npm test, run as they are with every count and time limit multiplied by the factor: ' +
  'vitest runs the HTTP fuzz (test/fuzz/sandbox-http.test.ts), the faults (test/faults/faults.test.ts) and the races ' +
  '(test/sandbox/concurrency.test.ts) against their own sandboxes; Playwright runs the connect/disconnect cycles ' +
  '(test/browser/lifecycle-leaks.spec.ts) in Chromium. Every test must pass; the figures are what the suites counted.';

/** The suites, the runner that runs them, and the name of each figure line they write. */
const RUNS = [
  {
    runner: 'vitest',
    args: ['run', 'test/fuzz/sandbox-http.test.ts', 'test/faults/faults.test.ts', 'test/sandbox/concurrency.test.ts'],
  },
  { runner: 'playwright', args: ['test', 'test/browser/lifecycle-leaks.spec.ts', '--reporter=line'] },
];

/** What each suite's row is called in the report, in the report's order. */
export const STRESS_ROWS = {
  fuzz: 'fuzz: generated requests across every route',
  faults: 'faults: creates, refunds and confirms through the fault proxy',
  'concurrency: one key': 'concurrency: clients replaying one Idempotency-Key',
  'concurrency: partial refunds': 'concurrency: partial refunds at once',
  'concurrency: rate limiter': 'concurrency: the rate limiter at its burst',
  lifecycle: 'lifecycle: connects and disconnects of the element',
};

export function stressRuns({ root, factor, log }) {
  const dir = mkdtempSync(join(tmpdir(), 'svc-stress-'));
  const figuresFile = join(dir, 'figures.jsonl');
  const env = { ...process.env, SVC_STRESS: String(factor), SVC_STRESS_FIGURES: figuresFile };
  const seconds = {};
  try {
    for (const { runner, args } of RUNS) {
      log(`stress ×${factor}: ${runner} ${args.slice(1).join(' ')}`);
      const started = performance.now();
      const result = spawnSync(join(root, 'node_modules', '.bin', runner), args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
      seconds[runner] = Math.round((performance.now() - started) / 1000);
      if (result.status !== 0)
        throw new Error(
          `stress ×${factor}: ${runner} failed (exit ${result.status ?? result.signal}): a property broke at the bench's size; see its output above`,
        );
    }
    const lines = readFileSync(figuresFile, 'utf8')
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line));
    const rows = Object.entries(STRESS_ROWS).map(([suite, name]) => {
      const line = lines.find((entry) => entry.suite === suite);
      if (!line) throw new Error(`stress: the suite "${suite}" wrote no figures`);
      if (line.stress !== factor) throw new Error(`stress: the suite "${suite}" ran ×${line.stress}, not ×${factor}`);
      return { name, suite, figures: line.figures };
    });
    return { factor, seconds, rows };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
