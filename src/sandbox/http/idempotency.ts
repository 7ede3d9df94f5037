import { createHash } from 'node:crypto';
import { SandboxError } from '../model/errors.js';
import type { Account, IdempotencyEntry } from '../model/state.js';

/**
 * Idempotency (interface: Idempotency, rules 1–8). The first request with a key executes and its
 * answer is stored with a fingerprint of the body; a later one with the same key and body gets that
 * answer again; one with another body, or one while the first still runs, gets 409.
 */

export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;

export type Reservation =
  | { kind: 'execute'; complete(response: NonNullable<IdempotencyEntry['response']>): void; abandon(): void }
  | { kind: 'replay'; response: NonNullable<IdempotencyEntry['response']> };

export function readIdempotencyKey(headers: Headers): string | undefined {
  const key = headers.get('idempotency-key');
  if (key === null) return undefined;
  if (key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw new SandboxError(
      'idempotency_key_too_long',
      `Idempotency-Key is ${key.length} characters; at most ${MAX_IDEMPOTENCY_KEY_LENGTH} are allowed. A UUID v4 is recommended.`,
    );
  }
  if (key.trim() === '') {
    throw new SandboxError('parameter_invalid', 'Idempotency-Key must not be empty. A UUID v4 is recommended.', { param: 'Idempotency-Key' });
  }
  return key;
}

/**
 * Claims `key` for this request, scoped to the account and the endpoint (rule 1). Throws the 409s;
 * otherwise says whether to execute (and then `complete` or `abandon`) or to replay.
 */
export function reserve(account: Account, endpoint: string, key: string, body: unknown, nowMs: number): Reservation {
  const scope = `${endpoint} ${key}`;
  const fingerprint = fingerprintBody(body);
  let entry = account.idempotency.get(scope);
  if (entry && nowMs - entry.createdAtMs >= IDEMPOTENCY_RETENTION_MS) {
    // Rule 8: forgotten after 24 hours; reuse executes as new.
    account.idempotency.delete(scope);
    entry = undefined;
  }
  if (entry) {
    if (entry.fingerprint !== fingerprint) {
      throw new SandboxError(
        'idempotency_key_reuse',
        'This Idempotency-Key was used with a different request body. Use a new key for a new request.',
      );
    }
    if (!entry.response) {
      throw new SandboxError('idempotency_in_progress', 'A request with this Idempotency-Key is still being processed. Retry after it completes.');
    }
    return { kind: 'replay', response: entry.response };
  }
  const fresh: IdempotencyEntry = { fingerprint, createdAtMs: nowMs };
  account.idempotency.set(scope, fresh);
  return {
    kind: 'execute',
    complete(response) {
      fresh.response = response;
    },
    abandon() {
      if (account.idempotency.get(scope) === fresh) account.idempotency.delete(scope);
    },
  };
}

/** Key order and white space do not make a body different; values do. */
export function fingerprintBody(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- JSON.stringify returns undefined for undefined, a function or a symbol, which its type leaves out
  return JSON.stringify(value) ?? 'null';
}
