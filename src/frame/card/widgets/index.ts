import { getBrandInfo, isCardBrand } from '../../../card/index.js';
import { lookupCardBin } from '../../../client/card-bin-calls.js';
import type { Requester } from '../../../client/requester.js';
import { BrandLookup } from './brand-lookup.js';
import { brandName, type Messages } from '../messages/index.js';
import { drawLogo } from './logos.js';
import { createPopover } from './popover.js';
import stylesheet from '../styles/widgets.css?url';

/**
 * What the card frame loads after its fields are ready, beside the confirm code (../README.md, "Size
 * budget"): the brand's logo in the number field, the row of accepted brands, the co-badge brand
 * menu with the look-up that feeds it (./brand-lookup.ts) and the CVC hint (issue 12, items 3 and 6).
 * The form works without them: until they arrive (or if they never do) the brand shows as its name,
 * and a co-badged card is not looked up: it goes with the network the service picks (its first).
 *
 * The brand menu is a button with `aria-haspopup="listbox"` that opens a listbox of the card's
 * networks (WAI-ARIA APG, select-only pattern): arrows, Home and End move, Enter or Space picks,
 * Escape or Tab closes. The CVC hint is a toggletip: a button whose text is announced through the
 * form's live region when it opens. Every text comes from the frame's catalogue.
 */

/** What the widgets see of the form (./../card-form.ts), read when they draw. */
export interface FormView {
  readonly doc: Document;
  readonly messages: () => Messages;
  /** The brand shown: the shopper's pick, else the one the number's digits name, else null. */
  readonly brand: () => string | null;
  /** The co-badged card's networks, or [] (one brand, or none known yet). */
  readonly choices: () => readonly string[];
  readonly choose: (brand: string) => void;
  /** The brands the merchant lists as accepted (`options.acceptedBrands`), shown as a row of logos. */
  readonly acceptedBrands: () => readonly string[];
  /** The merchant's `options.preferredNetwork` (only checked here: ../card-form.ts applies it). */
  readonly preferredNetwork: () => readonly string[];
  readonly busy: () => boolean;
  /** Says `text` through the form's polite live region. */
  readonly announce: (text: string) => void;
}

export interface Widgets {
  /** Redraws from the view: after a brand, choice, option, busy state or catalogue change. */
  render(): void;
}

/**
 * The brands of the card that starts with some digits, for the brand menu: one look-up per eight-digit
 * prefix with `requester` (./brand-lookup.ts); null when a later call superseded this one.
 */
export function createBrandLookup(requester: Requester): (digits: string) => Promise<readonly string[] | null> {
  const lookup = new BrandLookup(async (bin) => (await lookupCardBin(requester, bin)).brands);
  return (digits) => lookup.brandsFor(digits);
}

/**
 * Their stylesheet, a file of the frame's own origin (the CSP's `style-src 'self'`), loaded before
 * anything is drawn so nothing shows unstyled; the page's up-front CSS carries none of it.
 */
export function loadStyles(doc: Document): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = Object.assign(doc.createElement('link'), { rel: 'stylesheet', href: new URL(stylesheet, import.meta.url).href });
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => reject(new Error(`${link.href} did not load`)));
    doc.head.append(link);
  });
}

