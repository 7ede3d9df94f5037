/**
 * `svc-elements/sandbox`: a faithful local emulator of the payments service.
 *
 *   import { startSandbox } from 'svc-elements/sandbox';
 *   const sandbox = await startSandbox({ port: 0 });
 *   // … requests to sandbox.url with sandbox.keys.secretKey …
 *   await sandbox.close();
 */
export { startSandbox, type RunningSandbox } from './server.js';
export { DEV_KEYS, SandboxOptions, type SandboxOptionsInput } from './model/config.js';
export { ERROR_CATALOGUE, LAST_ERROR_CODES, type ErrorCode } from './model/errors.js';
export { TEST_CARD_SCENARIOS, CHALLENGE_PASS_CODE, PROCESSING_SETTLES_AFTER_SECONDS } from './model/test-cards.js';
export { RATE_TIERS, MINUTE_BUDGETS } from './model/rate-limit.js';
export type { SandboxService, AccountKeys } from './model/service.js';
