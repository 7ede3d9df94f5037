// Writes the generated parts of the docs: the "Each rule and the test that proves it" list of
// docs/sandbox.md from the sandbox test files, so the docs name exactly the tests that exist; and the
// script-tag snippet of docs/install.md from the build's dist/cdn/sri.json (run `npm run build` first),
// so the hash merchants paste is the published file's. `--check` only compares (used by tests).
// docs/appearance.md's tables and pictures come from TypeScript sources and the browser tests' reference
// screenshots: test/frame/appearance-docs.test.ts checks them, and writes them when run from here.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DOC = `${ROOT}docs/sandbox.md`;
const TEST_DIR = `${ROOT}test/sandbox`;
const START = '<!-- rules:start -->';
const END = '<!-- rules:end -->';

const QUOTED = String.raw`(['"\x60])((?:\\.|(?!\1)[^\\])*)\1`;
const PLAIN = new RegExp(String.raw`(?<![.\w])it\(\s*` + QUOTED, 'g');
const EACH = new RegExp(String.raw`\bit\.each\b[\s\S]*?\)\(\s*` + QUOTED, 'g');

const CONSTANT = /^const (\w+) = ([^;]+);$/gm;

/**
 * The file's top-level numeric constants at the size `npm test` runs them (`scaled(n)` is n there:
 * test/support/stress.ts), so that a name written `${CLIENTS} clients…` reads "50 clients…". A
 * placeholder whose value isn't such a constant stays as written.
 */
function constantsOf(source) {
  const known = { scaled: (count) => count, fmt: (count) => count.toLocaleString('en') };
  for (const [, name, expression] of source.matchAll(CONSTANT)) {
    if (!/^[\w\s.,()*/+\-_]+$/.test(expression)) continue;
    try {
      const value = new Function(...Object.keys(known), `return (${expression});`)(...Object.values(known));
      if (typeof value === 'number') known[name] = value;
    } catch {
      // Not a constant of numbers: its placeholders stay as written.
    }
  }
  return known;
}

function resolved(name, known) {
  return name.replace(/\$\{([^}]+)\}/g, (placeholder, expression) => {
    try {
      const value = new Function(...Object.keys(known), `return (${expression});`)(...Object.values(known));
      return typeof value === 'number' || typeof value === 'string' ? String(value) : placeholder;
    } catch {
      return placeholder;
    }
  });
}

/** Test names of one file, in the order they appear. */
export function testNames(source) {
  const found = [];
  const known = constantsOf(source);
  for (const pattern of [PLAIN, EACH]) {
    for (const match of source.matchAll(pattern)) {
      const name = match[2].replace(/\\(.)/g, '$1');
      found.push({ at: match.index, name: match[1] === '`' ? resolved(name, known) : name });
    }
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

const INSTALL_DOC = `${ROOT}docs/install.md`;
const SNIPPET_START = '<!-- snippet:start -->';
const SNIPPET_END = '<!-- snippet:end -->';
/** The production service's address (src/api/keys.ts, SERVICE_BASE_URLS.live). */
const SERVICE = 'https://api.svc.example';

/** The script-tag snippet of docs/install.md, with the built file's name and hash. */
export function renderSnippet() {
  const manifest = JSON.parse(readFileSync(`${ROOT}dist/cdn/sri.json`, 'utf8'));
  const file = `svc-elements-${manifest.version}.js`;
  const tag = [`<script`, `  src="${SERVICE}/elements/kit/${file}"`, `  integrity="${manifest.files[file]}"`, `  crossorigin="anonymous"></script>`];
  return `${SNIPPET_START}\n\`\`\`html\n${tag.join('\n')}\n\`\`\`\n${SNIPPET_END}`;
}

export function currentSnippet() {
  const doc = readFileSync(INSTALL_DOC, 'utf8');
  return doc.slice(doc.indexOf(SNIPPET_START), doc.indexOf(SNIPPET_END) + SNIPPET_END.length);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const parts = [
    { doc: DOC, fresh: renderRules(), current: currentRules(), what: 'rules list' },
    { doc: INSTALL_DOC, fresh: renderSnippet(), current: currentSnippet(), what: 'script-tag snippet' },
  ];
  for (const { doc, fresh, current, what } of parts) {
    if (process.argv.includes('--check')) {
      if (fresh !== current) {
        console.error(`${doc}: the ${what} is out of date: run npm run build && npm run docs`);
        process.exitCode = 1;
      }
    } else {
      writeFileSync(doc, readFileSync(doc, 'utf8').replace(current, fresh));
      console.log(`${doc}: ${what} written`);
    }
  }
  if (!process.argv.includes('--check')) {
    execFileSync('npx', ['vitest', 'run', 'test/frame/appearance-docs.test.ts'], {
      cwd: ROOT,
      env: { ...process.env, SVC_WRITE_DOCS: '1' },
      stdio: 'inherit',
    });
    console.log(`${ROOT}docs/appearance.md: variables, rules and theme pictures written`);
  }
}
