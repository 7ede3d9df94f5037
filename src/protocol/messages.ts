import * as z from 'zod/mini';
import {
  CHALLENGE_RESULTS,
  CHALLENGE_WINDOW_SIZES,
  FIELDS,
  OUTCOMES,
  PROTOCOL,
  PROTOCOL_VERSION,
  THREE_DS_METHOD_START,
  THREE_DS_NOTIFICATION,
  LABEL_STYLES,
  THEMES,
  hasOnlyVariableNames,
  isSafeCssValue,
} from './rules.js';

/**
 * The host ↔ frame protocol of `<svc-payment-element>` (issue 4, item 4). Both sides parse every
 * message with the validators generated from these schemas (src/validators/README.md); anything else
 * is ignored. Browser code imports this module for its types only: what runs there is in ./rules.ts.
 * The card number and CVC have no field here:
 * they never leave the frame.
 *
 *   1. The host puts a 128-bit nonce in the frame URL's fragment.
 *   2. The frame posts `hello` to its parent with targetOrigin = the host's origin.
 *   3. The host accepts `hello` only if event.origin is the service origin, event.source is its own
 *      iframe's window and the nonce matches; it then posts `connect` with a MessagePort to that
 *      window, targetOrigin = the service origin.
 *   4. Every later message travels over the port.
 *
 * The 3DS container page (`3ds-container.html`, shown in the challenge dialog) greets its host the
 * same way, with a nonce of its own, and speaks the same two unions.
 *
 * 3D Secure (contract: Next actions and 3D Secure), driven by the card frame, which holds the client:
 *
 *   host ──confirm {viewport}──▶ frame: tokenize, confirm
 *     fingerprint: frame ──3ds-method-start {paymentId, clientSecret, publishableKey}──▶ its hidden method
 *                  page (3ds-method.html, same origin): reads the payment's methodUrl and data from the
 *                  service, posts them to the ACS in an iframe of its own
 *                  notification page ──3ds-notification──▶ method page ──3ds-notification──▶ frame:
 *                  Y within 10 s, else N; then the frame authenticates
 *     challenge:   frame ──challenge {acsUrl, creq, size, labels}──▶ host: dialog with the container
 *                  host ──start-challenge {…, loading}──▶ container: posts the CReq into the ACS iframe,
 *                                     shows `loading` with a spinner until the ACS page has loaded
 *                  notification page ──3ds-notification──▶ container ──challenge-complete──▶ host
 *                  host ──challenge-result {complete | canceled | failed}──▶ frame: reads the payment
 *     redirect:    frame ──confirm-result {outcome: redirect, redirectUrl}──▶ host: the page leaves
 */

const envelope = { protocol: z.literal(PROTOCOL), version: z.literal(PROTOCOL_VERSION) };

/**
 * At most `max` characters, counted as code points (a pattern: the validator generator supports
 * patterns and named refinements, scripts/validators/generate.ts).
 */
function atMost(max: number) {
  return z.regex(new RegExp(`^.{0,${max}}$`, 'su'));
}

/** 128 bits as 32 lowercase hex characters. */
export const Nonce = z.string().check(z.regex(/^[0-9a-f]{32}$/));

export const Hello = z.object({ ...envelope, type: z.literal('hello'), nonce: Nonce });
export type Hello = z.infer<typeof Hello>;
export const Connect = z.object({ ...envelope, type: z.literal('connect'), nonce: Nonce });
export type Connect = z.infer<typeof Connect>;

export const Field = z.enum(FIELDS);
export type Field = z.infer<typeof Field>;

/**
 * A CSS value as it crosses into the frame: at most 100 characters, none that could end its
 * declaration (`; { } < > \`), no `url(`, `expression(` or `@import`. The card frame's allowlist
 * then checks its shape for the property it is given to (src/frame/card/appearance-policy.ts) before
 * anything is applied. The refinements are named functions (./rules.ts) so the browser's generated
 * validators run the same ones.
 */
