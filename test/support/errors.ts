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

/** A version 4 UUID, as the server module writes its automatic Idempotency-Key. */
export const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * The rejection of `promise`, which must be an instance of `type`: a fulfilment fails the test with
 * "expected a <type>", another error fails the instance check.
 */
export async function rejectionOf<E extends Error>(promise: Promise<unknown>, type: abstract new (...args: never[]) => E): Promise<E> {
  const error = await promise.then(
    () => {
      throw new Error(`expected a ${type.name}`);
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(type);
  return error as E;
}
