/**
 * The demo's look switcher (index.html): the card element's theme and language, changed at any time.
 * The element sends the new appearance or locale to its frame, which re-renders in place: what the
 * shopper typed stays (docs/appearance.md, docs/locales.md). The page follows the theme too, so a
 * dark card form does not sit on a white page.
 */
import type { Appearance, SvcPaymentElement } from '../../src/elements/index.js'; // in your shop: 'svc-elements'
import { LOCALES } from '../../src/frame/card/messages/index.js'; // the languages the card frame has a catalogue for
import { byId } from './shop.js';

/** Each choice of the theme list; `custom` shows variables, rules and floating labels together. */
export const DEMO_APPEARANCES: Readonly<Record<string, Appearance>> = {
  default: {},
  night: { theme: 'night' },
  flat: { theme: 'flat' },
  auto: { theme: 'auto' },
  custom: {
    theme: 'auto',
    labels: 'floating',
    variables: { colorPrimary: '#4338ca', borderRadius: '10px', fontSizeLabel: '13px' },
    rules: {
      '.Input': { borderWidth: '2px', boxShadow: '0 1px 2px rgba(0, 0, 0, 0.12)' },
      '.Input:focus': { borderColor: 'var(--svc-color-primary)' },
      '.Label': { fontWeight: '600' },
    },
  },
};

/** Fills the language list, and applies both lists to `element` now and on every change. */
export function startLookSwitcher(element: SvcPaymentElement): void {
  const theme = byId('theme', HTMLSelectElement);
  const language = byId('language', HTMLSelectElement);
  if (language.options.length < 2) {
    const names = (tag: string) => new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag;
    for (const tag of LOCALES) {
      const canonical = Intl.getCanonicalLocales(tag)[0] ?? tag; // pt-br → pt-BR, zh-hant → zh-Hant
      language.append(new Option(`${names(canonical)} (${canonical})`, canonical));
    }
  }
  const apply = () => {
    element.appearance = DEMO_APPEARANCES[theme.value] ?? {};
    element.locale = language.value;
    document.documentElement.dataset.look = DEMO_APPEARANCES[theme.value]?.theme ?? 'default';
  };
  theme.addEventListener('change', apply);
  language.addEventListener('change', apply);
  apply();
}
