/**
 * Rate limits as the contract combines the interface's two statements (contract: Rate limits):
 * every request spends one token from its account's read or write bucket (sustained rate plus burst;
 * a publishable key has buckets of its own) and one from its key's minute budget for the endpoint class. Either empty: 429. The headers
 * describe whichever of the two has fewer requests left. Buckets follow real time, not the sandbox clock.
 */

export const RATE_TIERS = {
  sandbox: { sustainedPerSecond: 25, burst: 50 },
  standard: { sustainedPerSecond: 100, burst: 200 },
  scale: { sustainedPerSecond: 500, burst: 1000 },
} as const;
export type RateTier = keyof typeof RATE_TIERS;

/** Per-minute budgets (interface: Limits, the second statement). */
export const MINUTE_BUDGETS = {
  payment_creation: 100,
  payment_status: 300,
  refunds: 50,
  general: 1000,
} as const;
export type EndpointClass = keyof typeof MINUTE_BUDGETS;

class TokenBucket {
  readonly capacity: number;
  readonly refillPerSecond: number;
  #tokens: number;
  #updatedMs: number;

  constructor(capacity: number, refillPerSecond: number, nowMs: number) {
    this.capacity = capacity;
    this.refillPerSecond = refillPerSecond;
    this.#tokens = capacity;
    this.#updatedMs = nowMs;
  }

  tokens(nowMs: number): number {
    const elapsed = Math.max(0, nowMs - this.#updatedMs) / 1000;
    this.#tokens = Math.min(this.capacity, this.#tokens + elapsed * this.refillPerSecond);
    this.#updatedMs = nowMs;
    return this.#tokens;
  }

  spend(): void {
    this.#tokens -= 1;
  }

  /** Seconds until one whole token is back. */
  secondsUntilOne(nowMs: number): number {
    return Math.max(0, (1 - this.tokens(nowMs)) / this.refillPerSecond);
  }

  /** Unix epoch seconds when the bucket is full again (X-RateLimit-Reset). */
  fullAtEpochSeconds(nowMs: number): number {
    const missing = this.capacity - this.tokens(nowMs);
    return Math.ceil(nowMs / 1000 + missing / this.refillPerSecond);
  }
}

export interface RateDecision {
  allowed: boolean;
  headers: Record<string, string>;
  /** Whole seconds to wait, on a refusal. */
  retryAfterSeconds: number;
}

export class RateLimiter {
  readonly #tier: (typeof RATE_TIERS)[RateTier];
  readonly #enforced: boolean;
  readonly #accountBuckets = new Map<string, TokenBucket>();
  readonly #minuteBudgets = new Map<string, TokenBucket>();
  readonly #now: () => number;

  // The default reads Date.now at every check instead of keeping the function it found at
  // construction, so a clock installed later (a test's vi.useFakeTimers) reaches the buckets too.
  constructor(tier: RateTier, enforced: boolean, now: () => number = () => Date.now()) {
    this.#tier = RATE_TIERS[tier];
    this.#enforced = enforced;
    this.#now = now;
  }

  /**
   * `publishable`: the key is public (it is in every checkout page), so what it spends comes from
   * buckets of its own, the same size as the account's: whoever copies it can exhaust those and
   * nothing of the merchant's server keys (issue 13; the interface enforces limits per secret key).
   */
  check(accountId: string, keyId: string, access: 'read' | 'write', endpointClass: EndpointClass, publishable = false): RateDecision {
    const now = this.#now();
    const holder = publishable ? `${accountId}:${keyId}` : accountId;
    const accountBucket = this.#bucket(this.#accountBuckets, `${holder}:${access}`, this.#tier.burst, this.#tier.sustainedPerSecond, now);
    const budget = MINUTE_BUDGETS[endpointClass];
    const minuteBucket = this.#bucket(this.#minuteBudgets, `${keyId}:${endpointClass}`, budget, budget / 60, now);

    const buckets = [accountBucket, minuteBucket];
    const allowed = !this.#enforced || buckets.every((bucket) => bucket.tokens(now) >= 1);
    if (allowed && this.#enforced) for (const bucket of buckets) bucket.spend();

    const tightest = buckets.reduce((a, b) => (b.tokens(now) < a.tokens(now) ? b : a));
    const headers = {
      'X-RateLimit-Limit': String(tightest.capacity),
      'X-RateLimit-Remaining': String(Math.max(0, Math.floor(tightest.tokens(now)))),
      'X-RateLimit-Reset': String(tightest.fullAtEpochSeconds(now)),
    };
    const retryAfterSeconds = allowed ? 0 : Math.max(1, Math.ceil(Math.max(...buckets.map((bucket) => bucket.secondsUntilOne(now)))));
    return { allowed, headers, retryAfterSeconds };
  }

  #bucket(map: Map<string, TokenBucket>, key: string, capacity: number, refill: number, now: number): TokenBucket {
    let bucket = map.get(key);
    if (!bucket) map.set(key, (bucket = new TokenBucket(capacity, refill, now)));
    return bucket;
  }
}
