import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { SvcPaymentElement } from '../../src/elements/index.js';
import { SvcPaymentStatus } from '../../src/elements/payment-status/index.js';
import { attributesByProperty } from '../../src/react/create-wrapper.js';
import { PAYMENT_ELEMENT_EVENT_PROPS, PAYMENT_STATUS_EVENT_PROPS } from '../../src/react/index.js';
import type { AttributeProperty, PaymentElementEvents, PaymentStatusEvents, PublicProperty } from '../../src/types/elements.js';

/**
 * What src/types/elements.ts derives, and what src/react/ writes down, held to the elements
 * themselves: their run-time property declarations (Lit's `elementProperties`) and the custom
 * elements manifest (custom-elements.json, generated from their sources; test/elements/docs.test.ts
 * keeps it fresh). The type-level halves (`expectTypeOf`) are checked by `npm run typecheck`.
 */

interface Declaration {
  tagName?: string;
  customElement?: boolean;
  attributes?: { name: string; fieldName?: string }[];
  events?: { name: string }[];
}

const manifest = JSON.parse(readFileSync(fileURLToPath(new URL('../../custom-elements.json', import.meta.url)), 'utf8')) as {
  modules: { declarations?: Declaration[] }[];
};
const declarationOf = (tag: string): Declaration =>
  manifest.modules.flatMap((module) => module.declarations ?? []).find((declaration) => declaration.customElement && declaration.tagName === tag)!;

/** The reactive properties a page sets (not internal state), and the attribute each declares (false: none). */
function declaredProperties(elementClass: typeof SvcPaymentElement | typeof SvcPaymentStatus): Record<string, string | false> {
  expect(elementClass.observedAttributes.length).toBeGreaterThan(0); // reading it finalizes the class
  const entries = [...elementClass.elementProperties].filter(([, declaration]) => declaration.state !== true);
  return Object.fromEntries(
    entries.map(([name, declaration]) => [
      String(name),
      typeof declaration.attribute === 'string' ? declaration.attribute : (declaration.attribute ?? String(name).toLowerCase()),
    ]),
  ) as Record<string, string | false>;
}

const kebabCase = (name: string): string => name.replace(/[A-Z]/g, (capital) => `-${capital.toLowerCase()}`);

describe.each([
  { tag: 'svc-payment-element', elementClass: SvcPaymentElement, eventProps: PAYMENT_ELEMENT_EVENT_PROPS },
  { tag: 'svc-payment-status', elementClass: SvcPaymentStatus, eventProps: PAYMENT_STATUS_EVENT_PROPS },
])('<$tag>', ({ tag, elementClass, eventProps }) => {
  const declared = declaredProperties(elementClass);
  const declaration = declarationOf(tag);

  it('every attribute is the kebab-case of its property, as the types assume (KebabCase), or there is none', () => {
    for (const [name, attribute] of Object.entries(declared)) expect([kebabCase(name), false], name).toContain(attribute);
    expect(Object.entries(declared).filter(([, attribute]) => attribute !== false)).toEqual(
      declaration.attributes!.map((attribute) => [attribute.fieldName, attribute.name]),
    );
  });

  it('the wrapper writes every setting that has an attribute as that attribute', () => {
    expect([...attributesByProperty(elementClass)]).toEqual(Object.entries(declared).filter(([, attribute]) => attribute !== false));
  });

  it("the wrapper's event props name every event of the manifest, once", () => {
    const events = Object.values(eventProps);
    expect(new Set(events).size).toBe(events.length);
    expect([...events].sort()).toEqual(declaration.events!.map((event) => event.name).sort());
    for (const prop of Object.keys(eventProps)) expect(prop).toMatch(/^on[A-Z][A-Za-z]+$/);
  });
});

describe('the derived types (checked by tsc)', () => {
  it('take the public reactive properties, and of those the ones with an attribute', () => {
    type Properties = PublicProperty<typeof SvcPaymentElement>;
    type WithAttributes = AttributeProperty<typeof SvcPaymentElement>;
    expectTypeOf<Extract<Properties, 'clientSecret' | 'appearance' | 'options'>>().toEqualTypeOf<'clientSecret' | 'appearance' | 'options'>();
    // Internal state (private), a read-only getter and a method are not settings.
    expectTypeOf<Extract<Properties, 'formDisabled' | 'status' | 'card' | 'confirm'>>().toEqualTypeOf<never>();
    expectTypeOf<Extract<WithAttributes, 'clientSecret' | 'locale' | 'allowedReturnSchemes'>>().toEqualTypeOf<
      'clientSecret' | 'locale' | 'allowedReturnSchemes'
    >();
    expectTypeOf<Extract<WithAttributes, 'appearance' | 'options'>>().toEqualTypeOf<never>();
    expectTypeOf<AttributeProperty<typeof SvcPaymentStatus>>().toEqualTypeOf<PublicProperty<typeof SvcPaymentStatus>>();
    expect(Object.keys(declaredProperties(SvcPaymentElement))).toEqual(expect.arrayContaining(['clientSecret', 'appearance', 'options']));
  });

  it("name the same events as the wrappers' event props", () => {
    expectTypeOf<keyof PaymentElementEvents>().toEqualTypeOf<(typeof PAYMENT_ELEMENT_EVENT_PROPS)[keyof typeof PAYMENT_ELEMENT_EVENT_PROPS]>();
    expectTypeOf<keyof PaymentStatusEvents>().toEqualTypeOf<(typeof PAYMENT_STATUS_EVENT_PROPS)[keyof typeof PAYMENT_STATUS_EVENT_PROPS]>();
  });
});
