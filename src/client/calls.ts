import { sessionIdOf } from '../api/keys.js';
import { Payment } from '../validators/generated.js';
import { configurationError } from './errors.js';
import type { CallOptions, Requester } from './requester.js';

/**
 * Calls a page can make with a bare `Requester` (./requester.ts), without `createServiceClient`:
 * one function per call, so a bundle carries only the calls it makes and their schemas. The return
 * page needs `retrievePayment` alone; the card frame uses the whole client (./client.ts).
 *
 * And the checks every call makes on the values it puts into a path (contract: Paths the interface
 * leaves open): a malformed id or client secret is refused with a `configuration_error` before
 * the path is built, so nothing can rewrite a request path, and nothing is sent.
 */

/** Throws `<name>_invalid` unless `value` is an id with `prefix` (`pay_…`, `tok_…`) and word characters only. */
export function checkId(name: string, value: string, prefix: string): void {
  if (typeof value !== 'string' || !value.startsWith(prefix) || !/^\w+$/.test(value)) {
    throw configurationError(`${name}_invalid`, `not a ${prefix}… id. Nothing was sent.`);
  }
}

/** Throws `client_secret_invalid` unless `clientSecret` is shaped like one; returns its session id. */
export function checkClientSecret(clientSecret: string): string {
  const sessionId = typeof clientSecret === 'string' && sessionIdOf(clientSecret);
  if (!sessionId)
    throw configurationError('client_secret_invalid', 'not a client secret (cs_…_secret_…) from POST /v1/client_sessions. Nothing was sent.');
  return sessionId;
}

/**
 * `GET /v1/payments/{id}?client_secret=…`: the payment's public fields, parsed as a `Payment`.
 * Rejects with a `ServiceClientError`, a malformed id or secret included (nothing is sent then).
 */
export async function retrievePayment(requester: Requester, paymentId: string, clientSecret: string, call?: CallOptions): Promise<Payment> {
  checkId('payment_id', paymentId, 'pay_');
  checkClientSecret(clientSecret);
  return requester.request('GET', `/v1/payments/${paymentId}?client_secret=${clientSecret}`, Payment, call);
}
