/**
 * What the card frame loads after its fields are ready (./README.md, "Size budget"): the confirm
 * flow (tokenize, confirm, 3D Secure) and what it reads of the browser. The fields show without it;
 * `frame-app.ts` starts loading it at `ready`, so it is there before a shopper can press Pay.
 */
export { challengeWindowSizeFor, collectBrowserInfo } from '../../client/browser-info.js';
export { ConfirmFlow } from './confirm.js';
export { runThreeDSMethod } from './three-ds-method.js';
