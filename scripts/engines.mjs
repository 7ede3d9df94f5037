// Finds the engines of the cross-engine suite (test/engines/, docs/browsers.md), as scripts/chromium.mjs
// finds Chromium: Debian's Firefox ESR, Debian's WebKitGTK (WebKitWebDriver, its MiniBrowser, and
// Xvfb to give MiniBrowser a display), and Debian's WPE WebKit 2.38 (WPEWebDriver and cog, headless),
// the Safari 16.0-class engine below the supported browsers that the floor is proved in. What is missing is installed with apt-get when running as root
// (CI); otherwise it says exactly what to run. Nothing is downloaded from elsewhere.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Debian's packages of each engine; xauth comes with xvfb-run's needs, --no-install-recommends keeps it small. */
export const ENGINE_PACKAGES = {
  firefox: ['firefox-esr'],
  webkit: ['webkit2gtk-driver', 'xvfb', 'xauth'],
  wpe: ['wpewebkit-driver', 'cog'],
};

const MINIBROWSER_DIRS = ['/usr/lib', '/usr/libexec'];

/** MiniBrowser of libwebkit2gtk-4.1-0, under /usr/lib/<multiarch>/webkit2gtk-4.1/. */
function miniBrowser() {
  for (const base of MINIBROWSER_DIRS) {
    if (!existsSync(base)) continue;
    for (const entry of readdirSync(base)) {
      const path = `${base}/${entry}/webkit2gtk-4.1/MiniBrowser`;
      if (existsSync(path)) return path;
    }
  }
  return null;
}

function paths() {
  return {
    firefox:
      process.env.FIREFOX_PATH && existsSync(process.env.FIREFOX_PATH)
        ? process.env.FIREFOX_PATH
        : existsSync('/usr/bin/firefox-esr')
          ? '/usr/bin/firefox-esr'
          : null,
    webkit: {
      driver: existsSync('/usr/bin/WebKitWebDriver') ? '/usr/bin/WebKitWebDriver' : null,
      browser: miniBrowser(),
      xvfb: existsSync('/usr/bin/Xvfb') ? '/usr/bin/Xvfb' : null,
    },
    wpe: {
      driver: existsSync('/usr/bin/WPEWebDriver') ? '/usr/bin/WPEWebDriver' : null,
      browser: existsSync('/usr/bin/cog') ? '/usr/bin/cog' : null,
    },
  };
}

const missing = (found) => ({
  firefox: found.firefox === null,
  webkit: found.webkit.driver === null || found.webkit.browser === null || (found.webkit.xvfb === null && !process.env.DISPLAY),
  wpe: found.wpe.driver === null || found.wpe.browser === null,
});

/**
 * `{ firefox, webkit, wpe }`: the executables of each engine, installing Debian's packages as root when
 * some are missing. Throws with the command to run when they cannot be found or installed.
 */
export function findEngines({ install = true, log = (line) => process.stderr.write(`${line}\n`) } = {}) {
  let found = paths();
  const lacking = Object.entries(missing(found))
    .filter(([, absent]) => absent)
    .flatMap(([engine]) => ENGINE_PACKAGES[engine]);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (lacking.length > 0 && install && isRoot) {
    log(`engines: installing Debian's ${lacking.join(' ')} (apt-get install --no-install-recommends)`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const quiet = { stdio: ['ignore', 'ignore', 'inherit'], env };
    const update = spawnSync('apt-get', ['update', '-qq'], quiet);
    if (update.status === 0) spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...lacking], quiet);
    found = paths();
  }
  const still = missing(found);
  if (still.firefox || still.webkit || still.wpe) {
    const packages = Object.entries(still)
      .filter(([, absent]) => absent)
      .flatMap(([engine]) => ENGINE_PACKAGES[engine]);
    throw new Error(
      `The engine suite needs Debian's ${packages.join(', ')}. Install them with:\n` +
        `  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${packages.join(' ')}\n` +
        'or point FIREFOX_PATH at a Firefox (ESR 128 or later).',
    );
  }
  return found;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const found = findEngines();
  const version = (command, args) => spawnSync(command, args, { encoding: 'utf8' }).stdout?.trim() ?? '?';
  console.log(`firefox: ${found.firefox} (${version(found.firefox, ['--version'])})`);
  console.log(`webkit: ${found.webkit.driver} with ${found.webkit.browser}`);
  console.log(`wpe: ${found.wpe.driver} with ${found.wpe.browser} (${version(found.wpe.browser, ['--version'])})`);
}
