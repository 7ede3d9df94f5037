// Generated from the zod schemas by scripts/validators/generate.ts (npm run generate:validators).
// Do not edit: change the schemas and generate again; test/validators/browser-validators.test.ts fails until then.
// Browser code parses with these instead of zod: src/validators/README.md.
import { boolean, discriminated, int, nullable, object, oneOf, optional, pass, string, validator } from './runtime.js';
import type * as z from 'zod/mini';
import type * as S0 from '../api/resources.js';



export type SetupSession = z.output<typeof S0.SetupSession>;
export const SetupSession = validator<SetupSession>(object({ "id": string(), "object": oneOf("client_session"), "clientSecret": string(), "mode": oneOf("setup"), "payment": nullable(string()), "customer": nullable(string()), "savedCards": object({ "list": boolean, "save": oneOf("off", "optional", "always"), "remove": boolean }, pass), "livemode": boolean, "expiresAt": string(), "status": oneOf("requires_payment_method", "requires_action", "succeeded"), "token": nullable(object({ "id": string(), "object": oneOf("token"), "type": oneOf("card"), "card": object({ "brand": string(), "last4": string(), "expMonth": int, "expYear": int, "fingerprint?": optional(string()) }, pass), "used": boolean, "usage": oneOf("single_use", "reusable"), "customer": nullable(string()), "networkToken": nullable(object({ "status": oneOf("active", "suspended", "deleted"), "last4": string(), "expMonth": int, "expYear": int }, pass)), "livemode": boolean, "createdAt": string() }, pass)), "nextAction": nullable(discriminated("type", { "three_d_secure_fingerprint": object({ "type": oneOf("three_d_secure_fingerprint"), "methodUrl": string(), "threeDSMethodData": string() }, pass), "three_d_secure_challenge": object({ "type": oneOf("three_d_secure_challenge"), "acsUrl": string(), "creq": string(), "challengeWindowSize": oneOf("01", "02", "03", "04", "05") }, pass), "redirect": object({ "type": oneOf("redirect"), "url": string() }, pass) })), "lastError": nullable(object({ "code": string(), "declineCode?": optional(string()), "message": string() }, pass)) }, pass));
