/**
 * Registers a custom element once. Guarded: a page that loads the kit twice (a CDN script and a
 * bundle, two micro-frontends) keeps the first definition instead of throwing, and says so.
 */
export function defineElement(tag: string, element: CustomElementConstructor): void {
  if (typeof customElements === 'undefined') return;
  const existing = customElements.get(tag);
  if (existing === undefined) {
    customElements.define(tag, element);
  } else if (existing !== element) {
    console.warn(`[${tag}] <${tag}> was already defined by another copy of svc-elements; that copy is used.`);
  }
}
