import { type SvcClientOptions, createSvcClient } from '../../src/server/client.js';
import type { TestSandbox } from './sandbox.js';

/** A client of the test sandbox with network retries off, so that a failure surfaces at once. */
export function clientFor(t: TestSandbox, secretKey = t.secretKey, options: Partial<SvcClientOptions> = {}) {
  return createSvcClient({ secretKey, sandboxBaseUrl: t.url, maxNetworkRetries: 0, ...options });
}
