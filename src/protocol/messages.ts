import * as z from 'zod/mini';

/**
 * The host ↔ frame protocol of `<svc-payment-element>` (issue 4, item 4). Both sides parse every
 * message with these schemas; anything else is ignored. The card number and CVC have no field here:
 * they never leave the frame.
 *
 *   1. The host puts a 128-bit nonce in the frame URL's fragment.
 *   2. The frame posts `hello` to its parent with targetOrigin = the host's origin.
 *   3. The host accepts `hello` only if event.origin is the service origin, event.source is its own
 *      iframe's window and the nonce matches; it then posts `connect` with a MessagePort to that
 *      window, targetOrigin = the service origin.
 *   4. Every later message travels over the port.
 */

export const PROTOCOL = 'svc-elements';
export const PROTOCOL_VERSION = 1;

const envelope = { protocol: z.literal(PROTOCOL), version: z.literal(PROTOCOL_VERSION) };

/** 128 bits as 32 lowercase hex characters. */
export const Nonce = z.string().check(z.regex(/^[0-9a-f]{32}$/));

export const Hello = z.object({ ...envelope, type: z.literal('hello'), nonce: Nonce });
export type Hello = z.infer<typeof Hello>;
export const Connect = z.object({ ...envelope, type: z.literal('connect'), nonce: Nonce });
export type Connect = z.infer<typeof Connect>;

export const FIELDS = ['number', 'expiry', 'cvc', 'name', 'postalCode'] as const;
export const Field = z.enum(FIELDS);
export type Field = z.infer<typeof Field>;

/** Theming that crosses into the frame: `--svc-*` variables only, values checked on both sides. */
export const Appearance = z.object({
  theme: z.optional(z.enum(['default', 'night', 'flat'])),
  variables: z.optional(
    z.record(
      z.string().check(z.regex(/^--svc-[a-z0-9-]{1,40}$/)),
      // No url(), no expressions, no semicolons or braces: a value cannot escape its declaration.
      z.string().check(z.maxLength(100), z.regex(/^[^;{}<>\\]*$/), z.refine((value) => !/url\(|expression\(|@import/i.test(value))),
    ),
  ),
});
export type Appearance = z.infer<typeof Appearance>;

export const FrameOptions = z.object({
  /** Ask for the cardholder name ('auto') or not ('never', default). */
  name: z.optional(z.enum(['auto', 'never'])),
  /** Ask for the postal code ('auto') or not ('never', default). */
  postalCode: z.optional(z.enum(['auto', 'never'])),
});
export type FrameOptions = z.infer<typeof FrameOptions>;

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
  clientSecret: z.string(),
  locale: z.string().check(z.maxLength(35)),
  appearance: z.optional(Appearance),
  options: z.optional(FrameOptions),
});
export const Update = z.object({
  ...envelope,
  type: z.literal('update'),
  clientSecret: z.optional(z.string()),
  locale: z.optional(z.string().check(z.maxLength(35))),
  appearance: z.optional(Appearance),
});
export const ConfirmRequest = z.object({
  ...envelope,
  type: z.literal('confirm'),
  requestId: z.string(),
  /** The secret the host believes it confirms: the frame refuses if its own differs (replaced mid-flight). */
  clientSecret: z.string(),
  returnUrl: z.optional(z.string()),
});
export const FocusRequest = z.object({ ...envelope, type: z.literal('focus'), field: z.optional(Field) });
export const ClearRequest = z.object({ ...envelope, type: z.literal('clear') });
/** Show every field's error now (the merchant's form was submitted). */
export const ShowErrors = z.object({ ...envelope, type: z.literal('show-errors') });

export const HostMessage = z.discriminatedUnion('type', [Init, Update, ConfirmRequest, FocusRequest, ClearRequest, ShowErrors]);
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

export const OUTCOMES = ['completed', 'processing', 'requires_action', 'declined', 'invalid', 'error'] as const;
export const ConfirmResult = z.object({
  ...envelope,
  type: z.literal('confirm-result'),
  requestId: z.string(),
  outcome: z.enum(OUTCOMES),
  /** The payment as a publishable key sees it (public fields only), when there is one. */
  payment: z.optional(z.looseObject({ id: z.string(), status: z.string() })),
  error: z.optional(
    z.object({ code: z.string(), declineCode: z.optional(z.string()), message: z.string(), field: z.optional(Field) }),
  ),
});
export type ConfirmResult = z.infer<typeof ConfirmResult>;

export const FrameMessage = z.discriminatedUnion('type', [Ready, Resize, Change, FocusChange, Submit, LoadError, ConfirmResult]);
export type FrameMessage = z.infer<typeof FrameMessage>;

/** Adds the envelope to a message body. */
export function message<T extends { type: string }>(body: T): T & { protocol: typeof PROTOCOL; version: typeof PROTOCOL_VERSION } {
  return { protocol: PROTOCOL, version: PROTOCOL_VERSION, ...body };
}
