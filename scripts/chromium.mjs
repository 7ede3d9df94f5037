// Finds a Chromium for the browser tests, in this order: Playwright's own build where installed,
// Debian's /usr/bin/chromium, else installs Debian's `chromium` with apt-get when running as root.
// Otherwise it says exactly what to run. Browser downloads (`npx playwright install`) are not used.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

function playwrightChromium() {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright-core');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

function chromiumVersion(path) {
  try {
    return execFileSync(path, ['--version'], { encoding: 'utf8', timeout: 20_000 }).trim();
  } catch {
    return null;
  }
}

/** Returns the path of a working Chromium, installing Debian's package if it must and can. */
export function findChromium({ install = true, log = (line) => process.stderr.write(`${line}\n`) } = {}) {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  const own = playwrightChromium();
  if (own) return own;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (install && isRoot) {
    log("chromium: not found; installing Debian's chromium package (apt-get update && apt-get install -y chromium)");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    // apt's progress goes to stdout, which stays quiet; its errors still reach stderr.
    const quiet = { stdio: ['ignore', 'ignore', 'inherit'], env };
    const update = spawnSync('apt-get', ['update', '-qq'], quiet);
    const add = update.status === 0 ? spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], quiet) : update;
    if (add.status === 0 && existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  }
  throw new Error(
    'No Chromium found for the browser tests. Install one with:\n' +
      '  sudo apt-get update && sudo apt-get install -y chromium\n' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const path = findChromium();
  console.log(`${path} (${chromiumVersion(path) ?? 'version unknown'})`);
}
