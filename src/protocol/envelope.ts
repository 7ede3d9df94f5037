/**
 * The envelope every message of the kit carries, without zod: the 3DS notification page posts one
 * and must stay a few hundred bytes, so it imports this module and not the schemas.
 */
export const PROTOCOL = 'svc-elements';
export const PROTOCOL_VERSION = 1;

/** Adds the envelope to a message body. */
export function message<T extends { type: string }>(body: T): T & { protocol: typeof PROTOCOL; version: typeof PROTOCOL_VERSION } {
  return { protocol: PROTOCOL, version: PROTOCOL_VERSION, ...body };
}

/**
 * What the service's 3DS notification page posts to its parent (the card frame for the 3DS Method,
 * the 3DS container for a challenge), with targetOrigin = its own origin: "the ACS is done". It
 * carries no result; the kit reads the payment from the service to learn it.
 */
export const THREE_DS_NOTIFICATION = '3ds-notification';
