import { createServer } from 'node:net';

/**
 * A port free on 127.0.0.1 right now: for a server that must know its address before it starts (the
 * sandbox told its public origin), in the Playwright suite's setup and the engine suite alike.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
