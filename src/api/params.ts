/**
 * Request bodies and queries, one module per resource area under `params/`, re-exported here so every
 * importer names one module (`src/api/README.md`). Bodies are strict objects: an unknown field on a
 * request is a mistake the caller wants to hear about, not something to drop silently. Messages are
 * shown to developers as `error.message`.
 */

export * from './params/fields.js';
export * from './params/payments.js';
export * from './params/customers.js';
export * from './params/billing.js';
export * from './params/account.js';
export * from './params/lists.js';
