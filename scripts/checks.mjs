// The static checks `npm test` runs after the type checks (README.md, "Checks"): ESLint, Prettier and
// lit-analyzer. Each prints its own findings, then one plain line counted in files:
//   eslint: N passed, N failed
//   prettier: N passed, N failed
//   lit-analyzer: N passed, N failed
// `node scripts/checks.mjs` runs the three alone and exits non-zero when any has a failure.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const line = (name, passed, failed) => `${name}: ${passed} passed, ${failed} failed`;

/** The files lit-analyzer reads for Lit templates. */
export const LIT_GLOBS = ['src/**/*.ts', 'demo/**/*.ts', 'test/**/*.ts'];

/** ESLint over the tree (eslint.config.js); a file fails on any error, warnings are printed only. */
export async function eslintCheck() {
  const { ESLint } = await import('eslint');
  const eslint = new ESLint({ cwd: ROOT });
  const results = await eslint.lintFiles(['.']);
  const formatter = await eslint.loadFormatter('stylish');
  const report = await formatter.format(results);
  if (report) process.stderr.write(report);
  const failed = results.filter((result) => result.errorCount > 0 || result.fatalErrorCount > 0).length;
  return { summary: line('eslint', results.length - failed, failed), ok: failed === 0 };
}

/** Every file under the root that Prettier formats: not ignored (.gitignore, .prettierignore, as the CLI) and with a parser. */
async function prettierFiles(prettier) {
  const files = [];
  const walk = async (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === '.git' || entry.name === 'node_modules') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        await walk(path);
        continue;
      }
      const info = await prettier.getFileInfo(path, { ignorePath: [join(ROOT, '.gitignore'), join(ROOT, '.prettierignore')] });
      if (!info.ignored && info.inferredParser !== null) files.push(path);
    }
  };
  await walk(ROOT);
  return files;
}

/** `prettier --check`, counted: a file fails when Prettier would change it. */
export async function prettierCheck() {
  const prettier = await import('prettier');
  const files = await prettierFiles(prettier);
  let failed = 0;
  for (const file of files) {
    const options = await prettier.resolveConfig(file);
    if (!(await prettier.check(readFileSync(file, 'utf8'), { ...options, filepath: file }))) {
      process.stderr.write(`[prettier] ${relative(ROOT, file)} is not formatted (npx prettier --write ${relative(ROOT, file)})\n`);
      failed += 1;
    }
  }
  return { summary: line('prettier', files.length - failed, failed), ok: failed === 0 };
}

/** lit-analyzer over the Lit templates: types of bindings, unknown elements, attributes and events. */
export function litAnalyzerCheck() {
  const bin = join(ROOT, 'node_modules', '.bin', 'lit-analyzer');
  const result = spawnSync(bin, ['--format', 'list', '--noColor', '--maxWarnings', '0', ...LIT_GLOBS], { cwd: ROOT, encoding: 'utf8' });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  process.stderr.write(output);
  const analyzed = Number(/Analyzing (\d+) files?/.exec(output)?.[1] ?? Number.NaN);
  if (!Number.isInteger(analyzed)) return { summary: 'lit-analyzer: no report written', ok: false };
  // With `--format list` each file that has a problem is named on a line of its own: `./src/…`.
  const failed = output.split('\n').filter((text) => text.startsWith('./')).length;
  const ok = result.status === 0 && failed === 0;
  return { summary: line('lit-analyzer', analyzed - failed, ok ? 0 : Math.max(failed, 1)), ok };
}

/** The three checks in turn, each crash reported as its own failure. */
export async function runChecks() {
  const outcomes = [];
  for (const [name, check] of [
    ['eslint', eslintCheck],
    ['prettier', prettierCheck],
    ['lit-analyzer', litAnalyzerCheck],
  ]) {
    process.stderr.write(`${name}: checking\n`);
    try {
      outcomes.push(await check());
    } catch (error) {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      outcomes.push({ summary: `${name}: 0 passed, 1 failed`, ok: false });
    }
  }
  return outcomes;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outcomes = await runChecks();
  for (const outcome of outcomes) console.log(outcome.summary);
  process.exit(outcomes.every((outcome) => outcome.ok) ? 0 : 1);
}
