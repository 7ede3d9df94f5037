/**
 * The English catalogue: every text the card frame shows or announces. Other catalogues hold the
 * same keys (missing ones fall back to these, see `./index.ts`). `{name}` marks a value filled in
 * at run time. Error keys are `error.<code>`, decline keys `decline.<code or declineCode>`: the codes
 * are the ones `validation.ts` and the service use, so a new code without a text is caught by a test.
 */
export const en = {
  'document.title': 'Card details',

  'label.number': 'Card number',
  'label.expiry': 'Expiry date',
  'label.cvc': 'Security code',
  'label.name': 'Name on card',
  'label.postalCode': 'Postal code',

  'placeholder.number': '1234 1234 1234 1234',
  'placeholder.expiry': 'MM / YY',

  /** The brand shown beside the number; `{brand}` is the brand's name. */
  'brand.detected': '{brand}',
  'brand.legend': 'Choose a card network',

  'error.incomplete_number': 'Your card number is incomplete.',
  'error.invalid_number': 'Your card number is invalid.',
  'error.incomplete_expiry': 'Your card’s expiry date is incomplete.',
  'error.invalid_expiry_month': 'Your card’s expiry month is invalid.',
  'error.invalid_expiry_year': 'Your card’s expiry year is invalid.',
  'error.invalid_expiry_year_past': 'Your card’s expiry date is in the past.',
  'error.incomplete_cvc': 'Your card’s security code is incomplete.',
  'error.invalid_cvc': 'Your card’s security code is invalid.',
  'error.incomplete_name': 'Enter the name shown on your card.',
  'error.incomplete_postal_code': 'Your postal code is incomplete.',
  'error.invalid_postal_code': 'Your postal code is invalid.',

  /** Refusals by the card's issuer or the service: what the shopper can do next. */
  'decline.generic_decline': 'Your card was declined. Try another card, or contact your bank.',
  'decline.insufficient_funds': 'Your card has insufficient funds. Try another card.',
  'decline.expired_card': 'Your card has expired. Check the expiry date, or use another card.',
  'decline.incorrect_cvc': 'Your card’s security code is incorrect. Check it and try again.',
  'decline.invalid_cvc': 'Your card’s security code is invalid. Check it and try again.',
  'decline.incorrect_number': 'Your card number is incorrect. Check it and try again.',
  'decline.invalid_expiry_month': 'Your card’s expiry month is invalid. Check it and try again.',
  'decline.invalid_expiry_year': 'Your card’s expiry year is invalid. Check it and try again.',
  'decline.authentication_failed': 'We could not verify your card. Try again, or use another card.',

  /** The CVC hint: a help button beside the field and the tooltip it opens, by where the brand prints the code. */
  'hint.cvc': 'Where is the security code?',
  'hint.cvc.back': 'The 3-digit security code is on the back of your card, next to the signature.',
  'hint.cvc.front': 'The 4-digit security code is on the front of your card, above the card number.',
  /** The row of brand logos the merchant accepts. */
  'brand.accepted': 'Accepted cards',
  /** Announced and shown while `confirm()` runs. */
  'state.busy': 'Processing your payment…',

  /** The 3D Secure challenge dialog, shown by the host page in this locale. */
  'challenge.title': 'Confirm your payment',
  'challenge.close': 'Cancel authentication',
  'challenge.frame': 'Your bank’s authentication page',
  /** Shown in the dialog until the bank's page has loaded. */
  'challenge.loading': 'Contacting your bank…',
  'failure.authenticationCanceled': 'Authentication was canceled. You can try again.',
  'failure.authenticationUnavailable': 'Your bank’s authentication could not be shown. Try again in a moment.',

  'failure.network': 'We could not reach the payment service. Check your connection and try again.',
  'failure.generic': 'Something went wrong on our side. Try again in a moment.',
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Readonly<Record<MessageKey, string>>;

export default en;
