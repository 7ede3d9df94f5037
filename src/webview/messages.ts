/**
 * The message a native app's bridge receives (docs/webview.md, "The messages"): `NativeBridgeMessage`
 * is the single source of truth of that wire shape, and its type is inferred from it.
 *
 * For tests, the docs and TypeScript users (an app's own web code, say, through `svc-elements/webview`);
 * never in the elements' scripts (./bridge.ts imports only its type), so it may use zod: ./bridge.ts
 * does not validate, and test/elements/native-bridge.test.ts parses with this schema what every event
 * of the kit becomes.
 */
import * as z from 'zod/mini';
import { CHALLENGE_RESULTS, OUTCOMES } from '../protocol/rules.js';
import type { NativeBridgeEventType } from './contract.js';
import { NATIVE_BRIDGE_SOURCE, NATIVE_BRIDGE_VERSION } from './envelope.js';

/** Any JSON value; numbers finite (JSON has no NaN or Infinity). */
const Json = z.json();
/** A detail: the named fields, plus any other JSON the event carries. */
const detailWith = <Shape extends z.core.$ZodLooseShape>(shape: Shape) => z.catchall(z.object(shape), Json);

/**
 * Each event's detail as the app receives it: what the app may rely on, by type. One entry per name
 * of ./contract.ts's `FORWARDED_EVENT_TYPES`, no more and no fewer (`satisfies` checks both).
 */
export const NATIVE_BRIDGE_DETAILS = {
  /** The card form is showing. */
  'svc-ready': detailWith({ height: z.number() }),
  /** The card form could not load; `code` as in docs/element.md. */
  'svc-loaderror': detailWith({ code: z.string(), message: z.string() }),
  /** The 3-D Secure challenge dialog opened, or closed (with its `result`). */
  'svc-challenge': detailWith({ state: z.enum(['open', 'closed']), result: z.optional(z.enum(CHALLENGE_RESULTS)) }),
  /**
   * A confirm finished: `outcome`, and `payment: { id, status }`, `error`, `redirectUrl` when there are
   * some. `outcome: 'redirect'` is also how the app learns that the page leaves for the bank.
   */
  'svc-payment': detailWith({ outcome: z.enum(OUTCOMES) }),
  /** What `<svc-payment-status>` shows on the return page: `status`, `payment`, `redirectStatus`, `following`. */
  'svc-payment-status': detailWith({ status: z.string() }),
} as const satisfies Record<NativeBridgeEventType, z.core.$ZodType>;

const envelope = { source: z.literal(NATIVE_BRIDGE_SOURCE), version: z.literal(NATIVE_BRIDGE_VERSION) };
const variant = <Type extends NativeBridgeEventType>(type: Type) =>
  z.object({ ...envelope, type: z.literal(type), detail: NATIVE_BRIDGE_DETAILS[type] });

/** What every bridge receives (an object on iOS, this object as JSON text on Android and React Native). */
export const NativeBridgeMessage = z.discriminatedUnion('type', [
  variant('svc-ready'),
  variant('svc-loaderror'),
  variant('svc-challenge'),
  variant('svc-payment'),
  variant('svc-payment-status'),
]);
export type NativeBridgeMessage = z.infer<typeof NativeBridgeMessage>;
