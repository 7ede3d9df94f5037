import { catalogueFor } from './index.js';
import type { SavedCardMessages } from './saved-cards/en.js';

export type { SavedCardMessageKey, SavedCardMessages } from './saved-cards/en.js';

/**
 * The texts of the saved-cards view in `locale`, from its catalogue (`./saved-cards/<tag>.ts`, one per
 * locale of ./index.ts's LOCALES, the same fall-back: `pt-BR` → `pt-br`, else `pt`, else `en`). Built
 * to `assets/saved-cards/<tag>.js` beside the chunk that loads them (vite.frame.config.ts), at a name
 * computed from the tag like the page's catalogues; in Vitest, the source module. Only the saved-cards
 * chunk imports this module, so the page carries none of it (src/frame/README.md, "Size budget").
 */
export async function loadSavedCardMessages(locale: string): Promise<SavedCardMessages> {
  return ((await import(/* @vite-ignore */ `./saved-cards/${catalogueFor(locale)}.js`)) as { default: SavedCardMessages }).default;
}
