import type { SandboxClock } from '../model/clock.js';
import type { WebhookEndpointRecord } from '../model/state.js';
import { signWebhook } from '../../server/webhooks/signature.js';

/**
 * Delivers events to webhook endpoints over real HTTP (contract: Webhooks): POST, JSON, signed both
 * ways, a 10-second timeout, and on any non-2xx or timeout a retry with exponential backoff, at most
 * 8 attempts in all. Retries are scheduled on the sandbox clock, so advancing it delivers them at once.
 */

export const DELIVERY_TIMEOUT_MS = 10_000;
export const MAX_DELIVERY_ATTEMPTS = 8;
/** Wait before attempt n+1 after attempt n failed: 10 s, tripled each time (10 s … ~2 h). */
export function retryDelaySeconds(failedAttempt: number): number {
  return 10 * 3 ** (failedAttempt - 1);
}

export interface DeliveryAttempt {
  eventId: string;
  endpointId: string;
  url: string;
  attempt: number;
  /** HTTP status, or null when the request failed or timed out. */
  status: number | null;
  error: string | null;
  at: string;
  /** When the next attempt is due (sandbox clock), or null when none will follow. */
  nextAttemptAt: string | null;
}

export class WebhookDeliverer {
  readonly #clock: SandboxClock;
  readonly #isEndpointActive: (endpointId: string) => boolean;
  readonly #attempts: DeliveryAttempt[] = [];
  readonly #inFlight = new Set<AbortController>();
  #closed = false;

  constructor(clock: SandboxClock, isEndpointActive: (endpointId: string) => boolean) {
    this.#clock = clock;
    this.#isEndpointActive = isEndpointActive;
  }

  /** Every attempt so far, oldest first (served at `GET /_sandbox/webhook_deliveries`). */
  get attempts(): readonly DeliveryAttempt[] {
    return this.#attempts;
  }

  enqueue(endpoint: WebhookEndpointRecord, eventId: string, body: string): void {
    void this.#attempt(endpoint, eventId, body, 1);
  }

  close(): void {
    this.#closed = true;
    for (const controller of this.#inFlight) controller.abort();
  }

  async #attempt(endpoint: WebhookEndpointRecord, eventId: string, body: string, attempt: number): Promise<void> {
    if (this.#closed || !this.#isEndpointActive(endpoint.id)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error('timed out after 10 seconds')), DELIVERY_TIMEOUT_MS);
    this.#inFlight.add(controller);
    let status: number | null = null;
    let error: string | null = null;
    try {
      // The signature's timestamp is real time: it guards the wire against replays, and receivers
      // compare it with their own clock, which the sandbox clock does not move.
      const headers = signWebhook({
        secret: endpoint.secret,
        eventId,
        timestamp: Math.floor(Date.now() / 1000),
        rawBody: body,
      });
      const response = await fetch(endpoint.url, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'user-agent': 'svc-sandbox-webhooks/1' },
        body,
        signal: controller.signal,
        redirect: 'manual',
      });
      status = response.status;
      await response.body?.cancel();
      if (status < 200 || status > 299) error = `answered ${status}`;
    } catch (cause) {
      error = controller.signal.aborted ? ((controller.signal.reason as Error | undefined)?.message ?? 'aborted') : (cause as Error).message;
    } finally {
      clearTimeout(timer);
      this.#inFlight.delete(controller);
    }
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- close() may have run during the await above; TypeScript keeps the narrowing from the first line
    if (this.#closed) return;
    const retry = error !== null && attempt < MAX_DELIVERY_ATTEMPTS;
    // One reading of the clock, so `nextAttemptAt - at` is exactly the backoff delay.
    const nowMs = this.#clock.now();
    const nextDueMs = retry ? nowMs + retryDelaySeconds(attempt) * 1000 : null;
    this.#attempts.push({
      eventId,
      endpointId: endpoint.id,
      url: endpoint.url,
      attempt,
      status,
      error,
      at: this.#clock.iso(nowMs),
      nextAttemptAt: nextDueMs === null ? null : this.#clock.iso(nextDueMs),
    });
    if (nextDueMs !== null) this.#clock.at(nextDueMs, () => void this.#attempt(endpoint, eventId, body, attempt + 1));
  }
}
