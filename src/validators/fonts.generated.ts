// Generated from the zod schemas by scripts/validators/generate.ts (npm run generate:validators).
// Do not edit: change the schemas and generate again; test/validators/browser-validators.test.ts fails until then.
// Browser code parses with these instead of zod: src/validators/README.md.
import { array, object, oneOf, regex, string, validator } from './runtime.js';
import type * as z from 'zod/mini';
import type * as S0 from '../api/fonts.js';



export type FontFaceList = z.output<typeof S0.FontFaceList>;
export const FontFaceList = validator<FontFaceList>(object({ "object": oneOf("font_face_list"), "data": array(object({ "family": string(regex(/^[\p{L}\p{N}_-](?:[\p{L}\p{N} _-]{0,62}[\p{L}\p{N}_-])?$/u)), "url": string(regex(/^\/elements\/v1\/fonts\/[0-9a-f]{64}\.(?:woff2|woff|ttf)$/)), "weight": string(regex(/^(?:normal|bold|\d{1,4}(?: \d{1,4})?)$/)), "style": oneOf("normal", "italic", "oblique") })) }));
