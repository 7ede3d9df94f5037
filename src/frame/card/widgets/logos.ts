/**
 * Brand logos (issue 12, item 3): one small drawing per brand the card logic detects
 * (src/card/brands.ts), drawn with SVG elements made by createElementNS: nothing is fetched (the
 * frame's CSP has no `img-src` for other origins, and a fetched logo would tell its host which
 * brand was typed) and no markup string is parsed (Trusted Types).
 *
 * These are simplified marks in each network's colours, sized for a 40×26 card outline, not the
 * networks' artwork: they tell the shopper at a glance which brand the frame recognised, and the
 * brand's name is always beside them for assistive technology (they are `aria-hidden`).
 *
 * A drawing is a list of shapes, each a compact tuple, so the 15 brands cost about 1 KB gzip:
 *   ['r', x, y, width, height, radius, fill]   rectangle
 *   ['c', cx, cy, r, fill]                     circle
 *   ['t', x, y, size, fill, text, style?]      text, centred on x; style 'i' italic, 'b' bold, 'ib'
 */

type Shape =
  | readonly ['r', number, number, number, number, number, string]
  | readonly ['c', number, number, number, string]
  | readonly ['t', number, number, number, string, string, string?];

const WHITE = '#fff';
const CARD = (fill: string): Shape => ['r', 0, 0, 40, 26, 3, fill];
/** A white card with a grey edge, for marks drawn on white (seen on a white page too). */
const OUTLINED: readonly Shape[] = [CARD('#c9ced6'), ['r', 0.75, 0.75, 38.5, 24.5, 2.5, WHITE]];

/** Every brand of src/card/brands.ts has one (a test holds the two lists equal); `card` is the generic outline. */
export const LOGOS: Readonly<Record<string, readonly Shape[]>> = {
  card: [CARD('#e3e8ee'), ['r', 0, 5, 40, 5, 0, '#8a919e'], ['r', 4, 16, 14, 3, 1, '#8a919e']],
  visa: [CARD('#1a1f71'), ['t', 20, 17.5, 12, WHITE, 'VISA', 'ib']],
  mastercard: [CARD('#252525'), ['c', 15.5, 13, 8, '#eb001b'], ['c', 24.5, 13, 8, '#f79e1bdd']],
  amex: [CARD('#1f72cd'), ['t', 20, 16.5, 9, WHITE, 'AMEX', 'b']],
  discover: [...OUTLINED, ['t', 17, 16, 6.5, '#231f20', 'DISC', 'b'], ['c', 29, 13.5, 4, '#f48120']],
  diners: [CARD('#0079be'), ['c', 20, 13, 8, WHITE], ['c', 20, 13, 5.5, '#0079be'], ['r', 19, 5, 2, 16, 0, WHITE]],
  jcb: [
    ...OUTLINED,
    ['r', 5, 4, 9, 18, 3, '#0e4c96'],
    ['r', 15.5, 4, 9, 18, 3, '#e21836'],
    ['r', 26, 4, 9, 18, 3, '#00a13a'],
    ['t', 20, 16, 7, WHITE, 'JCB', 'b'],
  ],
  unionpay: [
    ...OUTLINED,
    ['r', 5, 4, 10, 18, 2, '#e21836'],
    ['r', 15, 4, 10, 18, 2, '#00447c'],
    ['r', 25, 4, 10, 18, 2, '#007b84'],
    ['t', 20, 16, 7, WHITE, 'UP', 'b'],
  ],
  maestro: [CARD('#252525'), ['c', 15.5, 13, 8, '#0099df'], ['c', 24.5, 13, 8, '#eb001bdd']],
  mir: [CARD('#0f754e'), ['t', 20, 17, 10, WHITE, 'МИР', 'b']],
  elo: [CARD('#000'), ['c', 9, 13, 2.5, '#ffcb05'], ['c', 9, 7, 2.5, '#00a4e0'], ['c', 9, 19, 2.5, '#ef4123'], ['t', 25, 17, 11, WHITE, 'elo', 'b']],
  hipercard: [CARD('#b3131b'), ['t', 20, 16.5, 8, WHITE, 'Hiper', 'ib']],
  troy: [...OUTLINED, ['t', 20, 17, 10, '#00656a', 'troy', 'b']],
  verve: [CARD('#00425f'), ['c', 9, 13, 5, '#ee312a'], ['t', 25, 16.5, 8, WHITE, 'Verve', 'b']],
  rupay: [...OUTLINED, ['t', 18, 16.5, 8.5, '#097a44', 'RuPay', 'ib'], ['c', 35, 13, 2, '#f37021']],
  cartes_bancaires: [CARD('#004a97'), ['r', 20, 0, 20, 26, 0, '#00a887'], ['t', 20, 17, 10, WHITE, 'CB', 'b']],
};

const SVG = 'http://www.w3.org/2000/svg';
const NAMES = { r: ['x', 'y', 'width', 'height', 'rx', 'fill'], c: ['cx', 'cy', 'r', 'fill'], t: ['x', 'y', 'font-size', 'fill'] } as const;

/** The brand's logo (the generic card for a brand without one), decorative: `aria-hidden`, no focus. */
export function drawLogo(doc: Document, brand: string): SVGSVGElement {
  const svg = doc.createElementNS(SVG, 'svg');
  const drawn = Object.hasOwn(LOGOS, brand) ? brand : 'card';
  for (const [name, value] of [
    ['viewBox', '0 0 40 26'],
    ['aria-hidden', 'true'],
    ['focusable', 'false'],
    ['class', 'logo'],
    ['data-logo', drawn],
  ] as const)
    svg.setAttribute(name, value);
  for (const shape of LOGOS[drawn] ?? []) {
    const [kind, ...values] = shape;
    const element = doc.createElementNS(SVG, kind === 'r' ? 'rect' : kind === 'c' ? 'circle' : 'text');
    NAMES[kind].forEach((name, index) => element.setAttribute(name, String(values[index])));
    if (shape[0] === 't') {
      element.setAttribute('text-anchor', 'middle');
      element.setAttribute('font-family', 'Arial, Helvetica, sans-serif');
      if (shape[6]?.includes('b')) element.setAttribute('font-weight', '700');
      if (shape[6]?.includes('i')) element.setAttribute('font-style', 'italic');
      element.textContent = shape[5];
    }
    svg.append(element);
  }
  return svg;
}
