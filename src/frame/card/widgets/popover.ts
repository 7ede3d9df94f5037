import { autoUpdate, computePosition, flip, offset, shift, type Placement } from '@floating-ui/dom';

/**
 * One popover open at a time in the card frame (the co-badge brand menu, the CVC hint), placed with
 * `@floating-ui/dom` beside the control that opened it and kept inside the frame: `flip` picks the
 * side with room, `shift` keeps it within the frame's width (320 px phones included), and when the
 * frame is too short for it on either side, the frame grows (padding below the form, which the
 * frame's ResizeObserver reports to the host as `resize`) until it is closed. Positions are set
 * through the CSSOM (`style.left`), which the frame's CSP allows; nothing is inline markup.
 *
 * Closing: Escape (focus goes back to the control), a click or focus anywhere else, or opening the
 * other popover.
 */

export interface Popover {
  open(anchor: HTMLElement, floating: HTMLElement, placement: Placement, onClose: (refocus: boolean) => void): void;
  /** Closes the open popover, if any; `refocus` puts focus back on the control that opened it. */
  close(refocus?: boolean): void;
  readonly isOpen: (floating: HTMLElement) => boolean;
}

/** Space kept between a popover and the frame's edges, in CSS pixels: the focus rings' width. */
const EDGE = 3;

export function createPopover(doc: Document): Popover {
  const body = doc.body;
  let current: { anchor: HTMLElement; floating: HTMLElement; onClose: (refocus: boolean) => void; stop: () => void } | null = null;

  const close = (refocus = false) => {
    const open = current;
    if (!open) return;
    current = null;
    open.stop();
    open.floating.hidden = true;
    body.style.removeProperty('padding-bottom');
    open.anchor.setAttribute('aria-expanded', 'false');
    open.onClose(refocus);
    if (refocus) open.anchor.focus();
  };

  const place = async (anchor: HTMLElement, floating: HTMLElement, placement: Placement) => {
    const { x, y } = await computePosition(anchor, floating, {
      placement,
      middleware: [offset(6), flip({ padding: EDGE }), shift({ padding: EDGE })],
    });
    floating.style.left = `${x}px`;
    floating.style.top = `${y}px`;
    // Still too low: the frame grows to show it whole (the host follows the `resize`).
    const overflow = floating.getBoundingClientRect().bottom + EDGE - doc.documentElement.getBoundingClientRect().height;
    const padding = parseFloat(body.style.paddingBottom || '0');
    if (overflow > 0.5 || (padding > 0 && overflow < -0.5)) body.style.paddingBottom = `${Math.max(0, Math.ceil(padding + overflow))}px`;
  };

  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && current) {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  });
  // A press or focus outside both the control and its popover closes it.
  for (const type of ['pointerdown', 'focusin'] as const) {
    doc.addEventListener(type, (event) => {
      const target = event.target as Node;
      if (current && !current.anchor.contains(target) && !current.floating.contains(target)) close();
    });
  }

  return {
    open(anchor, floating, placement, onClose) {
      close();
      floating.hidden = false;
      anchor.setAttribute('aria-expanded', 'true');
      // Placed in the next frame, not inside autoUpdate's ResizeObserver callback: growing the frame
      // there would change the layout it observes (WebKit reports a ResizeObserver loop).
      const update = () => requestAnimationFrame(() => void place(anchor, floating, placement));
      current = { anchor, floating, onClose, stop: autoUpdate(anchor, floating, update) };
    },
    close,
    isOpen: (floating) => current?.floating === floating,
  };
}
