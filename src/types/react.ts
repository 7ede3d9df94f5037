/**
 * `svc-elements/types/react`: makes `<svc-payment-element>` and `<svc-payment-status>` known to React
 * 19's JSX, for pages that use the tags themselves rather than the wrappers of `svc-elements/react`
 * (docs/frameworks.md, "React"). One line enables it, in any declaration file the project compiles:
 *
 *     /// <reference types="svc-elements/types/react" />
 *
 * React 19 sets a prop as a DOM property when the element has one (`appearance={…}`), as an attribute
 * otherwise (`client-secret="…"`: the form a server renders), and listens for `on` + an event's exact
 * name: `onsvc-ready`, `onsvc-payment`, `onfocus`.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { ElementAttributes, ElementProperties, SvcElements } from './elements.js';

/** `onsvc-ready`, `onfocus`, …: React 19 adds a listener for the name after `on`, as written. */
type EventProps<Events> = { [Name in keyof Events & string as `on${Name}`]?: (event: Events[Name]) => void };

type ElementProps<Tag extends keyof SvcElements> = ElementProperties<SvcElements[Tag]['element']> &
  ElementAttributes<SvcElements[Tag]['element']> &
  EventProps<SvcElements[Tag]['events']>;

/** What React allows on any element, then the element's own props. */
type IntrinsicProps<Tag extends keyof SvcElements> = Omit<
  DetailedHTMLProps<HTMLAttributes<HTMLElementTagNameMap[Tag]>, HTMLElementTagNameMap[Tag]>,
  keyof ElementProps<Tag>
> &
  ElementProps<Tag>;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are a namespace: augmenting it is how a tag is declared
  namespace JSX {
    interface IntrinsicElements {
      'svc-payment-element': IntrinsicProps<'svc-payment-element'>;
      'svc-payment-status': IntrinsicProps<'svc-payment-status'>;
    }
  }
}
