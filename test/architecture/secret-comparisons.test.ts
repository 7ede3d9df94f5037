import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 13, item 4: where the service checks a secret a caller brought (a client secret, an API key's
 * signature, a webhook signature, a cursor's MAC) against the one it holds, it compares in constant
 * time (`constantTimeEqual`, src/sandbox/model/secrets.ts, or `timingSafeEqual`), never with `===` or
 * `!==`, whose early exit tells an attacker how many leading characters were right.
 *
 * A grep over the Node code that holds secrets (src/sandbox, src/server): any `===`/`!==` with a
 * secret-named operand on either side fails, unless the other side is `undefined`, `null`, `''`,
 * a `typeof` or a number (presence and type checks leak nothing). Browser code compares values the
 * same party supplied (the host's secret with the host's confirm), which is no oracle, so it is not scanned.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SCANNED = ['src/sandbox', 'src/server'];
const SECRET = String.raw`[\w.?!]*(?:secret|signature|Secret|Signature)[\w.?!]*(?:\[[^\]]*\])?`;
const HARMLESS = String.raw`(?:undefined|null|''|""|\d+|typeof\b)`;
const COMPARISONS = [
  new RegExp(String.raw`${SECRET}\s*[!=]==\s*(?!${HARMLESS})[\w.?'"\`]`, 'g'),
  new RegExp(String.raw`(?<![\w.?])(?!${HARMLESS})[\w.?'"\`)\]]+\s*[!=]==\s*${SECRET}`, 'g'),
];

function sources(): string[] {
  return SCANNED.flatMap((folder) =>
    readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
      .map((entry) => join(entry.parentPath, entry.name)),
  );
}

/** `file:line: code` for each line comparing a secret with === or !==. */
export function secretComparisons(code: string, file = 'code'): string[] {
  const found: string[] = [];
  code.split('\n').forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed.startsWith('//') || trimmed.startsWith('*')) return;
    // `typeof secret !== 'string'` is a type check: drop the operand before looking.
    const checked = line.replace(/typeof\s+[\w.?]+/g, 'typeof');
    if (COMPARISONS.some((pattern) => [...checked.matchAll(pattern)].length > 0)) found.push(`${file}:${index + 1}: ${trimmed}`);
  });
  return found;
}

describe('secrets are compared in constant time', () => {
  it('the scan finds what it looks for (and lets presence checks be)', () => {
    expect(secretComparisons('if (session?.clientSecret !== clientSecret) throw x;')).toHaveLength(1);
    expect(secretComparisons('const ok = given === expectedSignature;')).toHaveLength(1);
    expect(secretComparisons('if (signature === undefined || secret !== null) return;')).toEqual([]);
    expect(secretComparisons("if (clientSecret === '' || typeof secret !== 'string') return;")).toEqual([]);
    expect(secretComparisons('if (!constantTimeEqual(session.clientSecret, clientSecret)) throw x;')).toEqual([]);
  });

  it('no code of src/sandbox or src/server compares a secret with === or !==', () => {
    const found = sources().flatMap((file) => secretComparisons(readFileSync(file, 'utf8'), relative(ROOT, file)));
    expect(found).toEqual([]);
  });
});

describe('every check of a client secret', () => {
  it.each(['src/sandbox/flows/payment-flow.ts', 'src/sandbox/routes/sessions.ts'])('%s calls constantTimeEqual', (file) => {
    const code = readFileSync(join(ROOT, file), 'utf8');
    expect(code).toMatch(/constantTimeEqual\([^)]*clientSecret/);
  });
});
