import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { minVersion, satisfies } from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * The package as merchants and contributors install it (issue 11, item 5). The Node.js version the
 * README promises is the truth for every dependency: each package in package-lock.json that states
 * `engines.node` must accept the oldest Node.js that package.json's `engines` allows, so `npm install`
 * warns about nothing and nothing refuses to run. And installing runs no build of ours.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const pkg = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(`${ROOT}package-lock.json`, 'utf8')) as { packages: Record<string, { version?: string; engines?: unknown }> };
const oldest = minVersion(pkg.engines.node)!.version;

describe(`Node.js ${oldest}, the oldest package.json allows`, () => {
  it('is the version the README states', () => {
    const [major, minor] = oldest.split('.');
    expect(readFileSync(`${ROOT}README.md`, 'utf8')).toContain(`Node.js ${major}.${minor} or newer`);
  });

  it('is accepted by every installed package that states the Node.js versions it runs on', () => {
    const refusing = Object.entries(lock.packages)
      .map(([path, info]) => [path, info.version, (info.engines as { node?: unknown } | undefined)?.node] as const)
      .filter((entry): entry is readonly [string, string | undefined, string] => typeof entry[2] === 'string')
      .filter(([, , range]) => !satisfies(oldest, range, { includePrerelease: true }))
      .map(([path, version, range]) => `${path.replace(/^node_modules\//, '')}@${version ?? '?'} wants node ${range}`);
    expect(refusing).toEqual([]);
  });
});

describe('installing the package runs nothing of ours (issue 11, item 5)', () => {
  const { scripts } = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as { scripts: Record<string, string> };

  it('no install, postinstall or prepare script: `npm install` of the package or of this repository builds nothing', () => {
    expect(Object.keys(scripts).filter((name) => ['preinstall', 'install', 'postinstall', 'prepare'].includes(name))).toEqual([]);
  });

  it('the build runs before packing (npm pack, npm publish, a git dependency), and before the commands that need it', () => {
    expect(scripts.prepack).toBe('npm run build');
    for (const name of ['demo', 'sandbox', 'bench']) expect(scripts[name]).toMatch(/^npm run build --silent && /);
  });
});
