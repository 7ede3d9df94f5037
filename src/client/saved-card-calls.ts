import { DeletedObject, SavedCardList } from '../validators/saved-cards.generated.js';
import { checkClientSecret, checkId } from './calls.js';
import type { CallOptions, Requester } from './requester.js';

/**
 * A customer's saved cards as a browser may see them (contract: client sessions), through a session
 * bound to that customer and with its publishable key: the list (brand, last four, expiry and id,
 * nothing more) where `savedCards.list` allows it, and a removal where `savedCards.remove` does
 * (docs/sandbox.md, "Saved cards"). A module of its own, so only the card frame's saved-cards chunk
 * carries these calls and their validators.
 */

/** At most this many saved cards are listed: the newest (a page of the list, its largest). */
export const SAVED_CARDS_SHOWN = 100;

/** `GET /v1/client_sessions/{id}/tokens?client_secret=…`: the customer's saved cards, newest first. */
export async function listSavedCards(requester: Requester, clientSecret: string, call?: CallOptions): Promise<SavedCardList> {
  const sessionId = checkClientSecret(clientSecret);
  return requester.request(
    'GET',
    `/v1/client_sessions/${sessionId}/tokens?client_secret=${clientSecret}&limit=${SAVED_CARDS_SHOWN}`,
    SavedCardList,
    call,
  );
}

/** `DELETE /v1/client_sessions/{id}/tokens/{tok}?client_secret=…`: the card is no longer the customer's. */
export async function removeSavedCard(requester: Requester, clientSecret: string, tokenId: string, call?: CallOptions): Promise<DeletedObject> {
  const sessionId = checkClientSecret(clientSecret);
  checkId('token', tokenId, 'tok_');
  return requester.request('DELETE', `/v1/client_sessions/${sessionId}/tokens/${tokenId}?client_secret=${clientSecret}`, DeletedObject, call);
}
