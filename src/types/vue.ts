/**
 * `svc-elements/types/vue`: makes `<svc-payment-element>` and `<svc-payment-status>` known to Vue's
 * template type checks (vue-tsc, Vue's language tools) and to Vue's TSX (docs/frameworks.md, "Vue").
 * One line enables it, in any declaration file the project compiles:
 *
 *     /// <reference types="svc-elements/types/vue" />
 *
 * Each tag is declared the way Vue's guide declares a custom element that is not a Vue component
 * ("Non-Vue Web Components and TypeScript"): `$props` for what a template may bind (the properties in
 * camelCase, the attributes in kebab-case), `$emit` for the events `@svc-ready`, `@focus`, … hear.
 * Vue also needs `compilerOptions.isCustomElement` to leave the tags to the browser.
 */
import type { EmitFn, HTMLAttributes, PublicProps } from 'vue';
import type { ElementAttributes, ElementProperties, SvcElements } from './elements.js';

/** The events as Vue's `$emit` types them: one overload per name. */
type VueEmit<Events> = EmitFn<{ [Name in keyof Events]: (event: Events[Name]) => void }>;

/** What Vue reads of a component for template checks: `$props` and `$emit`. They are not on the element: types only. */
type DefineCustomElement<Tag extends keyof SvcElements> = new () => HTMLElementTagNameMap[Tag] & {
  /** @deprecated For template type checks only: no such property exists on the element. */
  $props: HTMLAttributes & ElementProperties<SvcElements[Tag]['element']> & ElementAttributes<SvcElements[Tag]['element']> & PublicProps;
  /** @deprecated For template type checks only: no such method exists on the element. */
  $emit: VueEmit<SvcElements[Tag]['events']>;
};

declare module 'vue' {
  interface GlobalComponents {
    'svc-payment-element': DefineCustomElement<'svc-payment-element'>;
    'svc-payment-status': DefineCustomElement<'svc-payment-status'>;
  }
}
