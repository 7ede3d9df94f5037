import { describe, expect, it } from 'vitest';
import { currentRules, renderRules, testNames } from '../../scripts/docs.mjs';

describe('docs/sandbox.md', () => {
  it('lists every sandbox test by name, as the test files hold them (run npm run docs after changing tests)', () => {
    expect(currentRules()).toBe(renderRules());
  });

  it('reads test names of it() and it.each()() in file order', () => {
    const source = `it('first', () => {});\nit.each([1, 2])('second %s', () => {});\nit("third: a → b", async () => {});`;
    expect(testNames(source)).toEqual(['first', 'second %s', 'third: a → b']);
  });
});
