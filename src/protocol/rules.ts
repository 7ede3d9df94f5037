/**
 * What the protocol's code runs, without zod: the envelope, the names and lists the schemas of
 * ./messages.ts are built from, and their refinements. Browser code imports values from here and
 * only types from ./messages.ts, whose schemas would bring zod into its bundle (one value import
 * does: src/validators/README.md).
 */

export const PROTOCOL = 'svc-elements';
export const PROTOCOL_VERSION = 1;

/** Adds the envelope every message of the kit carries to a message body. */
export function message<T extends { type: string }>(body: T): T & { protocol: typeof PROTOCOL; version: typeof PROTOCOL_VERSION } {
  return { protocol: PROTOCOL, version: PROTOCOL_VERSION, ...body };
}

/**
 * What the service's 3DS notification page posts to its parent (the card frame for the 3DS Method,
 * the 3DS container for a challenge), with targetOrigin = its own origin: "the ACS is done". It
 * carries no result; the kit reads the payment from the service to learn it.
 */
export const THREE_DS_NOTIFICATION = '3ds-notification';

/**
 * What the card frame posts to its hidden 3DS Method page (`3ds-method.html`, its own origin, issue 13):
 * run the Method of this payment. The method page answers with THREE_DS_NOTIFICATION once the ACS is done.
 */
export const THREE_DS_METHOD_START = '3ds-method-start';

/** The card frame's fields. */
export const FIELDS = ['number', 'expiry', 'cvc', 'name', 'postalCode'] as const;

/** How the challenge dialog ended: the notice arrived, the shopper closed it, or it could not be shown. */
export const CHALLENGE_RESULTS = ['complete', 'canceled', 'failed'] as const;
export type ChallengeResultValue = (typeof CHALLENGE_RESULTS)[number];

/**
 * `redirect`: the shopper must authenticate on the bank's page (`redirectUrl`); `canceled`: the
 * shopper closed the 3D Secure challenge. Both leave the payment retryable, as do `declined`,
 * `invalid` and `error`.
 */
export const OUTCOMES = ['completed', 'processing', 'redirect', 'canceled', 'declined', 'invalid', 'error'] as const;

/**
 * The EMV 3DS challenge window sizes (`src/api`'s `CHALLENGE_WINDOW_SIZES`: 01 = 250×400 …
 * 05 = full screen), written here again because the protocol imports nothing of the service's wire
 * shapes; test/frame/protocol-schemas.test.ts holds the two lists equal.
 */
export const CHALLENGE_WINDOW_SIZES = ['01', '02', '03', '04', '05'] as const;

// The refinements of ./messages.ts, as named functions rather than closures inside the schemas: the
// generated validators import them by name (src/validators/README.md), so the schema and the
// validator run the same function. A `z.refine` whose function is not exported from here fails the
// generator.

/** The appearance's named themes; `auto` is `default` or `night` as `prefers-color-scheme` says (docs/appearance.md). */
export const THEMES = ['default', 'night', 'flat', 'auto'] as const;
/** Where field labels sit: above the field, or inside it until the field has focus or a value. */
export const LABEL_STYLES = ['above', 'floating'] as const;

/**
 * A variable's name as the protocol carries it: `--svc-color-primary`, or the same in camelCase
 * (`colorPrimary`). Which names exist, and what each value may look like, the card frame's allowlist
 * says (src/frame/card/appearance-policy.ts); the protocol only keeps names to these two spellings.
 */
export const CSS_VARIABLE_NAME = /^(--svc-[a-z0-9-]{1,40}|[a-z][a-zA-Z0-9]{1,40})$/;

/** No url(), no expressions, no @import: a value cannot fetch or run anything. */
export function isSafeCssValue(value: string): boolean {
  return !/url\(|expression\(|@import/i.test(value);
}

/** Every name is a variable name, in either spelling. */
export function hasOnlyVariableNames(variables: object): boolean {
  return Object.keys(variables).every((name) => CSS_VARIABLE_NAME.test(name));
}
