// Generated from the zod schemas by scripts/validators/generate.ts (npm run generate:validators).
// Do not edit: change the schemas and generate again; test/validators/browser-validators.test.ts fails until then.
// Browser code parses with these instead of zod: src/validators/README.md.
import { boolean, discriminated, int, nullable, object, oneOf, optional, pass, string, test, validator } from './runtime.js';
import type * as z from 'zod/mini';
import type * as S0 from '../api/resources.js';
import { isStringMap } from '../api/rules.js';

const c0 = optional(nullable(string()));
const c1 = optional(test(isStringMap, "refused by isStringMap"));

export type Token = z.output<typeof S0.Token>;
export const Token = validator<Token>(object({ "id": string(), "object": oneOf("token"), "type": oneOf("card"), "card": object({ "brand": string(), "last4": string(), "expMonth": int, "expYear": int, "fingerprint?": optional(string()) }, pass), "used": boolean, "usage": oneOf("single_use", "reusable"), "customer": nullable(string()), "networkToken": nullable(object({ "status": oneOf("active", "suspended", "deleted"), "last4": string(), "expMonth": int, "expYear": int }, pass)), "livemode": boolean, "createdAt": string() }, pass));
export type Payment = z.output<typeof S0.Payment>;
export const Payment = validator<Payment>(object({ "id": string(), "object": oneOf("payment"), "amount": int, "currency": string(), "status": oneOf("requires_payment_method", "requires_action", "processing", "pending", "completed", "failed", "canceled"), "returnUrl": nullable(string()), "description?": c0, "metadata?": c1, "customer?": optional(nullable(object({ "id": string(), "object": oneOf("customer"), "name": nullable(string()), "email?": c0, "metadata?": c1, "defaultToken?": c0, "livemode?": optional(boolean), "createdAt?": optional(string()) }, pass))), "livemode": boolean, "createdAt": string(), "paymentMethod": nullable(object({ "type": oneOf("card"), "card": object({ "brand": string(), "last4": string(), "expMonth": int, "expYear": int }, pass) }, pass)), "nextAction": nullable(discriminated("type", { "three_d_secure_fingerprint": object({ "type": oneOf("three_d_secure_fingerprint"), "methodUrl": string(), "threeDSMethodData": string() }, pass), "three_d_secure_challenge": object({ "type": oneOf("three_d_secure_challenge"), "acsUrl": string(), "creq": string(), "challengeWindowSize": oneOf("01", "02", "03", "04", "05") }, pass), "redirect": object({ "type": oneOf("redirect"), "url": string() }, pass) })), "lastError": nullable(object({ "code": string(), "declineCode?": optional(string()), "message": string() }, pass)), "amountRefunded": int }, pass));
