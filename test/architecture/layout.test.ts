import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The README's layout table is the map of the repository (issue 9, "Done when"): it names every folder
 * under src/ and at the top level, and only those; every part under src/ has a README that names each
 * of its own folders.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const readme = readFileSync(`${ROOT}README.md`, 'utf8');
const layout = readme.slice(readme.indexOf('## Layout'), readme.indexOf('\n## ', readme.indexOf('## Layout') + 1));
const listed = [...layout.matchAll(/^\| `([\w./-]+)\/` \|/gm)].map((match) => match[1]!);
const foldersOf = (dir: string) =>
  readdirSync(`${ROOT}${dir}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

describe('README.md, "Layout"', () => {
  it('lists every part under src/, and no other', () => {
    expect(listed.filter((folder) => folder.startsWith('src/')).sort()).toEqual(foldersOf('src').map((name) => `src/${name}`));
  });

  it('lists the top-level folders a newcomer opens', () => {
    const topLevel = foldersOf('.').filter(
      (name) => !name.startsWith('.') && !['node_modules', 'dist', 'test-results', 'playwright-report'].includes(name),
    );
    expect(listed.filter((folder) => !folder.includes('/')).sort()).toEqual(topLevel.filter((name) => name !== 'src'));
  });
});

describe.each(foldersOf('src'))('src/%s', (part) => {
  it('has a README that says what it owns and what it may import', () => {
    const path = `${ROOT}src/${part}/README.md`;
    expect(existsSync(path), path).toBe(true);
    expect(readFileSync(path, 'utf8')).toMatch(/import/i);
  });

  it('its README names each of its folders', () => {
    const text = readFileSync(`${ROOT}src/${part}/README.md`, 'utf8');
    const walk = (dir: string): string[] => foldersOf(dir).flatMap((name) => [`${dir}/${name}`, ...walk(`${dir}/${name}`)]);
    const missing = walk(`src/${part}`)
      .map((folder) => folder.slice(`src/${part}/`.length))
      .filter((folder) => !text.includes(`${folder}/`) && !text.includes(`\`${folder.split('/').pop()!}/\``));
    expect(missing).toEqual([]);
  });
});
