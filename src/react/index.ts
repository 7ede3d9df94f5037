/**
 * `svc-elements/react`: React components for both elements (docs/frameworks.md, "React"). Importing
 * it defines `<svc-payment-element>` and `<svc-payment-status>`, and nothing here touches `window` or
 * `document` before React renders in a browser, so a server may import and render it (Next.js, Remix).
 * No `'use client'` directive: bundlers other than Next.js warn about it in every build; a Next.js page
 * imports this from a component of its own marked `'use client'` (docs/frameworks.md, "Next.js").
 *
 * ```tsx
 * <SvcPaymentElement ref={card} publishableKey={key} clientSecret={secret} appearance={{ theme: 'night' }}
 *   onReady={() => setReady(true)} onPayment={(event) => setOutcome(event.detail)} />
 * ```
 *
 * Props are the elements' properties (docs/element.md), typed by their classes; event props are
 * `on` + the event's name without `svc-`, in camelCase; `ref` is the element itself (`confirm()`).
 */
import { PAYMENT_ELEMENT_TAG, SvcPaymentElement as PaymentElementClass } from '../elements/index.js';
import { PAYMENT_STATUS_TAG, SvcPaymentStatus as PaymentStatusClass } from '../elements/payment-status/index.js';
import type { PaymentElementEvents, PaymentStatusEvents } from '../types/elements.js';
import { createWrapper, type WrapperProps } from './create-wrapper.js';

/** `<SvcPaymentElement>`'s event props and the events they listen to (docs/element.md, "Events"). */
export const PAYMENT_ELEMENT_EVENT_PROPS = {
  onReady: 'svc-ready',
  onChange: 'svc-change',
  onFocus: 'focus',
  onBlur: 'blur',
  onLoadError: 'svc-loaderror',
  onPayment: 'svc-payment',
  onChallenge: 'svc-challenge',
} as const satisfies Record<string, keyof PaymentElementEvents>;

/** `<SvcPaymentStatus>`'s event props and the events they listen to (docs/payment-status.md). */
export const PAYMENT_STATUS_EVENT_PROPS = {
  onPaymentStatus: 'svc-payment-status',
  onLoadError: 'svc-loaderror',
} as const satisfies Record<string, keyof PaymentStatusEvents>;

/** The card element as a DOM node: what a `ref` holds (`ref.current.confirm()`). */
export type SvcPaymentElementInstance = PaymentElementClass;
/** The return page's element as a DOM node: what a `ref` holds (`ref.current.result`). */
export type SvcPaymentStatusInstance = PaymentStatusClass;

/** `<SvcPaymentElement>`'s props: `publishableKey`, `clientSecret`, `appearance`, `options`, …, `onReady`, `onPayment`, …. */
export type SvcPaymentElementProps = WrapperProps<typeof PaymentElementClass, PaymentElementEvents, typeof PAYMENT_ELEMENT_EVENT_PROPS>;
/** `<SvcPaymentStatus>`'s props: `publishableKey`, `serviceUrl`, `locale`, `processingTimeout`, `onPaymentStatus`, `onLoadError`. */
export type SvcPaymentStatusProps = WrapperProps<typeof PaymentStatusClass, PaymentStatusEvents, typeof PAYMENT_STATUS_EVENT_PROPS>;

/** `<svc-payment-element>`, the card fields in the service's frame, as a React component. */
export const SvcPaymentElement = createWrapper<SvcPaymentElementProps, SvcPaymentElementInstance>(
  PAYMENT_ELEMENT_TAG,
  PaymentElementClass,
  PAYMENT_ELEMENT_EVENT_PROPS,
  'SvcPaymentElement',
);

/** `<svc-payment-status>`, the return page's status, as a React component. */
export const SvcPaymentStatus = createWrapper<SvcPaymentStatusProps, SvcPaymentStatusInstance>(
  PAYMENT_STATUS_TAG,
  PaymentStatusClass,
  PAYMENT_STATUS_EVENT_PROPS,
  'SvcPaymentStatus',
);
