// Generated from the zod schemas by src/validators/generate.ts (node scripts/generate-validators.mjs).
// Do not edit: change the schemas and generate again; test/validators/frame-validators.test.ts fails until then.
// The card frame parses with these instead of zod: its size budget, src/frame/README.md.
import type * as z from 'zod/mini';
import type * as S0 from '../protocol/messages.js';
import type * as S1 from '../client/answers.js';
import { hasOnlySvcVariableNames, isSafeCssValue } from '../protocol/refinements.js';

/** What a validator returns for a value it refuses; `issue` then says where and why. */
const F: unique symbol = Symbol();
type Check = (value: any) => any;
let issue: ValidationIssue = { path: [], message: '' };
const fail = (message: string): typeof F => ((issue = { path: [], message }), F);
const at = (key: PropertyKey): typeof F => (issue.path.unshift(key), F);
const pass = (value: unknown) => value;
const test = (ok: (value: any) => boolean, message: string): Check => (value) => (ok(value) ? value : fail(message));
const string = (...checks: [(value: string) => boolean, string][]): Check => (value) => {
  if (typeof value !== 'string') return fail('expected a string');
  for (const [ok, message] of checks) if (!ok(value)) return fail(message);
  return value;
};
const regex = (pattern: RegExp): [(value: string) => boolean, string] => [(value) => pattern.test(value), `does not match ${pattern}`];
const oneOf = (...values: unknown[]): Check => test((value) => values.includes(value), `expected one of ${values.join(', ')}`);
const optional = (inner: Check): Check => (value) => (value === undefined ? value : inner(value));
const nullable = (inner: Check): Check => (value) => (value === null ? value : inner(value));
const array = (element: Check): Check => (value) => {
  if (!Array.isArray(value)) return fail('expected an array');
  const out = Array(value.length);
  for (let index = 0; index < value.length; index++) if ((out[index] = element(value[index])) === F) return at(index);
  return out;
};
const union = (...options: Check[]): Check => (value) => {
  for (const option of options) {
    const out = option(value);
    if (out !== F) return out;
  }
  return fail('matches none of the options');
};
/** [key, check, 1 when the key may be absent]; `rest` checks the other keys (`pass`: kept as they are), or they are dropped. */
const object = (props: [string, Check, 1?][], rest?: Check, ...refinements: [(value: any) => boolean, string][]): Check => {
  const keys = new Set(props.map(([key]) => key));
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail('expected an object');
    const out: Record<string, unknown> = {};
    for (const [key, check, optional] of props) {
      const present = key in value;
      if (!present && optional) continue;
      if (!present) return (fail('required'), at(key));
      if ((out[key] = check(value[key])) === F) return at(key);
    }
    if (rest) for (const key in value) if (!keys.has(key) && key !== '__proto__' && (out[key] = rest(value[key])) === F) return at(key);
    for (const [ok, message] of refinements) if (!ok(out)) return fail(message);
    return out;
  };
};
const validator = <T>(check: Check): Validator<T> => ({
  safeParse(value) {
    const data = check(value);
    return data === F ? { success: false, error: { issues: [issue] } } : { success: true, data };
  },
});

/** Where a value was refused (keys and indexes from the root) and why. */
export interface ValidationIssue {
  path: PropertyKey[];
  message: string;
}
/** The `safeParse` of the zod schema it was generated from, without zod. */
export interface Validator<T> {
  safeParse(value: unknown): { success: true; data: T; error?: undefined } | { success: false; data?: undefined; error: { issues: ValidationIssue[] } };
}

