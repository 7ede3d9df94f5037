// Generated from the zod schemas by scripts/validators/generate.ts (npm run generate:validators).
// Do not edit: change the schemas and generate again; test/validators/browser-validators.test.ts fails until then.
// Browser code parses with these instead of zod: src/validators/README.md.
import { boolean, discriminated, int, nullable, object, oneOf, optional, pass, string, test, validator } from './runtime.js';
import type * as z from 'zod/mini';
import type * as S0 from '../api/resources.js';
import { isStringMap } from '../api/rules.js';

const c0 = object({ "brand": string(), "last4": string(), "expMonth": int, "expYear": int }, pass);
const c1 = object({ "id": string(), "object": oneOf("token"), "type": oneOf("card"), "card": c0, "used": boolean, "livemode": boolean, "createdAt": string() }, pass);
const c2 = oneOf("requires_payment_method", "requires_action", "processing", "pending", "completed", "failed", "canceled");
const c3 = optional(nullable(string()));
const c4 = test(isStringMap, "refused by isStringMap");
const c5 = object({ "id": string(), "object": oneOf("customer"), "name": nullable(string()), "email?": c3 }, pass);
const c6 = object({ "type": oneOf("card"), "card": c0 }, pass);
const c7 = oneOf("three_d_secure_fingerprint");
const c8 = object({ "type": c7, "methodUrl": string(), "threeDSMethodData": string() }, pass);
const c9 = oneOf("three_d_secure_challenge");
const c10 = oneOf("01", "02", "03", "04", "05");
const c11 = object({ "type": c9, "acsUrl": string(), "creq": string(), "challengeWindowSize": c10 }, pass);
const c12 = object({ "type": oneOf("redirect"), "url": string() }, pass);
const c13 = discriminated("type", { "three_d_secure_fingerprint": c8, "three_d_secure_challenge": c11, "redirect": c12 });
const c14 = object({ "code": string(), "declineCode?": optional(string()), "message": string() }, pass);
const c15 = object({ "id": string(), "object": oneOf("payment"), "amount": int, "currency": string(), "status": c2, "returnUrl": nullable(string()), "description?": c3, "metadata?": optional(c4), "customer?": optional(nullable(c5)), "livemode": boolean, "createdAt": string(), "paymentMethod": nullable(c6), "nextAction": nullable(c13), "lastError": nullable(c14), "amountRefunded": int }, pass);

export type Token = z.output<typeof S0.Token>;
export const Token = validator<Token>(c1);
export type Payment = z.output<typeof S0.Payment>;
export const Payment = validator<Payment>(c15);
