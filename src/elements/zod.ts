/**
 * zod configuration for the browser, imported before any module that builds a schema.
 *
 * zod 4 builds object parsers by probing `new Function` while a schema is constructed (not when it
 * parses). A merchant page with a strict CSP (no 'unsafe-eval') reports that probe as a
 * `securitypolicyviolation` even though zod catches the throw, so `jitless` must be set before
 * `src/protocol/messages.ts` is evaluated. Every module here that imports the protocol imports this
 * one first; ES modules evaluate in import order, and the bundle keeps that order.
 */
import * as z from 'zod/mini';

z.config({ jitless: true });
