import * as z from 'zod/mini';
import { MetadataParam, TokenId } from './fields.js';

/**
 * Request bodies of customers and their saved cards (contract: Customers, saved cards, subscriptions
 * and invoices), and the sandbox's account updating of a saved card.
 */

const Email = z.email('must be an email address').check(z.maxLength(512, 'must be at most 512 characters'));
const PersonName = z.string().check(z.maxLength(200, 'must be at most 200 characters'));

export const CustomerCreateParams = z.strictObject({
  email: z.optional(Email),
  name: z.optional(PersonName),
  metadata: z.optional(MetadataParam),
});
export type CustomerCreateParams = z.output<typeof CustomerCreateParams>;

/** Metadata merges by key (interface: Metadata, rule 6); null clears `email`, `name` or `defaultToken`. */
export const CustomerUpdateParams = z.strictObject({
  email: z.optional(z.nullable(Email)),
  name: z.optional(z.nullable(PersonName)),
  metadata: z.optional(MetadataParam),
  /** One of the customer's saved cards. */
  defaultToken: z.optional(z.nullable(TokenId)),
});
export type CustomerUpdateParams = z.output<typeof CustomerUpdateParams>;

/**
 * Sandbox only: the issuer reissues a saved card (contract: `POST /_sandbox/tokens/{id}/reissue`).
 * Without a body the card keeps its last4 and its expiry moves three years on; `closed: true` closes
 * the account (the network token is `deleted`, later charges decline with `card_closed`).
 */
export const TokenReissueParams = z.strictObject({
  last4: z.optional(z.string().check(z.regex(/^\d{4}$/, 'must be 4 digits'))),
  expMonth: z.optional(z.int().check(z.minimum(1, 'must be between 1 and 12'), z.maximum(12, 'must be between 1 and 12'))),
  expYear: z.optional(z.int().check(z.minimum(2000, 'must be a four-digit year'), z.maximum(2100, 'must be a four-digit year'))),
  closed: z.optional(z.boolean()),
});
export type TokenReissueParams = z.output<typeof TokenReissueParams>;
