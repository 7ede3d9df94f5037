import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, importWithin } from '../../src/frame/card/frame-app.js';

/**
 * The card frame loads its confirm chunk after `ready` (src/frame/README.md, "Size budget"). A load
 * that stalls must not leave a confirm waiting for ever: it is refused after as long as one request
 * attempt may take, and the frame answers `error` (`network_error`), as
 * test/browser/frame-chunks.spec.ts shows for a load that fails.
 */

afterEach(() => {
  vi.useRealTimers();
});

describe('importWithin, the bound on the confirm chunk’s load', () => {
  it('is as long as one request attempt', () => {
    expect(CHUNK_TIMEOUT_MS).toBe(30_000);
  });

  it('resolves with what loaded in time', async () => {
    await expect(importWithin(1_000, () => Promise.resolve('chunk'))).resolves.toBe('chunk');
  });

  it('passes a failed load on', async () => {
    await expect(importWithin(1_000, () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))).rejects.toThrow(
      /Failed to fetch/,
    );
  });

  it('refuses a load that has not settled in time', async () => {
    vi.useFakeTimers();
    const stalled = importWithin(CHUNK_TIMEOUT_MS, () => new Promise<never>(() => {}));
    const outcome = expect(stalled).rejects.toThrow(`no answer in ${CHUNK_TIMEOUT_MS} ms`);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    let settled = false;
    void stalled.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });
});
