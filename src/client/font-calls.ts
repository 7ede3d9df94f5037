import { FontFaceList } from '../validators/fonts.generated.js';
import type { CallOptions, Requester } from './requester.js';

/**
 * `POST /v1/fonts` (issue 12, item 2; docs/fonts.md): the element's web fonts, fetched and checked by
 * the service, answered as faces on the service's own origin. A module of its own, with the validator
 * of its answer, so both travel in the card frame's font chunk and not in its page.
 */
export function importFonts(requester: Requester, fonts: unknown, call?: CallOptions): Promise<FontFaceList> {
  return requester.request('POST', '/v1/fonts', FontFaceList, call, { fonts });
}
