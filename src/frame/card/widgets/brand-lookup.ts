/**
 * The co-badge look-up (contract: card brand look-up; EU IFR art. 8): once eight digits are typed,
 * `GET /v1/card_bins/{first 8}` names the card's brands, which the brand menu (./index.ts) offers and
 * ../brand-choice.ts preselects from. Part of the widgets chunk, with the menu it feeds: the page
 * carries none of it (../../README.md, "Size budget"). DOM-free: tests drive it against the sandbox.
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
