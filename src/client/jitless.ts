/**
 * zod in `jitless` mode, before any schema is built (style.md, "Everywhere"). Left alone, zod 4
 * probes `new Function("")` while it builds its first object schema; a strict CSP without
 * 'unsafe-eval' reports that probe as a violation even though zod catches the error, and the
 * merchant's CSP reports fill with noise. The probe runs at construction time, not at parse time,
 * so this must run before `src/api` or `src/protocol` are evaluated.
 *
 * ES modules evaluate their imports in order, depth first: every browser entry (the card frame,
 * `src/client/index.ts`, `src/client/client.ts`) makes this its first import.
 */
import { config } from 'zod/mini';

config({ jitless: true });

/** Lets a test assert that the module ran; importing it is what matters. */
export const ZOD_JITLESS = true;