const CssValue = z.string().check(atMost(100), z.regex(/^[^;{}<>\\]*$/), z.refine(isSafeCssValue));

/**
 * Names to values: objects whose every value is checked (`z.catchall`). Not `z.record`s, which the
 * validator generator does not support; these accept the same objects as they arrive over
 * postMessage, and skip a `__proto__` key as the record does (test/frame/protocol-schemas.test.ts).
 */
const CssVariables = z.catchall(z.object({}), CssValue).check(z.refine(hasOnlyVariableNames));
/** Selector (`.Input:focus`) → property in camelCase (`borderColor`) → value. */
const CssRules = z.catchall(z.object({}), z.catchall(z.object({}), CssValue));

/**
 * Theming that crosses into the frame (docs/appearance.md). The schema holds the shape; which
 * variables, selectors and properties exist, and the shape of each value, the card frame checks
 * against its allowlist before it applies anything, in the chunk that applies it, so neither the
 * page nor the merchant's script carries the list.
 */
export const Appearance = z.object({
  theme: z.optional(z.enum(THEMES)),
  variables: z.optional(CssVariables),
  rules: z.optional(CssRules),
  labels: z.optional(z.enum(LABEL_STYLES)),
});
export type Appearance = z.infer<typeof Appearance>;

/** A card brand id (`visa`, `cartes_bancaires`): lowercase letters and underscores. */
const BrandId = z.string().check(z.regex(/^[a-z_]{2,24}$/));

export const FrameOptions = z.object({
  /** Ask for the cardholder name ('auto') or not ('never', default). */
  name: z.optional(z.enum(['auto', 'never'])),
  /** Ask for the postal code ('auto') or not ('never', default). */
  postalCode: z.optional(z.enum(['auto', 'never'])),
  /** Brands (src/card/brands.ts ids) shown as a row of logos above the number: what the merchant takes. */
  acceptedBrands: z.optional(z.array(BrandId)),
  /**
   * For a co-badged card, the networks to preselect, in order of preference (EU IFR art. 8: the
   * shopper can still pick another in the brand menu). Without it, the card's first network.
   */
  preferredNetwork: z.optional(z.array(BrandId)),
  /**
   * In a session that lists the customer's saved cards: ask for a saved card's security code again,
   * inside the frame, every time one pays ('auto'), or not ('never', default). The same two values as
   * `name` and `postalCode`: a field asked for, or not.
   */
  savedCardCvc: z.optional(z.enum(['auto', 'never'])),
});
export type FrameOptions = z.infer<typeof FrameOptions>;

/**
 * The merchant's web fonts (issue 12, item 2), as given to `<svc-payment-element fonts>` (a list of
 * `FontSource`, src/api/fonts.ts): the frame hands the value as it is to the service (`POST /v1/fonts`),
 * which checks it whole and entry by entry and is the one that refuses, with a code the frame's console
 * shows (docs/fonts.md). Not checked here: a check would be bytes of the frame's up-front budget
 * (`array` alone, 0.03 KB gzip) for what the service checks anyway.
 */
export const Fonts = z.unknown();

