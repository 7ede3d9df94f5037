import { appendFileSync } from 'node:fs';

/**
 * Issue 13: the stress suites (the HTTP fuzz, the faults, the concurrency races, the lifecycle cycles)
 * run at their test size in `npm test` and `SVC_STRESS` times larger in `npm run bench`
 * (scripts/bench/stress.mjs), where they are the same tests, held to the same properties, with every
 * count and time limit multiplied. Their figures (requests sent, faults injected, duplicates found)
 * go to the file `SVC_STRESS_FIGURES` names, one JSON line per suite, for bench/results.json.
 */

function factorOf(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const factor = Number(value);
  if (!Number.isInteger(factor) || factor < 1 || factor > 100) throw new Error(`SVC_STRESS must be a whole number from 1 to 100, not ${value}`);
  return factor;
}

/** How many times larger than their test size the stress suites run (1 in `npm test`). */
export const STRESS = factorOf(process.env.SVC_STRESS);

/** `count` at the size of this run: `count` in `npm test`, `STRESS` times that in the bench. */
export const scaled = (count: number): number => count * STRESS;

/** The figures one stress suite reports (numbers only: counts, seconds, a seed). */
export type StressFigures = Record<string, number>;

/** Appends a suite's figures to `SVC_STRESS_FIGURES` when the bench set it; nothing otherwise. */
export function recordFigures(suite: string, figures: StressFigures): void {
  const file = process.env.SVC_STRESS_FIGURES;
  if (file) appendFileSync(file, `${JSON.stringify({ suite, stress: STRESS, figures })}\n`);
}
