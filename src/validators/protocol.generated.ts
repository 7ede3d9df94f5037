// Generated from the zod schemas by scripts/validators/generate.ts (npm run generate:validators).
// Do not edit: change the schemas and generate again; test/validators/browser-validators.test.ts fails until then.
// Browser code parses with these instead of zod: src/validators/README.md.
import { array, boolean, discriminated, nullable, number, object, oneOf, optional, pass, regex, string, validator } from './runtime.js';
import type * as z from 'zod/mini';
import type * as S0 from '../protocol/messages.js';
import { hasOnlyVariableNames, isSafeCssValue } from '../protocol/rules.js';

const c0 = string(regex(/^[0-9a-f]{32}$/));
const c1 = oneOf("svc-elements");
const c2 = string(regex(/^.{0,35}$/su));
const c3 = string(regex(/^.{0,100}$/su), regex(/^[^;{}<>\\]*$/), [isSafeCssValue, "refused by isSafeCssValue"]);
const c4 = object({ "theme?": optional(oneOf("default", "night", "flat", "auto")), "variables?": optional(object({}, c3, [hasOnlyVariableNames, "refused by hasOnlyVariableNames"])), "rules?": optional(object({}, object({}, c3))), "labels?": optional(oneOf("above", "floating")) });
const c5 = optional(oneOf("auto", "never"));
const c6 = optional(array(string(regex(/^[a-z_]{2,24}$/))));
const c7 = object({ "name?": c5, "postalCode?": c5, "acceptedBrands?": c6, "preferredNetwork?": c6, "savedCardCvc?": c5 });
const c8 = oneOf("number", "expiry", "cvc", "name", "postalCode");
const c9 = oneOf("01", "02", "03", "04", "05");
const c10 = object({ "protocol": c1, "version": oneOf(1), "type": oneOf("focus", "blur"), "field": c8 });

export type Nonce = z.output<typeof S0.Nonce>;
export const Nonce = validator<Nonce>(c0);
export type Hello = z.output<typeof S0.Hello>;
export const Hello = validator<Hello>(object({ "protocol": c1, "version": oneOf(1), "type": oneOf("hello"), "nonce": c0 }));
export type Connect = z.output<typeof S0.Connect>;
export const Connect = validator<Connect>(object({ "protocol": c1, "version": oneOf(1), "type": oneOf("connect"), "nonce": c0 }));
export type HostMessage = z.output<typeof S0.HostMessage>;
export const HostMessage = validator<HostMessage>(discriminated("type", { "init": object({ "protocol": c1, "version": oneOf(1), "type": oneOf("init"), "publishableKey": string(), "clientSecret": string(), "locale": c2, "appearance?": optional(c4), "options?": optional(c7), "fonts?": optional(pass) }), "update": object({ "protocol": c1, "version": oneOf(1), "type": oneOf("update"), "clientSecret?": optional(string()), "locale?": optional(c2), "appearance?": optional(c4), "fonts?": optional(pass) }), "confirm": object({ "protocol": c1, "version": oneOf(1), "type": oneOf("confirm"), "requestId": string(), "clientSecret": string(), "returnUrl?": optional(string()), "viewport?": optional(object({ "width": number, "height": number })), "amount?": optional(number), "currency?": optional(string()) }), "focus": object({ "protocol": c1, "version": oneOf(1), "type": oneOf("focus"), "field?": optional(c8) }), "clear": object({ "protocol": c1, "version": oneOf(1), "type": oneOf("clear") }), "show-errors": object({ "protocol": c1, "version": oneOf(1), "type": oneOf("show-errors") }), "challenge-result": object({ "protocol": c1, "version": oneOf(1), "type": oneOf("challenge-result"), "requestId": string(), "result": oneOf("complete", "canceled", "failed") }), "start-challenge": object({ "protocol": c1, "version": oneOf(1), "type": oneOf("start-challenge"), "acsUrl": string(), "creq": string(), "challengeWindowSize": c9, "frameTitle": string(), "loading?": optional(string()) }) }));
export type FrameMessage = z.output<typeof S0.FrameMessage>;
export const FrameMessage = validator<FrameMessage>(discriminated("type", { "ready": object({ "protocol": c1, "version": oneOf(1), "type": oneOf("ready"), "height": number }), "resize": object({ "protocol": c1, "version": oneOf(1), "type": oneOf("resize"), "height": number }), "change": object({ "protocol": c1, "version": oneOf(1), "type": oneOf("change"), "state": object({ "complete": boolean, "empty": boolean, "brand": nullable(string()), "error": nullable(object({ "field?": optional(c8), "code": string(), "message": string() })) }) }), "focus": c10, "blur": c10, "submit": object({ "protocol": c1, "version": oneOf(1), "type": oneOf("submit") }), "loaderror": object({ "protocol": c1, "version": oneOf(1), "type": oneOf("loaderror"), "code": string(), "message": string() }), "warning": object({ "protocol": c1, "version": oneOf(1), "type": oneOf("warning"), "code": string(), "message": string() }), "confirm-result": object({ "protocol": c1, "version": oneOf(1), "type": oneOf("confirm-result"), "requestId": string(), "outcome": oneOf("completed", "processing", "redirect", "canceled", "declined", "invalid", "error"), "payment?": optional(object({ "id": string(), "status": string() }, pass)), "error?": optional(object({ "code": string(), "declineCode?": optional(string()), "message": string(), "field?": optional(c8) })), "redirectUrl?": optional(string()), "savedCard?": optional(object({ "id": string(), "brand": string(), "last4": string() })), "cardUsed?": optional(discriminated("source", { "saved": object({ "source": oneOf("saved"), "id": string(), "brand": string(), "last4": string() }), "new": object({ "source": oneOf("new"), "saved": boolean }) })) }), "challenge": object({ "protocol": c1, "version": oneOf(1), "type": oneOf("challenge"), "requestId": string(), "acsUrl": string(), "creq": string(), "challengeWindowSize": c9, "labels": object({ "title": string(), "close": string(), "frame": string(), "loading?": optional(string()) }) }), "challenge-complete": object({ "protocol": c1, "version": oneOf(1), "type": oneOf("challenge-complete") }) }));
export type Appearance = z.output<typeof S0.Appearance>;
export const Appearance = validator<Appearance>(c4);
export type FrameOptions = z.output<typeof S0.FrameOptions>;
export const FrameOptions = validator<FrameOptions>(c7);
export type ThreeDSNotification = z.output<typeof S0.ThreeDSNotification>;
export const ThreeDSNotification = validator<ThreeDSNotification>(object({ "protocol": c1, "version": oneOf(1), "type": oneOf("3ds-notification") }));
export type ThreeDSMethodStart = z.output<typeof S0.ThreeDSMethodStart>;
export const ThreeDSMethodStart = validator<ThreeDSMethodStart>(object({ "protocol": c1, "version": oneOf(1), "type": oneOf("3ds-method-start"), "paymentId?": optional(string()), "clientSecret": string(), "publishableKey": string() }));
