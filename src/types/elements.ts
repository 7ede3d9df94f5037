/**
 * What a framework's templates may set and hear on each element, derived from the element classes so
 * that no property's type is written twice (issue 11, item 2). The per-framework entries beside this
 * file and the React wrappers (../react/) are built from what it derives:
 *
 * - the **properties** a page sets: the names of the class's `static properties` that are public
 *   (internal state is `private`, so it is no key of the instance), typed by the class itself;
 * - their **attributes**: every such property but those declared `attribute: false` (`appearance`,
 *   `options`: objects, property-only), under its kebab-case name (`clientSecret` → `client-secret`);
 * - the **events** each element dispatches, by name, typed by the elements' own
 *   `GlobalEventHandlersEventMap` declarations (`focus`/`blur` by `SvcFocusEvent`).
 *
 * Only which events belong to which element is written here; test/react/element-types.test.ts holds
 * these names, and the attribute names the types derive, to the elements' run-time declarations and
 * to the custom elements manifest.
 */
import type { SvcFocusEvent, SvcPaymentElement } from '../elements/index.js';
import type { SvcPaymentStatus } from '../elements/payment-status/index.js';

/** A Lit element class: its `static properties` declare the reactive properties. */
export interface ReactiveElementClass {
  readonly prototype: HTMLElement;
  readonly properties: object;
}

/** The reactive properties of an element class that a page may set: the public ones. */
export type PublicProperty<Class extends ReactiveElementClass> = Extract<keyof Class['properties'], keyof Class['prototype']> & string;

/**
 * Those that have an attribute. Lit gives every property one unless its declaration says
 * `attribute: false`; a declaration's `attribute` is typed `string` (a name) or `boolean` (`false`).
 */
export type AttributeProperty<Class extends ReactiveElementClass> = {
  [Name in PublicProperty<Class>]: Class['properties'][Name] extends { attribute: boolean } ? never : Name;
}[PublicProperty<Class>];

/** `clientSecret` → `client-secret`: the attribute names the elements declare. */
export type KebabCase<Name extends string> = Name extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${KebabCase<Tail>}`
  : Name;

/** What an attribute takes for a property of type `Value`: a list as one string, a number also as its digits. */
type AttributeValue<Value> = Value extends readonly string[] ? string : Value extends number ? Value | `${number}` : Value;

/** The properties a page sets on the element, each optional, typed by the class. */
export type ElementProperties<Class extends ReactiveElementClass> = Partial<Pick<Class['prototype'], PublicProperty<Class>>>;

/** The same settings as attributes: `client-secret`, `processing-timeout`, … (no `appearance`, no `options`). */
export type ElementAttributes<Class extends ReactiveElementClass> = {
  [Name in AttributeProperty<Class> as KebabCase<Name>]?: AttributeValue<Class['prototype'][Name]>;
};

/** `<svc-payment-element>`'s events (docs/element.md, "Events"). */
export type PaymentElementEvents = Pick<
  GlobalEventHandlersEventMap,
  'svc-ready' | 'svc-change' | 'svc-loaderror' | 'svc-payment' | 'svc-challenge'
> & {
  focus: SvcFocusEvent;
  blur: SvcFocusEvent;
};

/** `<svc-payment-status>`'s events (docs/payment-status.md). */
export type PaymentStatusEvents = Pick<GlobalEventHandlersEventMap, 'svc-payment-status' | 'svc-loaderror'>;

/** Each element's tag, class and events, for the per-framework entries to map over. */
export interface SvcElements {
  'svc-payment-element': { element: typeof SvcPaymentElement; events: PaymentElementEvents };
  'svc-payment-status': { element: typeof SvcPaymentStatus; events: PaymentStatusEvents };
}
