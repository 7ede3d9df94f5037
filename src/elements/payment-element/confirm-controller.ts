/**
 * One confirm at a time: an AbortController that ends the attempt when the host goes away, and a
 * promise that a second call shares instead of starting another attempt (a double click never
 * confirms twice; issue 4, item 5). Nothing renders from it, so it requests no updates.
 */
import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';
import type { ConfirmResult } from '../../protocol/messages.js';
import { randomHex } from './frame-config.js';
import type { PaymentOutcome } from './events.js';

/** Why `confirm()` rejected. A declined card is not one of these: it resolves with `outcome: 'declined'`. */
export const CONFIRM_ERROR_CODES = {
  NOT_READY: 'not_ready',
  DISABLED: 'disabled',
  CLIENT_SECRET_MISSING: 'client_secret_missing',
  /** `confirm({ clientSecret })` got a key, or a secret other than the element's own `client-secret`. */
  CLIENT_SECRET_INVALID: 'client_secret_invalid',
  /** `amount` or `currency` was changed to a total that cannot be shown (LOAD_ERROR_CODES.AMOUNT_INVALID). */
  AMOUNT_INVALID: 'amount_invalid',
  CLIENT_SECRET_CHANGED: 'client_secret_changed',
  RETURN_URL_INVALID: 'return_url_invalid',
  FRAME_DISCONNECTED: 'frame_disconnected',
} as const;
export type ConfirmErrorCode = (typeof CONFIRM_ERROR_CODES)[keyof typeof CONFIRM_ERROR_CODES];

/** The error `confirm()` rejects with; `code` is stable, `message` is for developers. */
export class PaymentElementError extends Error {
  override readonly name = 'PaymentElementError';
  constructor(
    readonly code: ConfirmErrorCode,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

interface Attempt {
  readonly requestId: string;
  readonly clientSecret: string;
  readonly promise: Promise<PaymentOutcome>;
  readonly abort: AbortController;
  resolve(outcome: PaymentOutcome): void;
  reject(error: PaymentElementError): void;
}

export class ConfirmController implements ReactiveController {
  #attempt: Attempt | null = null;
  /** Called with each outcome just before the promise resolves (the host dispatches `svc-payment`). */
  readonly #onOutcome: (outcome: PaymentOutcome) => void;

  constructor(host: ReactiveControllerHost, onOutcome: (outcome: PaymentOutcome) => void) {
    this.#onOutcome = onOutcome;
    host.addController(this);
  }

  /** The request id of the attempt in flight, or null. */
  get requestId(): string | null {
    return this.#attempt?.requestId ?? null;
  }

  /** The client secret of the attempt in flight, or ''. */
  get clientSecret(): string {
    return this.#attempt?.clientSecret ?? '';
  }

  /** The attempt in flight, which a second `confirm()` returns instead of starting another. */
  get inFlight(): Promise<PaymentOutcome> | null {
    return this.#attempt?.promise ?? null;
  }

  /**
   * Starts an attempt: `send` posts the confirm request with the given requestId and returns false
   * when it could not. `clientSecret` is the secret the request carries; the result is refused when
   * the host's secret differs by the time it arrives.
   */
  run(clientSecret: string, send: (requestId: string) => boolean): Promise<PaymentOutcome> {
    if (this.#attempt !== null) return this.#attempt.promise;
    let resolve!: (outcome: PaymentOutcome) => void;
    let reject!: (error: PaymentElementError) => void;
    const promise = new Promise<PaymentOutcome>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    const attempt: Attempt = { requestId: randomHex(16), clientSecret, promise, abort: new AbortController(), resolve, reject };
    attempt.abort.signal.addEventListener('abort', () => this.#finish(attempt, { error: attempt.abort.signal.reason as PaymentElementError }), {
      once: true,
    });
    this.#attempt = attempt;
    if (!send(attempt.requestId)) {
      this.abort(new PaymentElementError(CONFIRM_ERROR_CODES.NOT_READY, 'the card frame is not connected: wait for svc-ready.'));
    }
    return promise;
  }

  /** Settles the attempt the result answers; results for any other requestId are ignored. */
  settle(result: ConfirmResult, currentClientSecret: string): void {
    const attempt = this.#attempt;
    if (result.requestId !== attempt?.requestId) return;
    const { protocol: _protocol, version: _version, type: _type, requestId: _requestId, ...outcome } = result;
    if (currentClientSecret !== attempt.clientSecret) {
      this.#finish(attempt, {
        error: new PaymentElementError(
          CONFIRM_ERROR_CODES.CLIENT_SECRET_CHANGED,
          'client-secret changed while a confirm was in flight: its result belongs to the previous client session ' +
            'and is refused. Check that payment on your server before confirming again.',
          { cause: outcome },
        ),
      });
      return;
    }
    this.#finish(attempt, { value: outcome });
  }

  /** Ends the attempt in flight, if any, with `error`. */
  abort(error: PaymentElementError): void {
    this.#attempt?.abort.abort(error);
  }

  hostDisconnected(): void {
    this.abort(
      new PaymentElementError(
        CONFIRM_ERROR_CODES.FRAME_DISCONNECTED,
        'the element was removed while a confirm was in flight; check the payment before retrying.',
      ),
    );
  }

  #finish(attempt: Attempt, result: { value: PaymentOutcome } | { error: PaymentElementError }): void {
    if (this.#attempt !== attempt) return;
    this.#attempt = null;
    if ('value' in result) {
      this.#onOutcome(result.value);
      attempt.resolve(result.value);
    } else {
      attempt.reject(result.error);
    }
  }
}
