/**
 * Tells the host when it becomes visible: its box goes from zero width (under `display: none`, in a
 * closed `<details>`, in an inactive tab panel) to a real one. A frame laid out in a zero-width
 * viewport reports a meaningless height, so the element asks it to measure again at that moment.
 */
import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';

export class VisibilityController implements ReactiveController {
  #observer: ResizeObserver | null = null;
  /** Whether the host had a box of non-zero width at the last observation. */
  #visible = false;

  readonly #host: ReactiveControllerHost & Element;
  readonly #onVisible: () => void;

  constructor(host: ReactiveControllerHost & Element, onVisible: () => void) {
    this.#host = host;
    this.#onVisible = onVisible;
    this.#host.addController(this);
  }

  hostConnected(): void {
    if (typeof ResizeObserver === 'undefined') return;
    this.#observer = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1]?.contentRect;
      const visible = box !== undefined && box.width > 0;
      const appeared = visible && !this.#visible;
      this.#visible = visible;
      if (appeared) this.#onVisible();
    });
    this.#observer.observe(this.#host);
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
    this.#observer = null;
    this.#visible = false;
  }
}
