/**
 * The events of `<svc-payment-element>`: one class each, with a `readonly detail` (the base class and
 * `svc-loaderror`, which the return page raises too, are in ../shared/events.ts).
 *
 * Names: our own events carry the `svc-` prefix (`svc-ready`, `svc-change`, `svc-loaderror`,
 * `svc-payment`, `svc-challenge`), so they never collide with native events or another library's; `focus` and `blur`
 * keep their native names because they mean what the native ones mean. Our events bubble and are
 * composed, so a listener outside any number of shadow roots hears them; `focus` and `blur` are
 * composed but do not bubble, exactly like the native ones (use `focusin`/`focusout` semantics
 * elsewhere if you need bubbling).
 */
import type { CardState, ConfirmResult, Field } from '../../protocol/messages.js';
import { SvcEvent } from '../shared/events.js';

/** What `confirm()` resolves with and `svc-payment` carries: the frame's answer without the envelope. */
export type PaymentOutcome = Omit<ConfirmResult, 'protocol' | 'version' | 'type' | 'requestId'>;

/** The frame is loaded, connected and showing its fields. */
export class SvcReadyEvent extends SvcEvent<{ height: number }> {
  static readonly eventName = 'svc-ready';
  constructor(detail: { height: number }) {
    super(SvcReadyEvent.eventName, detail);
  }
}

/** The card's state changed: `{ complete, empty, brand, error }`. Never any card digits. */
export class SvcChangeEvent extends SvcEvent<CardState> {
  static readonly eventName = 'svc-change';
  constructor(detail: CardState) {
    super(SvcChangeEvent.eventName, detail);
  }
}

/** A confirm finished: the same outcome `confirm()` resolves with. */
export class SvcPaymentEvent extends SvcEvent<PaymentOutcome> {
  static readonly eventName = 'svc-payment';
  constructor(detail: PaymentOutcome) {
    super(SvcPaymentEvent.eventName, detail);
  }
}

/** The 3D Secure challenge dialog opened, or closed (`result`: complete, canceled or failed). */
export interface ChallengeDetail {
  readonly state: 'open' | 'closed';
  readonly result?: 'complete' | 'canceled' | 'failed';
}
export class SvcChallengeEvent extends SvcEvent<ChallengeDetail> {
  static readonly eventName = 'svc-challenge';
  constructor(detail: ChallengeDetail) {
    super(SvcChallengeEvent.eventName, detail);
  }
}

/**
 * `FocusEvent`, or `Event` where there is none: a server rendering the page (Node has `Event` but no
 * `FocusEvent`) imports this module and never dispatches one, so the class must only be definable
 * there (issue 11, item 2).
 */
const FocusEventClass: typeof FocusEvent = typeof FocusEvent === 'undefined' ? (Event as unknown as typeof FocusEvent) : FocusEvent;

/**
 * A field inside the frame gained (`focus`) or lost (`blur`) focus. A real `FocusEvent`, so the
 * DOM's own typing of `focus`/`blur` listeners holds; `field` says which field. `UIEvent` already
 * owns a numeric `detail`, hence `field` rather than `detail.field`. Moving from one field to the
 * next fires `blur` then `focus`. `relatedTarget` is always null: the other side is in the frame.
 */
export class SvcFocusEvent extends FocusEventClass {
  readonly field: Field;
  constructor(type: 'focus' | 'blur', field: Field) {
    super(type, { bubbles: false, composed: true });
    this.field = field;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'svc-ready': SvcReadyEvent;
    'svc-change': SvcChangeEvent;
    'svc-payment': SvcPaymentEvent;
    'svc-challenge': SvcChallengeEvent;
  }
}
