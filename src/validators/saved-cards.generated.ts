// Generated from the zod schemas by scripts/validators/generate.ts (npm run generate:validators).
// Do not edit: change the schemas and generate again; test/validators/browser-validators.test.ts fails until then.
// Browser code parses with these instead of zod: src/validators/README.md.
import { array, boolean, int, nullable, object, oneOf, optional, pass, string, validator } from './runtime.js';
import type * as z from 'zod/mini';
import type * as S0 from '../api/resources.js';



export type SavedCardList = z.output<typeof S0.SavedCardList>;
export const SavedCardList = validator<SavedCardList>(object({ "object": oneOf("list"), "data": array(object({ "id": string(), "object": oneOf("token"), "card": object({ "brand": string(), "last4": string(), "expMonth": int, "expYear": int }, pass) }, pass)), "page": object({ "has_more": boolean, "next_cursor?": optional(nullable(string())), "total_estimate": int }, pass) }, pass));
export type DeletedObject = z.output<typeof S0.DeletedObject>;
export const DeletedObject = validator<DeletedObject>(object({ "id": string(), "object": string(), "deleted": oneOf(true) }, pass));
