import { CardBin } from '../validators/session.generated.js';
import { configurationError } from './errors.js';
import type { CallOptions, Requester } from './requester.js';

/**
 * The card brand look-up (contract: card brand look-up, co-badged cards), a module of its own so that
 * only the card frame's widgets chunk carries it, with the brand menu it feeds (src/frame/README.md,
 * "Size budget").
 */

/** `GET /v1/card_bins/{first 6 to 8 digits}`: the card's brands (several for a co-badged card). */
export async function lookupCardBin(requester: Requester, bin: string, call?: CallOptions): Promise<CardBin> {
  if (!/^\d{6,8}$/.test(bin)) throw configurationError('bin_invalid', 'a brand look-up takes 6 to 8 digits.');
  return requester.request('GET', `/v1/card_bins/${bin}`, CardBin, call);
}