/** A shopper-facing error: what to show, and which field it belongs to. */
export const FieldError = z.object({
  field: z.optional(Field),
  code: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof FieldError>;

// Host → frame
export const Init = z.object({
  ...envelope,
  type: z.literal('init'),
  publishableKey: z.string(),
  /** Empty in deferred mode: the element collects the card first, and each `confirm` brings the secret. */
  clientSecret: z.string(),
  locale: z.string().check(atMost(35)),
  appearance: z.optional(Appearance),
  options: z.optional(FrameOptions),
  fonts: z.optional(Fonts),
});
export const Update = z.object({
  ...envelope,
  type: z.literal('update'),
  clientSecret: z.optional(z.string()),
  locale: z.optional(z.string().check(atMost(35))),
  appearance: z.optional(Appearance),
  fonts: z.optional(Fonts),
});
/** CSS pixels; the host page's viewport, from which the challenge window size is chosen. */
export const Viewport = z.object({ width: z.number(), height: z.number() });
export const ConfirmRequest = z.object({
  ...envelope,
  type: z.literal('confirm'),
  requestId: z.string(),
  /**
   * The secret the host believes it confirms: the frame refuses if its own differs (replaced
   * mid-flight). In deferred mode (an `init` without one) the frame takes this one.
   */
  clientSecret: z.string(),
  returnUrl: z.optional(z.string()),
  viewport: z.optional(Viewport),
  /** What the shopper was shown (the element's `amount`, in minor units, and `currency`): the frame confirms only a payment of exactly that. */
  amount: z.optional(z.number()),
  currency: z.optional(z.string()),
});
export const ChallengeResult = z.object({
  ...envelope,
  type: z.literal('challenge-result'),
  requestId: z.string(),
  result: z.enum(CHALLENGE_RESULTS),
});
export const ChallengeWindowSize = z.enum(CHALLENGE_WINDOW_SIZES);
/** Host → 3DS container: post this CReq to this ACS. */
export const StartChallenge = z.object({
  ...envelope,
  type: z.literal('start-challenge'),
  acsUrl: z.string(),
  creq: z.string(),
  challengeWindowSize: ChallengeWindowSize,
  /** The ACS iframe's accessible name, in the frame's locale. */
  frameTitle: z.string(),
  /** Shown with a spinner until the ACS page has loaded ("Contacting your bank…"), in the frame's locale. Optional: older hosts send none. */
  loading: z.optional(z.string()),
});
export const FocusRequest = z.object({ ...envelope, type: z.literal('focus'), field: z.optional(Field) });
export const ClearRequest = z.object({ ...envelope, type: z.literal('clear') });
/** Show every field's error now (the merchant's form was submitted). */
export const ShowErrors = z.object({ ...envelope, type: z.literal('show-errors') });

/** Told apart by their literal `type`: at most one option matches. */
export const HostMessage = z.discriminatedUnion('type', [
  Init,
  Update,
  ConfirmRequest,
  FocusRequest,
  ClearRequest,
  ShowErrors,
  ChallengeResult,
  StartChallenge,
]);
export type HostMessage = z.infer<typeof HostMessage>;

// Frame → host
export const CardState = z.object({
  complete: z.boolean(),
  empty: z.boolean(),
  /** The detected brand, or null while unknown. */
  brand: z.nullable(z.string()),
  /** The first visible error, or null. */
  error: z.nullable(FieldError),
});
export type CardState = z.infer<typeof CardState>;

export const Ready = z.object({ ...envelope, type: z.literal('ready'), height: z.number() });
export const Resize = z.object({ ...envelope, type: z.literal('resize'), height: z.number() });
export const Change = z.object({ ...envelope, type: z.literal('change'), state: CardState });
export const FocusChange = z.object({ ...envelope, type: z.enum(['focus', 'blur']), field: Field });
/** Enter was pressed in a field: the host submits the merchant's form. */
export const Submit = z.object({ ...envelope, type: z.literal('submit') });
export const LoadError = z.object({ ...envelope, type: z.literal('loaderror'), code: z.string(), message: z.string() });
/**
 * A mistake of the merchant's that does not stop the frame: an appearance its allowlist refused
 * (`appearance_invalid`; the frame keeps the appearance it had). A host that does not know it ignores
 * it (./README.md, "Compatibility"): the frame never waits for an answer.
 */
export const Warning = z.object({ ...envelope, type: z.literal('warning'), code: z.string(), message: z.string() });

/**
 * A card a confirm saved for the customer: its id (`tok_…`, for the merchant's server: a default card,
 * a subscription) and what a shopper may be shown of it. Never a number, a CVC or a network token.
 */
export const SavedCard = z.object({ id: z.string(), brand: z.string(), last4: z.string() });
export type SavedCard = z.infer<typeof SavedCard>;

/**
 * The card a confirm used, as the shopper chose it in the frame (issue 14): one of the customer's saved
 * cards (`source: 'saved'`: which one, as `SavedCard` names it), or a card typed in (`source: 'new'`),
 * saved for the customer by this confirm (`saved: true`; the outcome's `savedCard` then names it) or
 * not. Never a number, a CVC or a network token. Not the API's `payment.paymentMethod`
 * (`{type: 'card', card}`), which says what the service charged.
 */
export const CardUsed = z.discriminatedUnion('source', [
  z.object({ source: z.literal('saved'), ...SavedCard.shape }),
  z.object({ source: z.literal('new'), saved: z.boolean() }),
]);
export type CardUsed = z.infer<typeof CardUsed>;

export const ConfirmResult = z.object({
  ...envelope,
  type: z.literal('confirm-result'),
  requestId: z.string(),
  outcome: z.enum(OUTCOMES),
  /** The payment as a publishable key sees it (public fields only), when there is one. */
  payment: z.optional(z.looseObject({ id: z.string(), status: z.string() })),
  error: z.optional(z.object({ code: z.string(), declineCode: z.optional(z.string()), message: z.string(), field: z.optional(Field) })),
  /** With `redirect`: where the page goes to authenticate. */
  redirectUrl: z.optional(z.string()),
  /**
   * With `completed` or `processing`: the card saved for the customer by a setup session, or by a
   * payment that saved it (`savedCards.save` `always`, or the shopper ticked the box).
   */
  savedCard: z.optional(SavedCard),
  /**
   * With every outcome of a confirm that collected the card (all but `invalid`): a saved card or a new
   * one (issue 14). Absent when the frame could not start the confirm (not initialized, its confirm code
   * not loaded).
   */
  cardUsed: z.optional(CardUsed),
});
export type ConfirmResult = z.infer<typeof ConfirmResult>;

/** Frame → host: show the challenge. `labels` are in the frame's locale, so the host ships no texts. */
export const Challenge = z.object({
  ...envelope,
  type: z.literal('challenge'),
  requestId: z.string(),
  acsUrl: z.string(),
  creq: z.string(),
  challengeWindowSize: ChallengeWindowSize,
  /** `loading`: the text the 3DS container shows until the bank's page has loaded. Optional: older frames send none. */
  labels: z.object({ title: z.string(), close: z.string(), frame: z.string(), loading: z.optional(z.string()) }),
});
export type Challenge = z.infer<typeof Challenge>;
/** 3DS container → host: the notification page said the ACS is done. */
export const ChallengeComplete = z.object({ ...envelope, type: z.literal('challenge-complete') });
/** Notification page → its parent, over `postMessage` to its own origin (THREE_DS_NOTIFICATION). */
export const ThreeDSNotification = z.object({ ...envelope, type: z.literal(THREE_DS_NOTIFICATION) });
/**
 * Card frame → its hidden 3DS Method page, over `postMessage` to its own origin (THREE_DS_METHOD_START;
 * issue 13). It names the payment (or, without `paymentId`, the setup session of its client secret) and never a bank: the method page reads `methodUrl` and
 * `threeDSMethodData` from the service, so whatever runs in the card frame cannot make it post
 * anything else anywhere. Pages of the same deploy only; an older method page that ignores it leaves
 * the card frame to its 10 s rule (`threeDSCompInd: N`).
 */
export const ThreeDSMethodStart = z.object({
  ...envelope,
  type: z.literal(THREE_DS_METHOD_START),
  /** Absent for a setup session's Method: the page then reads the session of `clientSecret` (issue 14). */
  paymentId: z.optional(z.string()),
  clientSecret: z.string(),
  publishableKey: z.string(),
});
export type ThreeDSMethodStart = z.infer<typeof ThreeDSMethodStart>;

export const FrameMessage = z.discriminatedUnion('type', [
  Ready,
  Resize,
  Change,
  FocusChange,
  Submit,
  LoadError,
  Warning,
  ConfirmResult,
  Challenge,
  ChallengeComplete,
]);
export type FrameMessage = z.infer<typeof FrameMessage>;
