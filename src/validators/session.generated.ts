// Generated from the zod schemas by scripts/validators/generate.ts (npm run generate:validators).
// Do not edit: change the schemas and generate again; test/validators/browser-validators.test.ts fails until then.
// Browser code parses with these instead of zod: src/validators/README.md.
import { array, boolean, int, nullable, object, oneOf, optional, pass, string, test, validator } from './runtime.js';
import type * as z from 'zod/mini';
import type * as S0 from '../api/resources.js';
import type * as S1 from '../api/errors.js';
import type * as S2 from '../api/redirect.js';
import { isReturnClientSecret, isReturnPaymentId } from '../api/rules.js';



export type ClientSession = z.output<typeof S0.ClientSession>;
export const ClientSession = validator<ClientSession>(object({ "id": string(), "object": oneOf("client_session"), "clientSecret": string(), "mode": oneOf("payment", "setup"), "payment": nullable(string()), "customer": nullable(string()), "savedCards": object({ "list": boolean, "save": oneOf("off", "optional", "always"), "remove": boolean }, pass), "livemode": boolean, "expiresAt": string() }, pass));
export type CardBin = z.output<typeof S0.CardBin>;
export const CardBin = validator<CardBin>(object({ "object": oneOf("card_bin"), "bin": string(), "brands": array(string()), "country": nullable(string()), "funding": oneOf("credit", "debit", "prepaid", "unknown") }, pass));
export type ErrorBody = z.output<typeof S1.ErrorBody>;
export const ErrorBody = validator<ErrorBody>(object({ "error": object({ "type": string(), "code": string(), "message": string(), "status": int, "param?": optional(string()), "retry_after?": optional(int), "decline_code?": optional(string()), "request_id?": optional(string()), "payment?": optional(pass), "client_session?": optional(pass) }, pass) }, pass));
export type RedirectStatus = z.output<typeof S2.RedirectStatus>;
export const RedirectStatus = validator<RedirectStatus>(oneOf("completed", "processing", "failed"));
export type ReturnPaymentId = z.output<typeof S2.ReturnPaymentId>;
export const ReturnPaymentId = validator<ReturnPaymentId>(test(isReturnPaymentId, "refused by isReturnPaymentId"));
export type ReturnClientSecret = z.output<typeof S2.ReturnClientSecret>;
export const ReturnClientSecret = validator<ReturnClientSecret>(test(isReturnClientSecret, "refused by isReturnClientSecret"));
