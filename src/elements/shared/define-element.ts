import { browserSupportError } from './browser-support.js';
import { SvcLoadErrorEvent } from './events.js';

/**
 * Registers a custom element once. Guarded: a page that loads the kit twice (a CDN script and a
 * bundle, two micro-frontends) keeps the first definition instead of throwing, and says so.
 *
 * In a browser without custom elements no tag will ever become an element, so each one already in
 * the page fires `svc-loaderror` `browser_unsupported` itself (docs/browsers.md). Outside a browser
 * (server-side rendering, Node) there is nothing to define or tell.
 */
export function defineElement(tag: string, element: CustomElementConstructor): void {
  const registry = globalThis.customElements as CustomElementRegistry | null | undefined;
  if (!registry) {
    const unsupported = browserSupportError();
    if (unsupported === null || typeof document === 'undefined') return;
    console.error(`[${tag}] ${unsupported.code}: ${unsupported.message}`);
    for (const found of document.querySelectorAll(tag)) found.dispatchEvent(new SvcLoadErrorEvent(unsupported));
    return;
  }
  const existing = registry.get(tag);
  if (existing === undefined) {
    registry.define(tag, element);
  } else if (existing !== element) {
    console.warn(`[${tag}] <${tag}> was already defined by another copy of svc-elements; that copy is used.`);
  }
}
