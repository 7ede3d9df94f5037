import { defineConfig } from 'vitest/config';

/**
 * The cross-engine suite (test/engines/, docs/browsers.md): the checkout in Firefox ESR and in WebKitGTK,
 * one file each, run side by side on CI's two cores. `npm test` runs it after the Chromium suite, once per
 * engine, each with its own summary line; alone: `npx vitest run --config vitest.engines.config.ts`.
 */
export default defineConfig({
  test: {
    include: ['test/engines/**/*.spec.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // A scenario is a whole checkout with real input; the engines start in seconds.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
