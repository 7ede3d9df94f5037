/**
 * What both elements' events share: the base class (a `readonly detail`, frozen; bubbling and
 * composed, so a listener outside any number of shadow roots hears it) and `svc-loaderror`, which
 * both raise, so one listener covers both elements.
 *
 * Names: our own events carry the `svc-` prefix, so they never collide with native events or
 * another library's; events that mean what a native one means keep its name (the card element's
 * `focus` and `blur`, ../payment-element/events.ts).
 */
import type { LoadErrorDetail } from './config.js';

/** Our events: a `readonly detail`, frozen; bubbling and composed, so any ancestor hears them. */
export abstract class SvcEvent<Detail extends object> extends Event {
  readonly detail: Readonly<Detail>;
  constructor(type: string, detail: Detail) {
    super(type, { bubbles: true, composed: true });
    this.detail = Object.freeze({ ...detail });
  }
}

/**
 * The element could not load: a configuration mistake found before loading, the card frame's
 * report, or (on the return page) a payment that could not be read.
 */
export class SvcLoadErrorEvent extends SvcEvent<LoadErrorDetail> {
  static readonly eventName = 'svc-loaderror';
  constructor(detail: LoadErrorDetail) {
    super(SvcLoadErrorEvent.eventName, detail);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'svc-loaderror': SvcLoadErrorEvent;
  }
}