export function installWidgets(view: FormView): Widgets {
  const { doc } = view;
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- ids of card-frame.html, the one page this runs in
  const byId = (id: string) => doc.getElementById(id)!;
  const make = <K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]) => {
    const element = Object.assign(doc.createElement(tag), props);
    element.append(...children);
    return element;
  };
  const popover = createPopover(doc);

  // The number field: a logo before the brand's name (which stays, visually hidden, for the input's
  // description); a co-badged card's logo is a button that opens the menu.
  const numberField = byId('field-card-number');
  const brandText = byId('card-brand');
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- #card-brand sits in the number's .control (card-frame.html)
  const numberControl = brandText.parentElement!;
  const logo = make('span', { className: 'brand-logo' });
  logo.setAttribute('aria-hidden', 'true');
  const menuButton = make('button', { type: 'button', id: 'brand-switch', className: 'brand-switch', hidden: true });
  menuButton.setAttribute('aria-haspopup', 'listbox');
  menuButton.setAttribute('aria-expanded', 'false');
  menuButton.setAttribute('aria-controls', 'brand-menu');
  const menu = make('ul', { id: 'brand-menu', className: 'popover brand-menu', hidden: true });
  menu.setAttribute('role', 'listbox');
  numberControl.insertBefore(logo, brandText);
  numberControl.insertBefore(menuButton, brandText);
  numberControl.classList.add('has-logo');
  numberField.append(menu);

  const accepted = make('span', { className: 'accepted-brands' });
  accepted.setAttribute('role', 'img');
  numberField.append(accepted);

  // The CVC field: a help button at its end, and the hint it opens.
  const cvcInput = byId('card-cvc') as HTMLInputElement;
  const hintButton = make('button', { type: 'button', id: 'cvc-hint-button', className: 'hint-button', textContent: '?' });
  hintButton.setAttribute('aria-expanded', 'false');
  hintButton.setAttribute('aria-controls', 'cvc-hint');
  const hint = make('div', { id: 'cvc-hint', className: 'popover hint', hidden: true });
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the CVC input sits in its .control (card-frame.html)
  cvcInput.parentElement!.append(hintButton);
  byId('field-card-cvc').append(hint);

  let drawn = { brand: '', choices: '', accepted: '' };
  const options = () => [...menu.children] as HTMLElement[];
  const focusOption = (index: number) => {
    const all = options();
    all[(index + all.length) % all.length]?.focus();
  };
  const closeMenu = (refocus = false) => popover.isOpen(menu) && popover.close(refocus);

  const pick = (brand: string) => {
    view.choose(brand);
    closeMenu(true);
  };

  const hintText = () => {
    const brand = view.brand();
    const front = brand !== null && isCardBrand(brand) && getBrandInfo(brand).cvcLength === 4;
    return view.messages()[front ? 'hint.cvc.front' : 'hint.cvc.back'];
  };

  menuButton.addEventListener('click', () => {
    if (popover.isOpen(menu)) {
      closeMenu(true);
      return;
    }
    popover.open(menuButton, menu, 'bottom-end', () => {});
    focusOption(view.choices().indexOf(view.brand() ?? ''));
  });
  menuButton.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    menuButton.click();
  });
  menu.addEventListener('click', (event) => {
    const option = (event.target as Element).closest<HTMLElement>('[role="option"]');
    if (option?.dataset.brand !== undefined) pick(option.dataset.brand);
  });
  menu.addEventListener('keydown', (event) => {
    const all = options();
    const index = all.indexOf(doc.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: all.length - 1 };
    if (event.key in moves) focusOption(moves[event.key] ?? 0);
    else if (event.key === 'Enter' || event.key === ' ') {
      const brand = all[index]?.dataset.brand;
      if (brand !== undefined) pick(brand);
    } else if (event.key === 'Tab') {
      closeMenu(true);
    } else return;
    // Enter must not reach the form (it submits the merchant's form); Tab goes back to the button.
    event.preventDefault();
    event.stopPropagation();
  });

  hintButton.addEventListener('click', () => {
    if (popover.isOpen(hint)) {
      popover.close(true);
      return;
    }
    hint.textContent = hintText();
    popover.open(hintButton, hint, 'top-end', () => {});
    view.announce(hint.textContent);
  });

  const widgets: Widgets = {
    render() {
      const messages = view.messages();
      const brand = view.brand();
      const choices = view.choices();
      const chosen = brand ?? '';
      const coBadged = choices.length > 1;
      const legend = messages['brand.legend'];

      const brandKey = `${chosen} ${coBadged}`;
      if (drawn.brand !== brandKey) {
        logo.replaceChildren(drawLogo(doc, brand ?? 'card'));
        menuButton.replaceChildren(drawLogo(doc, chosen), make('span', { className: 'chevron' }));
        logo.hidden = coBadged;
        menuButton.hidden = !coBadged;
      }
      menuButton.setAttribute('aria-label', `${legend}: ${brandName(chosen)}`);
      menuButton.disabled = view.busy();
      menu.setAttribute('aria-label', legend);
      if (!coBadged) closeMenu();

      const choicesKey = `${choices.join()} ${chosen}`;
      if (drawn.choices !== choicesKey) {
        menu.replaceChildren(
          ...choices.map((choice, index) => {
            const option = make(
              'li',
              { id: `brand-option-${index}`, className: 'brand-option', tabIndex: -1 },
              drawLogo(doc, choice),
              brandName(choice),
            );
            option.setAttribute('role', 'option');
            option.setAttribute('aria-selected', String(choice === chosen));
            option.dataset.brand = choice;
            return option;
          }),
        );
      }

      const list = view.acceptedBrands();
      const acceptedKey = list.join();
      if (drawn.accepted !== acceptedKey) accepted.replaceChildren(...list.map((item) => drawLogo(doc, item)));
      accepted.hidden = list.length === 0;
      accepted.setAttribute('aria-label', `${messages['brand.accepted']}: ${list.map(brandName).join(', ')}`);

      hintButton.setAttribute('aria-label', messages['hint.cvc']);
      if (popover.isOpen(hint)) hint.textContent = hintText();
      drawn = { brand: brandKey, choices: choicesKey, accepted: acceptedKey };
    },
  };
  const unknown = [...view.acceptedBrands(), ...view.preferredNetwork()].filter((brand) => !isCardBrand(brand));
  if (unknown.length > 0) {
    console.warn(
      `svc-elements: options.acceptedBrands and options.preferredNetwork take the ids of svc-elements/card's BRANDS; unknown: ${unknown.join(', ')} (shown as a plain card, never preselected)`,
    );
  }
  widgets.render();
  return widgets;
}
