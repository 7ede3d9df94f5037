import { type SvcClientOptions, createSvcClient } from '../../src/server/client.js';
import { type PaymentSessionHandlerOptions, createClientSessionHandler } from '../../src/server/handler.js';
import type { TestSandbox } from './sandbox.js';

/**
 * Fixtures of the client-session endpoint tests (issue 3, item 7), bound to the file's sandbox:
 * a client, a handler that records what reached `resolvePayment`, and the payment as the browser reads it.
 */
export function clientSessionFixtures(t: TestSandbox) {
  function clientFor(options: Partial<SvcClientOptions> = {}) {
    return createSvcClient({ secretKey: t.secretKey, sandboxBaseUrl: t.url, warn: () => {}, ...options });
  }

  /** A handler paying `amount` EUR from the merchant's records, recording what `resolvePayment` saw. */
  function handlerFor(overrides: Partial<PaymentSessionHandlerOptions> = {}) {
    const seen: { input: Record<string, unknown>; request: Request }[] = [];
    const errors: unknown[] = [];
    const handler = createClientSessionHandler({
      client: clientFor(),
      publishableKey: t.publishableKey,
      resolvePayment(input, request) {
        seen.push({ input, request });
        return { amount: 2599, currency: 'EUR', returnUrl: 'https://shop.example/done', metadata: { cartId: input.cartId ?? 'none' } };
      },
      onError: (error) => errors.push(error),
      ...overrides,
    });
    return { handler, seen, errors };
  }

  /** The payment as the browser would read it: publishable key plus the client secret of the answer. */
  async function paymentSeenByBrowser(body: { paymentId: string; clientSecret: string }, keys: { publishableKey: string } = t) {
    return t.api('GET', `/v1/payments/${body.paymentId}?client_secret=${encodeURIComponent(body.clientSecret)}`, { key: keys.publishableKey });
  }

  return { clientFor, handlerFor, paymentSeenByBrowser };
}
