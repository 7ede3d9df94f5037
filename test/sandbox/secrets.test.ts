import { describe, expect, it, vi } from 'vitest';

/**
 * `constantTimeEqual` (src/sandbox/model/secrets.ts, issue 13, item 4): equality of strings that
 * neither stops at the first difference nor at a length mismatch: both sides go through SHA-256 and
 * `timingSafeEqual`, which this test watches being called with two 32-byte digests.
 */

const timingSafeEqual = vi.fn();
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>();
  timingSafeEqual.mockImplementation(crypto.timingSafeEqual);
  return { ...crypto, timingSafeEqual };
});

const { constantTimeEqual } = await import('../../src/sandbox/model/secrets.js');

describe('constantTimeEqual', () => {
  const secret = 'cs_0123456789_secret_AbCdEfGhIjKlMnOpQrStUvWx';

  it.each([
    ['the same secret', secret, secret, true],
    ['the last character changed', secret, `${secret.slice(0, -1)}y`, false],
    ['the first character changed', secret, `d${secret.slice(1)}`, false],
    ['a prefix', secret, secret.slice(0, 20), false],
    ['a longer string', secret, `${secret}x`, false],
    ['empty against a secret', '', secret, false],
    ['both empty', '', '', true],
    ['different Unicode of the same length', 'é', 'e\u0301'.slice(0, 1), false],
    ['non-ASCII, equal', 'cs_ü_secret_ß', 'cs_ü_secret_ß', true],
  ])('%s → %s', (_name, given, expected, equal) => {
    expect(constantTimeEqual(given, expected)).toBe(equal);
  });

  it('compares fixed-length digests with crypto.timingSafeEqual, whatever the lengths given', () => {
    timingSafeEqual.mockClear();
    constantTimeEqual('short', secret);
    constantTimeEqual(secret, secret);
    expect(timingSafeEqual).toHaveBeenCalledTimes(2);
    for (const [a, b] of timingSafeEqual.mock.calls as [Buffer, Buffer][]) {
      expect(a.length).toBe(32);
      expect(b.length).toBe(32);
    }
  });
});
