// Writes the "Each rule and the test that proves it" list of docs/sandbox.md from the sandbox test
// files, so the docs name exactly the tests that exist. `--check` only compares (used by a test).
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DOC = `${ROOT}docs/sandbox.md`;
const TEST_DIR = `${ROOT}test/sandbox`;
const START = '<!-- rules:start -->';
const END = '<!-- rules:end -->';

const QUOTED = String.raw`(['"\x60])((?:\\.|(?!\1)[^\\])*)\1`;
const PLAIN = new RegExp(String.raw`(?<![.\w])it\(\s*` + QUOTED, 'g');
const EACH = new RegExp(String.raw`\bit\.each\b[\s\S]*?\)\(\s*` + QUOTED, 'g');

/** Test names of one file, in the order they appear. */
export function testNames(source) {
  const found = [];
  for (const pattern of [PLAIN, EACH]) {
    for (const match of source.matchAll(pattern)) found.push({ at: match.index, name: match[2].replace(/\\(.)/g, '$1') });
  }
  return found.sort((a, b) => a.at - b.at).map((entry) => entry.name);
}

export function renderRules() {
  const files = readdirSync(TEST_DIR)
    .filter((file) => file.endsWith('.test.ts'))
    .sort();
  const sections = files.map((file) => {
    const names = testNames(readFileSync(`${TEST_DIR}/${file}`, 'utf8'));
    return `### \`test/sandbox/${file}\`\n\n${names.map((name) => `- ${name}`).join('\n')}\n`;
  });
  return `${START}\n${sections.join('\n')}${END}`;
}

export function currentRules() {
  const doc = readFileSync(DOC, 'utf8');
  return doc.slice(doc.indexOf(START), doc.indexOf(END) + END.length);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const fresh = renderRules();
  if (process.argv.includes('--check')) {
    if (fresh !== currentRules()) {
      console.error('docs/sandbox.md is out of date: run npm run docs');
      process.exit(1);
    }
  } else {
    const doc = readFileSync(DOC, 'utf8');
    writeFileSync(DOC, doc.replace(currentRules(), fresh));
    console.log('docs/sandbox.md: rules list written');
  }
}
