import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether a secret a caller brought equals the one the service holds, in time that depends on
 * neither (issue 13, item 4): both are hashed to 32 bytes first, so neither an early exit nor a
 * length check tells an attacker how much of a guess was right. `===` stops at the first difference.
 * Every check of a client secret goes through here (test/architecture/secret-comparisons.test.ts).
 */
export function constantTimeEqual(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}
