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

  it('reads a template name at the size npm test runs it: numeric constants and scaled(n) resolved, anything else as written', () => {
    const source = [
      'const CLIENTS = scaled(50);',
      'const PAID = scaled(1000);',
      'const REFUNDS = (PAID / 100) * 3;',
      'const { burst } = RATE_TIERS.sandbox;',
      'it(`${CLIENTS} clients, ${REFUNDS} refunds of ${fmt(PAID)}; ${burst} pass`, () => {});',
    ].join('\n');
    expect(testNames(source)).toEqual(['50 clients, 30 refunds of 1,000; ${burst} pass']);
  });
});
