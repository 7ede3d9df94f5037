import { expect } from 'vitest';
import type { ApiResult } from './sandbox.js';

/** An error answer of the API: its HTTP status, and an `error` of that `type`, `code` and `status` with a message. */
export function expectError(result: ApiResult, status: number, type: string, code: string): void {
  expect(result.status).toBe(status);
  expect(result.body.error).toMatchObject({ type, code, status });
  expect(typeof result.body.error.message).toBe('string');
}

/**
 * The error `call` throws, which must be an instance of `type`: any other error is rethrown as it is,
 * and returning fails the test with "expected <what> to throw a <type>".
 */
export function thrownBy<E extends Error>(type: abstract new (...args: never[]) => E, call: () => unknown, what: string): E {
  try {
    call();
  } catch (error) {
    if (error instanceof type) return error;
    throw error;
  }
  throw new Error(`expected ${what} to throw a ${type.name}`);
}
