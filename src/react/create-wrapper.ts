/**
 * How both React wrappers are made: @lit/react's `createComponent` (event props added as listeners,
 * objects set as DOM properties), with every setting that has an attribute written as that attribute.
 *
 * Why attributes: `createComponent` sets properties in a layout effect, so a server renders none of
 * them, and a page rendered by Next.js, Remix or any React server would send a bare
 * `<svc-payment-element>`. The browser upgrades it as soon as the kit's script runs, before React
 * hydrates, and an element without its publishable key reports `publishable_key_missing` (a console
 * error, `svc-loaderror`), then loads again once hydration sets it. As attributes, the key, the client
 * secret, the service address and the locale are in the server's HTML and the element starts right;
 * in the browser React keeps them in step as it does a native element's (React 19 sets one the element
 * has as a property). Which properties have an attribute, and its name (`clientSecret` →
 * `client-secret`), is read from the class's own declarations. Objects (`appearance`, `options`) have
 * none: `createComponent` sets them once React has rendered.
 */
import { createComponent } from '@lit/react';
import type { ReactiveElement } from '@lit/reactive-element';
import * as React from 'react';
import type { ElementProperties, PublicProperty, ReactiveElementClass } from '../types/elements.js';

/** An element class as a wrapper needs it: Lit's statics, and a constructor `createComponent` can name. */
export type ElementClass = ReactiveElementClass & (new () => HTMLElement) & Pick<typeof ReactiveElement, 'elementProperties' | 'observedAttributes'>;

/** React prop name → the event it listens to (`onReady` → `svc-ready`). */
export type EventPropMap<Events> = Readonly<Record<string, keyof Events & string>>;

/**
 * A wrapper's props: the element's public properties, one callback per event, and what React gives
 * any element (`className`, `style`, `id`, `aria-*`, children: shown only until the element draws
 * its shadow root, or where it cannot run).
 */
export type WrapperProps<Class extends ElementClass, Events, EventProps extends EventPropMap<Events>> = Omit<
  React.HTMLAttributes<Class['prototype']>,
  keyof EventProps | PublicProperty<Class>
> &
  ElementProperties<Class> & { [Prop in keyof EventProps]?: (event: Events[EventProps[Prop] & keyof Events]) => void };

/** A wrapper: its props, and a `ref` to the element itself. */
export type Wrapper<Props, Instance> = React.ForwardRefExoticComponent<Props & React.RefAttributes<Instance>>;

/** Property → attribute, for every public reactive property that has an attribute (the module's header). */
export function attributesByProperty(elementClass: ElementClass): ReadonlyMap<string, string> {
  // Reading `observedAttributes` finalizes the class (fills `elementProperties` from `static properties`).
  const observed = new Set(elementClass.observedAttributes);
  const attributes = new Map<string, string>();
  for (const [property, declaration] of elementClass.elementProperties) {
    if (typeof property !== 'string' || declaration.state === true) continue;
    const attribute = typeof declaration.attribute === 'string' ? declaration.attribute : property.toLowerCase();
    if (declaration.attribute !== false && observed.has(attribute)) attributes.set(property, attribute);
  }
  return attributes;
}

/**
 * What `createComponent` is told of the element: it sets as DOM properties the props it finds on
 * `elementClass.prototype` and hands the rest to React. A stand-in whose prototype holds only the
 * properties without an attribute (`appearance`, `options`) makes it set those, and leave every
 * setting with an attribute to React, which renders it in HTML.
 */
function propertiesOnly(elementClass: ElementClass, attributes: ReadonlyMap<string, string>): new () => HTMLElement {
  const prototype: Record<string, undefined> = Object.create(null) as Record<string, undefined>;
  for (const [property, declaration] of elementClass.elementProperties) {
    if (typeof property === 'string' && declaration.state !== true && !attributes.has(property)) prototype[property] = undefined;
  }
  return { prototype, name: elementClass.name } as unknown as new () => HTMLElement;
}

/** A value as its attribute holds it: a list separated by spaces, as `allowed-return-schemes` reads it. */
const asAttribute = (value: unknown): unknown => (Array.isArray(value) ? value.join(' ') : value);

/**
 * The React component for `tagName`, whose class the caller's module has already defined. `Props` and
 * `Instance` are the caller's (WrapperProps, the class): what a wrapper does with props is untyped by
 * nature, since it routes them by name.
 */
export function createWrapper<Props extends object, Instance extends HTMLElement>(
  tagName: string,
  elementClass: ElementClass,
  eventProps: Readonly<Record<string, string>>,
  displayName: string,
): Wrapper<Props, Instance> {
  const attributes = attributesByProperty(elementClass);
  const Inner: React.ElementType = createComponent({
    react: React,
    tagName,
    elementClass: propertiesOnly(elementClass, attributes),
    events: eventProps,
    displayName,
  });
  const Component = React.forwardRef<Instance, Props>((props, ref) => {
    const passed: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(props)) {
      const attribute = attributes.get(name);
      // null or undefined: no attribute, which the element reads as no value.
      if (attribute === undefined) passed[name] = value;
      else if (value !== null && value !== undefined) passed[attribute] = asAttribute(value);
    }
    return React.createElement(Inner, { ...passed, ref });
  });
  Component.displayName = displayName;
  return Component as Wrapper<Props, Instance>;
}
