// What every figure of the bench is read against: the machine and the versions of everything measured.
import { readFileSync } from 'node:fs';
import { cpus, loadavg, release, totalmem, type } from 'node:os';
import { join } from 'node:path';
import { version as viteVersion } from 'vite';

const round2 = (value) => Math.round(value * 100) / 100;

/** The machine, and its load averages (1, 5, 15 minutes) when the bench starts. */
export function machine() {
  const [first] = cpus();
  return {
    cpu: first?.model.trim() ?? 'unknown',
    cores: cpus().length,
    memoryBytes: totalmem(),
    os: `${type()} ${release()} ${process.arch}`,
    loadAverageAtStart: loadavg().map(round2),
  };
}

/** The load averages now (the bench records them again at its end). */
export const loadAverage = () => loadavg().map(round2);

const packageVersion = (root, name) => JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;

/** Node, Chromium (from the running browser), Playwright, Vite, our package and the peers. */
export function versions(root, chromiumVersion) {
  return {
    node: process.version,
    chromium: chromiumVersion,
    playwright: packageVersion(root, '@playwright/test'),
    vite: viteVersion,
    'svc-elements': JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version,
    '@adyen/adyen-web': packageVersion(root, '@adyen/adyen-web'),
    'braintree-web': packageVersion(root, 'braintree-web'),
  };
}
