import { defineConfig } from '@playwright/test';

/**
 * Browser tests (issue 4): Chromium only, against a real sandbox and a merchant host on two different
 * loopback origins, both started once by test/browser/global-setup.ts. `npm test` runs them after
 * Vitest, with CHROMIUM_PATH from scripts/chromium.mjs; Playwright's own browser downloads are not used.
 * Tests import `test` and `expect` from test/browser/fixtures.ts.
 */
export default defineConfig({
  testDir: 'test/browser',
  testMatch: '**/*.spec.ts',
  globalSetup: './test/browser/global-setup.ts',
  outputDir: 'test-results',
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium' }],
});
