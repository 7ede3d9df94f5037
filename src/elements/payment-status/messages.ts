/**
 * What `<svc-payment-status>` says, in one catalogue so other languages can be added beside it (the
 * amount is already formatted for the element's `locale`). `{name}` marks a value filled in at run
 * time. DOM-free.
 */
import { formatMinorUnits } from '../../api/amounts.js';
import type { LastError } from '../../api/resources.js';
import { PAYMENT_RETURN_STATUS, type PaymentReturnResult } from './payment-return.js';

export const STATUS_MESSAGES_EN = {
  loading: 'Checking your payment…',
  completed: 'Payment completed.',
  /** While the element still checks a processing payment. */
  processing: 'Your bank is still processing the payment…',
  /** After the follow-up time: the payment may still complete; the merchant confirms it later. */
  processingTimedOut: 'Your bank is still processing the payment. You will receive a confirmation when it is done; you can close this page.',
  failed: 'The payment failed.',
  failedBecause: 'The payment failed: {reason}.',
  notCompleted: 'The payment was not completed.',
  requiresAction: 'The authentication with your bank was not finished, so nothing was paid.',
  canceled: 'The payment was canceled.',
  /** Added after the sentence when this payment can still be paid. */
  tryAgain: 'You can try again.',
  unreadable: 'We could not read this payment.',
  amount: 'Amount: {amount}',
  /** `lastError` reasons for the shopper, by `declineCode`, then `code`; others show the service's message. */
  'reason.authentication_failed': 'your bank could not confirm that it was you',
  'reason.generic_decline': 'your card was declined',
  'reason.card_declined': 'your card was declined',
  'reason.insufficient_funds': 'your card has insufficient funds',
  'reason.expired_card': 'your card has expired',
  'reason.incorrect_cvc': 'the card’s security code was incorrect',
  /** A setup session's return (a card saved without paying): while it is read, when it cannot be, and how it ended. */
  setupLoading: 'Checking your card…',
  setupUnreadable: 'We could not check whether your card was saved.',
  /** `{brand}` is the card's brand as written on it (Visa, Mastercard), `{last4}` its last four digits. */
  setupSucceeded: 'Your {brand} card ending in {last4} was saved.',
  setupFailed: 'Your card was not saved.',
  setupFailedBecause: 'Your card was not saved: {reason}.',
  setupRequiresAction: 'The authentication with your bank was not finished, so your card was not saved.',
} as const;
export type StatusMessages = { readonly [Key in keyof typeof STATUS_MESSAGES_EN]: string };

/** How a status looks: the icon and colour of `part="icon"`. */
export const STATUS_TONES = { PENDING: 'pending', SUCCESS: 'success', WARNING: 'warning', DANGER: 'danger' } as const;
export type StatusTone = (typeof STATUS_TONES)[keyof typeof STATUS_TONES];

export interface StatusView {
  tone: StatusTone;
  message: string;
  /** The formatted amount line, or null (loading, or the payment could not be read). */
  amount: string | null;
}

/** `template` with each `{name}` replaced by its value; an unknown name stays as written. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

function lookup(messages: StatusMessages, key: string): string | undefined {
  return Object.hasOwn(messages, key) ? messages[key as keyof StatusMessages] : undefined;
}

/** The shopper's words for a `lastError`: known codes from the catalogue, else the service's message without its final stop. */
export function reasonText(messages: StatusMessages, lastError: LastError): string {
  return (
    lookup(messages, `reason.${lastError.declineCode}`) ??
    lookup(messages, `reason.${lastError.code}`) ??
    lastError.message.trim().replace(/[.!。]+$/u, '')
  );
}

/**
 * An amount in minor units as the locale writes it (api/amounts.ts). An unknown currency or locale
 * falls back to `1234 XYZ`.
 */
export function formatAmount(amount: number, currency: string, locale: string): string {
  try {
    return formatMinorUnits(amount, currency, locale);
  } catch {
    return `${amount} ${currency}`;
  }
}

/**
 * The words and tone for a payment's result; `null` means still loading, `'error'` that the return
 * could not be read. `setup` says the return is a setup session's, for the loading and error texts;
 * its result is described by the setup chunk (./setup-return.ts, `describeSetup`).
 */
export function describeStatus(
  result: PaymentReturnResult | null | 'error',
  locale: string,
  messages: StatusMessages = STATUS_MESSAGES_EN,
  setup = false,
): StatusView {
  if (result === null) return { tone: 'pending', message: setup ? messages.setupLoading : messages.loading, amount: null };
  if (result === 'error') return { tone: 'danger', message: setup ? messages.setupUnreadable : messages.unreadable, amount: null };
  const { payment } = result;
  const amount = fill(messages.amount, { amount: formatAmount(payment.amount, payment.currency, locale) });
  const failed = payment.lastError === null ? messages.failed : fill(messages.failedBecause, { reason: reasonText(messages, payment.lastError) });
  const view = (tone: StatusTone, message: string): StatusView => ({ tone, message, amount });
  switch (result.status) {
    case PAYMENT_RETURN_STATUS.COMPLETED:
      return view('success', messages.completed);
    case PAYMENT_RETURN_STATUS.PROCESSING:
      return result.following ? view('pending', messages.processing) : view('warning', messages.processingTimedOut);
    case PAYMENT_RETURN_STATUS.REQUIRES_PAYMENT_METHOD:
      // Nothing was paid and the payment still takes a card: the shopper can go back and pay.
      return view('danger', `${payment.lastError === null ? messages.notCompleted : failed} ${messages.tryAgain}`);
    case PAYMENT_RETURN_STATUS.REQUIRES_ACTION:
      return view('warning', `${messages.requiresAction} ${messages.tryAgain}`);
    case PAYMENT_RETURN_STATUS.CANCELED:
      return view('warning', messages.canceled);
    case PAYMENT_RETURN_STATUS.FAILED:
      return view('danger', failed);
  }
}
