import { brandName } from './messages/index.js';

/**
 * Co-badged cards (contract: card brand look-up; EU IFR art. 8: the cardholder picks the network):
 * once eight digits are typed, `GET /v1/card_bins/{first 8}` names the card's brands; with more
 * than one, a small radio group lets the shopper choose, and the choice travels as `card.brand`.
 *
 * `BrandLookup` is DOM-free (tests drive it against the sandbox); `createBrandChooser` renders the
 * radio group with createElement and DOM properties only (Trusted Types: no HTML strings).
 */

/** Digits sent to the brand look-up: the longest prefix the contract allows. */
export const BIN_LENGTH = 8;

export class BrandLookup {
  readonly #lookup: (bin: string) => Promise<readonly string[]>;
  readonly #cache = new Map<string, Promise<readonly string[]>>();
  #latest: string | null = null;

  constructor(lookup: (bin: string) => Promise<readonly string[]>) {
    this.#lookup = lookup;
  }

  /** The eight-digit prefix looked up for these digits, or null when there are fewer. */
  static binOf(digits: string): string | null {
    return /^\d{8,}$/.test(digits) ? digits.slice(0, BIN_LENGTH) : null;
  }

  /**
   * The brands of the card that starts with `digits`: [] with fewer than eight digits or when the
   * look-up fails (the chooser just stays hidden); null when a later call superseded this one, so
   * a slow answer for an old prefix never overwrites the current one. One request per prefix.
   */
  async brandsFor(digits: string): Promise<readonly string[] | null> {
    const bin = (this.#latest = BrandLookup.binOf(digits));
    if (bin === null) return [];
    let pending = this.#cache.get(bin);
    if (!pending) {
      // A failed look-up is forgotten, so the next keystroke asks again.
      this.#cache.set(bin, (pending = this.#lookup(bin).catch(() => (this.#cache.delete(bin), []))));
    }
    const brands = await pending;
    return this.#latest === bin ? brands : null;
  }
}

/** The brand to preselect: the shopper's earlier pick if still offered, else the card's first brand. */
export function preselectedBrand(brands: readonly string[], previous: string | null): string | null {
  if (brands.length < 2) return null;
  return previous !== null && brands.includes(previous) ? previous : (brands[0] ?? null);
}

export interface BrandChooser {
  /** The shopper's pick, or null when the card has one brand. */
  readonly chosen: string | null;
  /** Shows the group for two brands or more, hides it otherwise. Returns true when the pick changed. */
  setBrands(brands: readonly string[]): boolean;
  setDisabled(disabled: boolean): void;
}

/** The radio group inside `<fieldset id="brand-choice">`; `onChoose` runs when the shopper picks. */
export function createBrandChooser(fieldset: HTMLFieldSetElement, options: HTMLElement, onChoose: () => void): BrandChooser {
  const doc = options.ownerDocument;
  let brands: readonly string[] = [];
  let chosen: string | null = null;

  options.addEventListener('change', (event) => {
    const target = event.target as HTMLInputElement;
    if (target.type !== 'radio' || !brands.includes(target.value)) return;
    chosen = target.value;
    onChoose();
  });

  return {
    get chosen() {
      return chosen;
    },
    setBrands(next) {
      const before = chosen;
      // Brand ids are strings: their JSON is the same exactly when the lists are.
      if (JSON.stringify(next) !== JSON.stringify(brands)) {
        brands = [...next];
        chosen = preselectedBrand(brands, chosen);
        const show = brands.length > 1;
        fieldset.hidden = !show;
        options.replaceChildren(
          ...(show ? brands : []).map((brand, index) => {
            const id = `brand-option-${index}`;
            const option = Object.assign(doc.createElement('span'), { className: 'brand-option' });
            option.append(
              Object.assign(doc.createElement('input'), { type: 'radio', name: 'card-brand', id, value: brand, checked: brand === chosen }),
              Object.assign(doc.createElement('label'), { htmlFor: id, textContent: brandName(brand) }),
            );
            return option;
          }),
        );
      }
      return before !== chosen;
    },
    setDisabled(disabled) {
      fieldset.disabled = disabled;
    },
  };
}
