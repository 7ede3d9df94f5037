import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import * as apiErrors from '../../src/api/errors.js';
import * as apiParams from '../../src/api/params.js';
import * as apiResources from '../../src/api/resources.js';
import * as clientAnswers from '../../src/client/answers.js';
import { API_VERSIONS } from '../../src/api/versions.js';
import { INPUT_IDS } from '../../src/frame/card-form.js';
import * as protocol from '../../src/protocol/messages.js';
import { FIELDS } from '../../src/protocol/messages.js';
import { FRAME_INTERNAL_PROPERTIES } from '../../vite.frame.config.js';

/**
 * The card-fields page as a document (issue 4, item 2): one form holding every field with the
 * autocomplete tokens browsers fill together, visible labels, nothing inline (CSP without
 * 'unsafe-inline'), no HTML-string sinks anywhere in the frame or client code (Trusted Types), zod
 * made jitless before any schema is built. The last part builds the page with the real Vite config
 * into a temporary directory and checks what would be served.
 */

const root = fileURLToPath(new URL('../../', import.meta.url));
const html = readFileSync(join(root, 'src/frame/card-frame.html'), 'utf8');

/** The opening tag of the element with this id. */
function tagWithId(id: string): string {
  const match = new RegExp(`<[a-z]+[^>]*\\sid="${id}"[^>]*>`, 's').exec(html);
  if (!match) throw new Error(`no element #${id}`);
  return match[0];
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;

describe('card-frame.html', () => {
  const autocomplete = { number: 'cc-number', expiry: 'cc-exp', cvc: 'cc-csc', name: 'cc-name', postalCode: 'postal-code' } as const;

  it.each(FIELDS)('the %s input: autocomplete, a visible <label for>, an error element, inside the one form', (field) => {
    const id = INPUT_IDS[field];
    const input = tagWithId(id);
    expect(input.startsWith('<input')).toBe(true);
    expect(attribute(input, 'autocomplete')).toBe(autocomplete[field]);
    expect(attribute(input, 'type')).toBe('text');
    expect(html).toMatch(new RegExp(`<label for="${id}"[^>]*>[^<]+</label>`));
    expect(tagWithId(`${id}-error`)).toMatch(/^<p /);
    const formStart = html.indexOf('<form');
    const formEnd = html.indexOf('</form>');
    expect(html.indexOf(`id="${id}"`)).toBeGreaterThan(formStart);
    expect(html.indexOf(`id="${id}"`)).toBeLessThan(formEnd);
  });

  it('number, expiry and CVC bring up the numeric keypad and read left to right in every locale', () => {
    for (const field of ['number', 'expiry', 'cvc'] as const) {
      const input = tagWithId(INPUT_IDS[field]);
      expect(attribute(input, 'inputmode')).toBe('numeric');
      expect(attribute(input, 'dir')).toBe('ltr');
      expect(attribute(input, 'spellcheck')).toBe('false');
    }
  });

  it('name and postal code rows are hidden until init asks for them (hidden fields are not autofilled)', () => {
    expect(tagWithId('field-card-name')).toMatch(/\shidden[\s>]/);
    expect(tagWithId('field-card-postal-code')).toMatch(/\shidden[\s>]/);
    expect(tagWithId('field-card-number')).not.toMatch(/\shidden[\s>]/);
  });

  it('a polite live region for field errors and an always-rendered alert for refusals', () => {
    const announcer = tagWithId('announcer');
    expect(attribute(announcer, 'aria-live')).toBe('polite');
    expect(attribute(announcer, 'aria-atomic')).toBe('true');
    const refusal = tagWithId('card-refusal');
    expect(attribute(refusal, 'role')).toBe('alert');
    expect(refusal).not.toMatch(/\shidden[\s>]/);
    expect(tagWithId('brand-choice')).toMatch(/^<fieldset/);
    expect(html).toMatch(/<legend[^>]*>[^<]+<\/legend>/);
  });

  it('nothing inline: no <style>, no style= or on…= attributes, every <script> has a src', () => {
    expect(html).not.toMatch(/<style/i);
    expect(html).not.toMatch(/\sstyle=/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    for (const script of html.match(/<script[^>]*>[\s\S]*?<\/script>/gi) ?? []) {
      expect(script).toMatch(/\ssrc="/);
      expect(script.replace(/<script[^>]*>/, '').replace('</script>', '').trim()).toBe('');
    }
  });
});

function sources(folder: string): { path: string; text: string }[] {
  const found: { path: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts')) found.push({ path: relative(root, path), text: readFileSync(path, 'utf8') });
    }
  };
  walk(join(root, folder));
  return found;
}

describe('frame and client sources', () => {
  const files = [...sources('src/frame'), ...sources('src/client')];

  it.each([
    ['innerHTML', /\.innerHTML\b/],
    ['outerHTML', /\.outerHTML\b/],
    ['insertAdjacentHTML', /insertAdjacentHTML/],
    ['document.write', /document\.write/],
    ['a style string', /\.cssText\b|setAttribute\(\s*['"`]style['"`]|\.style\s*=/],
    ['eval or new Function', /\beval\(|new Function\(/],
    ['postMessage to "*"', /postMessage\([^)]*['"`]\*['"`]/],
  ])('none uses %s', (_name, pattern) => {
    const offenders = files.filter((file) => pattern.test(file.text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''))).map((file) => file.path);
    expect(offenders).toEqual([]);
  });

  it.each(['src/frame/card-frame.ts', 'src/client/index.ts', 'src/client/client.ts', 'src/client/errors.ts'])(
    '%s imports the jitless zod configuration first',
    (path) => {
      const firstImport = /^import\s[^;]*;/m.exec(readFileSync(join(root, path), 'utf8'))?.[0];
      expect(firstImport).toMatch(/^import '\.\.?\/(client\/)?jitless\.js';$/);
    },
  );

  it('zod is used through zod/mini only', () => {
    const offenders = files.filter((file) => /from 'zod(\/v4)?'/.test(file.text)).map((file) => file.path);
    expect(offenders).toEqual([]);
  });
});

/** Every object key of every schema reachable from `value` (a schema, or a module's exports). */
function wireKeys(value: unknown, keys = new Set<string>(), seen = new Set<unknown>()): Set<string> {
  if (typeof value !== 'object' || value === null || seen.has(value)) return keys;
  seen.add(value);
  const def = (value as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
  for (const [key, part] of Object.entries(def ?? (value as Record<string, unknown>))) {
    if (key === 'shape' && typeof part === 'object' && part !== null) for (const name of Object.keys(part)) keys.add(name);
    for (const item of Array.isArray(part) ? part : [part]) wireKeys(item, keys, seen);
  }
  return keys;
}

describe('property names the frame build shortens (FRAME_INTERNAL_PROPERTIES)', () => {
  // The schemas built per API version or per item are reached by building them.
  const factories = Object.values({ ...apiParams, ...apiResources }).filter((value) => typeof value === 'function');
  const built = factories.flatMap((factory) =>
    [...API_VERSIONS, apiResources.Payment].flatMap((argument) => {
      try {
        return [(factory as (value: unknown) => unknown)(argument)];
      } catch {
        return [];
      }
    }),
  );
  const keys = wireKeys([protocol, apiErrors, apiParams, apiResources, clientAnswers, built]);

  it('the wire shapes were read (a sanity check of the walk)', () => {
    for (const key of ['publishableKey', 'requestId', 'declineCode', 'expMonth', 'challengeWindowSize', 'lastError', 'decline_code', 'height']) {
      expect(keys, key).toContain(key);
    }
  });

  it('none is a key of a protocol message or an API body or answer', () => {
    expect(FRAME_INTERNAL_PROPERTIES.filter((name) => keys.has(name))).toEqual([]);
  });

  it('none is a property of the host objects the frame uses', () => {
    const hostObjects: object[] = [
      Object,
      Object.prototype,
      Array.prototype,
      String.prototype,
      Number.prototype,
      Promise.prototype,
      Error.prototype,
      Map.prototype,
      Set.prototype,
      RegExp.prototype,
      JSON,
      Math,
      Date,
      Date.prototype,
      URL.prototype,
      URLSearchParams.prototype,
      Response.prototype,
      Headers.prototype,
      AbortController.prototype,
      AbortSignal.prototype,
      EventTarget.prototype,
      MessagePort.prototype,
      globalThis,
    ];
    const hostNames = new Set(hostObjects.flatMap((object) => Object.getOwnPropertyNames(object)));
    expect(FRAME_INTERNAL_PROPERTIES.filter((name) => hostNames.has(name))).toEqual([]);
  });
});

describe('the built page (vite.frame.config.ts)', () => {
  let outDir = '';
  let files: { name: string; text: string }[] = [];

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'svc-frame-'));
    await build({ configFile: join(root, 'vite.frame.config.ts'), logLevel: 'silent', build: { outDir, emptyOutDir: true } });
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));
    files = walk(outDir).map((path) => ({ name: relative(outDir, path), text: readFileSync(path, 'utf8') }));
  }, 60_000);

  afterAll(() => {
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it('card-frame.html loads one script and one stylesheet from /elements/v1/assets/, nothing inline', () => {
    const page = files.find((file) => file.name === 'card-frame.html')!.text;
    const scripts = page.match(/<script[^>]*>[\s\S]*?<\/script>/g) ?? [];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^<script type="module" crossorigin src="\/elements\/v1\/assets\/card-frame-[\w-]+\.js"><\/script>$/);
    expect(page).toMatch(/<link rel="stylesheet" crossorigin href="\/elements\/v1\/assets\/card-frame-[\w-]+\.css">/);
    expect(page).not.toMatch(/<style|\sstyle=|modulepreload/);
  });

  it('no zod schema in the bundle: the frame parses with generated validators (src/validators/README.md)', () => {
    const js = files.filter((file) => file.name.endsWith('.js')).map((file) => file.text).join('\n');
    // One value import of a module that builds schemas at its top level brings zod back whole (4.5 KB).
    expect(js).not.toMatch(/\$ZodType|_zod\.def/);
  });

  it('no HTML-string sinks in the bundle', () => {
    const js = files.filter((file) => file.name.endsWith('.js')).map((file) => file.text).join('\n');
    expect(js).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
  });

  it('size: all HTML, CSS and JS, gzipped, stays under the 20 KB budget', () => {
    const served = files.filter((file) => /\.(html|css|js)$/.test(file.name));
    const gzip = served.reduce((sum, file) => sum + gzipSync(file.text).length, 0);
    console.info(`dist/frame gzip: ${gzip} bytes (${served.map((file) => file.name).join(', ')})`);
    // The target is 20 KB. What each part weighs, measured by leaving it out of the gzipped script:
    // zod/mini with the protocol and answer schemas the frame parses 6.8 KB, the card logic 2.1 KB,
    // the English texts 0.6 KB; the page's HTML and CSS take 2.0 KB, the frame's and the client's
    // code the rest. zod and those schemas took 8.7 KB before the answers were cut to the fields the
    // frame reads (src/client/answers.ts) and what it parses stopped using zod's record, length and
    // integer checks and discriminated unions (test/frame/protocol-schemas.test.ts); with the channel
    // as a closure and more internal names shortened, 24.0 → 21.9 KB. This guard only stops growth;
    // the way back under 20 KB was validators generated from the schemas at build time instead of zod
    // at run time in the frame (src/validators/README.md): 21.9 → 16.7 KB.
    expect(gzip).toBeLessThan(20_000);
  });
});
