import { expect } from 'vitest';
import { collectBrowserInfo } from '../../src/client/browser-info.js';
import { ServiceClientError } from '../../src/client/errors.js';

/** Helpers shared by the client and frame tests (not a test file itself). */

export const FUTURE_YEAR = new Date().getUTCFullYear() + 3;

export const BROWSER = collectBrowserInfo({
  screen: { colorDepth: 24, width: 1440, height: 900 },
  navigator: { language: 'en-GB', userAgent: 'Mozilla/5.0 (test)' },
});

/** A card for `POST /v1/tokens`: a future expiry and a CVC of the brand's length. */
export function card(number: string, extra: Record<string, unknown> = {}) {
  return { number, expMonth: 12, expYear: FUTURE_YEAR, cvc: number.startsWith('3') ? '1234' : '123', ...extra };
}

export interface Sent {
  method: string;
  url: URL;
  headers: Headers;
  body: string | undefined;
}

/** The runtime's fetch, recording each request it really sends; `before` may add headers (sandbox faults). */
export function recordingFetch(before?: (attempt: number, headers: Headers, url: URL) => void) {
  const sent: Sent[] = [];
  const wrapped: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    const url = new URL(input instanceof Request ? input.url : input);
    before?.(sent.length + 1, headers, url);
    sent.push({ method: init?.method ?? 'GET', url, headers, body: init?.body as string | undefined });
    return fetch(input, { ...init, headers });
  };
  return { fetch: wrapped, sent };
}

export async function rejection(promise: Promise<unknown>): Promise<ServiceClientError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ServiceClientError);
  return error as ServiceClientError;
}

export function thrown(run: () => unknown): ServiceClientError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ServiceClientError);
    return error as ServiceClientError;
  }
  throw new Error('expected a throw');
}
