import { brandName } from './messages/index.js';

/**
 * Co-badged cards (contract: card brand look-up; EU IFR art. 8: the cardholder picks the network):
 * once eight digits are typed, `GET /v1/card_bins/{first 8}` names the card's brands; with more
 * than one, a small radio group lets the shopper choose, and the choice travels as `card.brand`.
 *
 * `BrandLookup` is DOM-free (tests drive it against the sandbox); `BrandChooser` renders the radio
 * group with createElement and textContent only (Trusted Types: no HTML strings).
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
    return /^\d+$/.test(digits) && digits.length >= BIN_LENGTH ? digits.slice(0, BIN_LENGTH) : null;
  }

  /**
   * The brands of the card that starts with `digits`: [] with fewer than eight digits or when the
   * look-up fails (the chooser just stays hidden); null when a later call superseded this one, so
   * a slow answer for an old prefix never overwrites the current one. One request per prefix.
   */
  async brandsFor(digits: string): Promise<readonly string[] | null> {
    const bin = BrandLookup.binOf(digits);
    this.#latest = bin;
    if (bin === null) return [];
    let pending = this.#cache.get(bin);
    if (pending === undefined) {
      pending = this.#lookup(bin).catch(() => {
        this.#cache.delete(bin);
        return [];
      });
      this.#cache.set(bin, pending);
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

/** The radio group inside `<fieldset id="brand-choice">`. */
export class BrandChooser {
  readonly #fieldset: HTMLFieldSetElement;
  readonly #options: HTMLElement;
  readonly #onChoose: (brand: string) => void;
  #brands: readonly string[] = [];
  #chosen: string | null = null;

  constructor(fieldset: HTMLFieldSetElement, options: HTMLElement, onChoose: (brand: string) => void) {
    this.#fieldset = fieldset;
    this.#options = options;
    this.#onChoose = onChoose;
    this.#options.addEventListener('change', (event) => {
      const target = event.target as HTMLInputElement | null;
      if (target?.type !== 'radio' || !this.#brands.includes(target.value)) return;
      this.#chosen = target.value;
      this.#onChoose(target.value);
    });
  }

  /** The shopper's pick, or null when the card has one brand. */
  get chosen(): string | null {
    return this.#chosen;
  }

  /** Shows the group for two brands or more, hides it otherwise. Returns true when the pick changed. */
  setBrands(brands: readonly string[]): boolean {
    const before = this.#chosen;
    const same = brands.length === this.#brands.length && brands.every((brand, index) => brand === this.#brands[index]);
    if (!same) {
      this.#brands = [...brands];
      this.#chosen = preselectedBrand(brands, this.#chosen);
      this.#render();
    }
    return before !== this.#chosen;
  }

  setDisabled(disabled: boolean): void {
    this.#fieldset.disabled = disabled;
  }

  #render(): void {
    const doc = this.#options.ownerDocument;
    this.#options.replaceChildren();
    const show = this.#brands.length >= 2;
    this.#fieldset.hidden = !show;
    if (!show) return;
    this.#brands.forEach((brand, index) => {
      const id = `brand-option-${index}`;
      const radio = doc.createElement('input');
      radio.type = 'radio';
      radio.name = 'card-brand';
      radio.id = id;
      radio.value = brand;
      radio.checked = brand === this.#chosen;
      const label = doc.createElement('label');
      label.htmlFor = id;
      label.textContent = brandName(brand);
      const option = doc.createElement('span');
      option.className = 'brand-option';
      option.append(radio, label);
      this.#options.append(option);
    });
  }
}
