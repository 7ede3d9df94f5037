import styles from './busy-state.css?inline';

/**
 * What the shopper sees while a confirm runs (issue 12, item 4), part of the confirm chunk
 * (./confirm-chunk.ts), so the page carries none of it (../README.md, "Size budget"): a veil over the
 * form with a spinner and the catalogue's `state.busy` text, the form marked `aria-busy`, and the same
 * text in the form's polite live region (`#announcer`, which the card form also writes its field errors
 * to). The veil itself is `aria-hidden`: the live region says it once, a screen reader does not meet it
 * twice. The card form's own `setBusy` makes the fields read-only meanwhile.
 *
 * Its rules are `./busy-state.css`, adopted as a constructed sheet (CSSOM: no `style-src` needed).
 * Where the engine has none (Safari before 16.4) the veil stays hidden: the fields are still read-only
 * and the text is still announced.
 */
export function createBusyState(doc: Document): (text: string | null) => void {
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- both ids are in card-frame.html, the one page this code runs in
  const byId = (id: string) => doc.getElementById(id)!;
  const form = byId('card-form');
  const announcer = byId('announcer');
  const veil = doc.createElement('div');
  veil.className = 'busy spinner';
  veil.setAttribute('aria-hidden', 'true');
  veil.hidden = true;
  if ('adoptedStyleSheets' in doc) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(styles);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
    doc.body.append(veil);
  }
  return (text) => {
    const busy = text !== null;
    veil.textContent = text;
    veil.hidden = !busy;
    form.setAttribute('aria-busy', String(busy));
    announcer.textContent = text;
  };
}
