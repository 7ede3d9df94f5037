/**
 * `svc-elements/types/preact`: makes `<svc-payment-element>` and `<svc-payment-status>` known to
 * Preact's JSX (docs/frameworks.md, "Preact"). One line enables it, in any declaration file the
 * project compiles:
 *
 *     /// <reference types="svc-elements/types/preact" />
 *
 * Preact sets a prop as a DOM property when the element has one (`appearance={…}`), as an attribute
 * otherwise (`client-secret="…"`), and listens for `on` + an event's name: `onsvc-ready`, `onfocus`.
 */
import type { HTMLAttributes } from 'preact';
import type { ElementAttributes, ElementProperties, SvcElements } from './elements.js';

/** `onsvc-ready`, `onfocus`, …: Preact adds a listener for the name after `on` (lowercased only when it starts with a capital). */
type EventProps<Events> = { [Name in keyof Events & string as `on${Name}`]?: (event: Events[Name]) => void };

type ElementProps<Tag extends keyof SvcElements> = ElementProperties<SvcElements[Tag]['element']> &
  ElementAttributes<SvcElements[Tag]['element']> &
  EventProps<SvcElements[Tag]['events']>;

/** What Preact allows on any element, then the element's own props. */
type IntrinsicProps<Tag extends keyof SvcElements> = Omit<HTMLAttributes<HTMLElementTagNameMap[Tag]>, keyof ElementProps<Tag>> & ElementProps<Tag>;

declare module 'preact' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Preact's JSX types are a namespace: augmenting it is how a tag is declared
  namespace JSX {
    interface IntrinsicElements {
      'svc-payment-element': IntrinsicProps<'svc-payment-element'>;
      'svc-payment-status': IntrinsicProps<'svc-payment-status'>;
    }
  }
}