const c0 = /*#__PURE__*/ string(regex(/^[0-9a-f]{32}$/));
const c1 = /*#__PURE__*/ object([["protocol", oneOf("svc-elements")], ["version", oneOf(1)], ["type", oneOf("connect")], ["nonce", c0]]);
const c2 = /*#__PURE__*/ string(regex(/^.{0,35}$/su));
const c3 = /*#__PURE__*/ oneOf("default", "night", "flat");
const c4 = /*#__PURE__*/ string(regex(/^.{0,100}$/su), regex(/^[^;{}<>\\]*$/), [isSafeCssValue, "refused by isSafeCssValue"]);
const c5 = /*#__PURE__*/ object([], c4, [hasOnlySvcVariableNames, "refused by hasOnlySvcVariableNames"]);
const c6 = /*#__PURE__*/ object([["theme", optional(c3), 1], ["variables", optional(c5), 1]]);
const c7 = /*#__PURE__*/ optional(oneOf("auto", "never"));
const c8 = /*#__PURE__*/ object([["name", c7, 1], ["postalCode", c7, 1]]);
const c9 = /*#__PURE__*/ object([["protocol", oneOf("svc-elements")], ["version", oneOf(1)], ["type", oneOf("init")], ["publishableKey", string()], ["clientSecret", string()], ["locale", c2], ["appearance", optional(c6), 1], ["options", optional(c8), 1]]);
const c10 = /*#__PURE__*/ object([["protocol", oneOf("svc-elements")], ["version", oneOf(1)], ["type", oneOf("update")], ["clientSecret", optional(string()), 1], ["locale", optional(c2), 1], ["appearance", optional(c6), 1]]);
const c11 = /*#__PURE__*/ test(Number.isFinite, 'expected a finite number');
const c12 = /*#__PURE__*/ object([["width", c11], ["height", c11]]);
const c13 = /*#__PURE__*/ object([["protocol", oneOf("svc-elements")], ["version", oneOf(1)], ["type", oneOf("confirm")], ["requestId", string()], ["clientSecret", string()], ["returnUrl", optional(string()), 1], ["viewport", optional(c12), 1]]);
const c14 = /*#__PURE__*/ oneOf("number", "expiry", "cvc", "name", "postalCode");
const c15 = /*#__PURE__*/ object([["protocol", oneOf("svc-elements")], ["version", oneOf(1)], ["type", oneOf("focus")], ["field", optional(c14), 1]]);
const c16 = /*#__PURE__*/ object([["protocol", oneOf("svc-elements")], ["version", oneOf(1)], ["type", oneOf("clear")]]);
const c17 = /*#__PURE__*/ object([["protocol", oneOf("svc-elements")], ["version", oneOf(1)], ["type", oneOf("show-errors")]]);
const c18 = /*#__PURE__*/ oneOf("challenge-result");
const c19 = /*#__PURE__*/ oneOf("complete", "canceled", "failed");
const c20 = /*#__PURE__*/ object([["protocol", oneOf("svc-elements")], ["version", oneOf(1)], ["type", c18], ["requestId", string()], ["result", c19]]);
const c21 = /*#__PURE__*/ oneOf("start-challenge");
const c22 = /*#__PURE__*/ oneOf("01", "02", "03", "04", "05");
const c23 = /*#__PURE__*/ object([["protocol", oneOf("svc-elements")], ["version", oneOf(1)], ["type", c21], ["acsUrl", string()], ["creq", string()], ["challengeWindowSize", c22], ["frameTitle", string()]]);
const c24 = /*#__PURE__*/ union(c9, c10, c13, c15, c16, c17, c20, c23);
const c25 = /*#__PURE__*/ oneOf("3ds-notification");
const c26 = /*#__PURE__*/ object([["protocol", oneOf("svc-elements")], ["version", oneOf(1)], ["type", c25]]);
const c27 = /*#__PURE__*/ oneOf("requires_payment_method", "requires_action", "processing", "pending", "completed", "failed", "canceled");
const c28 = /*#__PURE__*/ oneOf("three_d_secure_fingerprint");
const c29 = /*#__PURE__*/ object([["type", c28], ["methodUrl", string()], ["threeDSMethodData", string()]], pass);
const c30 = /*#__PURE__*/ oneOf("three_d_secure_challenge");
const c31 = /*#__PURE__*/ object([["type", c30], ["acsUrl", string()], ["creq", string()], ["challengeWindowSize", c22]], pass);
const c32 = /*#__PURE__*/ object([["type", oneOf("redirect")], ["url", string()]], pass);
const c33 = /*#__PURE__*/ nullable(union(c29, c31, c32));
const c34 = /*#__PURE__*/ object([["code", string()], ["declineCode", optional(string()), 1], ["message", string()]], pass);
const c35 = /*#__PURE__*/ object([["id", string()], ["object", pass], ["amount", pass], ["currency", pass], ["status", c27], ["returnUrl", pass], ["description", optional(pass), 1], ["metadata", optional(pass), 1], ["customer", optional(pass), 1], ["livemode", pass], ["createdAt", pass], ["paymentMethod", pass], ["nextAction", c33], ["lastError", nullable(c34)], ["amountRefunded", pass]], pass);
const c36 = /*#__PURE__*/ object([["payment", nullable(string())]], pass);
const c37 = /*#__PURE__*/ object([["id", string()]], pass);
const c38 = /*#__PURE__*/ object([["brands", array(string())]], pass);
const c39 = /*#__PURE__*/ object([["type", string()], ["code", string()], ["message", string()], ["status", c11], ["param", optional(string()), 1], ["retry_after", optional(c11), 1], ["decline_code", optional(string()), 1], ["request_id", optional(string()), 1], ["payment", optional(pass), 1]], pass);
const c40 = /*#__PURE__*/ object([["error", c39]], pass);

export type Nonce = z.output<typeof S0.Nonce>;
export const Nonce = /*#__PURE__*/ validator<Nonce>(c0);
export type Connect = z.output<typeof S0.Connect>;
export const Connect = /*#__PURE__*/ validator<Connect>(c1);
export type HostMessage = z.output<typeof S0.HostMessage>;
export const HostMessage = /*#__PURE__*/ validator<HostMessage>(c24);
export type Appearance = z.output<typeof S0.Appearance>;
export const Appearance = /*#__PURE__*/ validator<Appearance>(c6);
export type ThreeDSNotification = z.output<typeof S0.ThreeDSNotification>;
export const ThreeDSNotification = /*#__PURE__*/ validator<ThreeDSNotification>(c26);
export type PaymentAnswer = z.output<typeof S1.PaymentAnswer>;
export const PaymentAnswer = /*#__PURE__*/ validator<PaymentAnswer>(c35);
export type ClientSessionAnswer = z.output<typeof S1.ClientSessionAnswer>;
export const ClientSessionAnswer = /*#__PURE__*/ validator<ClientSessionAnswer>(c36);
export type TokenAnswer = z.output<typeof S1.TokenAnswer>;
export const TokenAnswer = /*#__PURE__*/ validator<TokenAnswer>(c37);
export type CardBinAnswer = z.output<typeof S1.CardBinAnswer>;
export const CardBinAnswer = /*#__PURE__*/ validator<CardBinAnswer>(c38);
export type ErrorAnswer = z.output<typeof S1.ErrorAnswer>;
export const ErrorAnswer = /*#__PURE__*/ validator<ErrorAnswer>(c40);
