/**
 * `svc-elements/types/solid`: makes `<svc-payment-element>` and `<svc-payment-status>` known to
 * Solid's JSX (docs/frameworks.md, "Solid"). One line enables it, in any declaration file the project
 * compiles:
 *
 *     /// <reference types="svc-elements/types/solid" />
 *
 * Solid sets every prop of a custom element as a DOM property (`client-secret` as `clientSecret`),
 * and listens to an event by its exact name with `on:`: `on:svc-ready`, `on:focus`.
 */
import type { JSX } from 'solid-js';
import type { ElementAttributes, ElementProperties, SvcElements } from './elements.js';

/** `on:svc-ready`, `on:focus`, …: a listener for exactly that name, `currentTarget` the element. */
type EventProps<Element, Events> = {
  [Name in keyof Events & string as `on:${Name}`]?: JSX.EventHandlerWithOptionsUnion<Element, Events[Name] & Event>;
};

type ElementProps<Tag extends keyof SvcElements> = ElementProperties<SvcElements[Tag]['element']> &
  ElementAttributes<SvcElements[Tag]['element']> &
  EventProps<HTMLElementTagNameMap[Tag], SvcElements[Tag]['events']>;

/** What Solid allows on any element, then the element's own props. */
type IntrinsicProps<Tag extends keyof SvcElements> = Omit<JSX.HTMLAttributes<HTMLElementTagNameMap[Tag]>, keyof ElementProps<Tag>> &
  ElementProps<Tag>;

declare module 'solid-js' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Solid's JSX types are a namespace: augmenting it is how a tag is declared
  namespace JSX {
    interface IntrinsicElements {
      'svc-payment-element': IntrinsicProps<'svc-payment-element'>;
      'svc-payment-status': IntrinsicProps<'svc-payment-status'>;
    }
  }
}
