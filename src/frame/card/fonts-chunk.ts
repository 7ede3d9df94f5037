import { importFonts } from '../../client/font-calls.js';
import { isServiceClientError } from '../../client/errors.js';
import type { Requester } from '../../client/requester.js';

/**
 * The card frame's web fonts (issue 12, item 2; docs/fonts.md), a chunk loaded only when `init` or
 * `update` brings `fonts`. The service fetches and checks them (`POST /v1/fonts`: registered font hosts
 * only, whole fonts only) and answers faces on its own origin; each is loaded whole with `FontFace`
 * (CSP `font-src 'self'`) and only then added to the document, so no character drawn in a field ever
 * makes a request, and the merchant's font host never hears from the shopper's browser. The merchant
 * names the family in `appearance.variables['--svc-font-family']`.
 *
 * A refusal (`font_origin_not_allowed`, `font_refused`, or a face the browser cannot load) is an error
 * in the frame's console, which the browser shows with the page's, and the fields keep the fallback
 * font: a font never stops a payment.
 */

/** The faces this frame added, removed when the next list has loaded. */
let added: FontFace[] = [];

/**
 * `fonts` is the element's value as it came (the service checks it); an empty list removes the fonts.
 * Without a requester (a frame whose `init` failed on its key, which said so) there is nothing to do.
 */
export async function loadFonts(document: Document, requester: Requester | null, fonts: unknown): Promise<void> {
  if (requester === null) return;
  try {
    const { data } = Array.isArray(fonts) && fonts.length === 0 ? { data: [] } : await importFonts(requester, fonts);
    const faces = await Promise.all(data.map(({ family, url, weight, style }) => new FontFace(family, `url(${url})`, { weight, style }).load()));
    for (const face of added) document.fonts.delete(face);
    for (const face of (added = faces)) document.fonts.add(face);
  } catch (error) {
    const code = isServiceClientError(error) ? error.code : 'font_load_failed';
    console.error(
      `svc-elements: fonts: ${code}: ${error instanceof Error ? error.message : String(error)} The card fields use the fallback font (docs/fonts.md).`,
    );
  }
}
