/**
 * Co-badged cards (contract: card brand look-up; EU IFR art. 8: the cardholder picks the network):
 * once eight digits are typed, `GET /v1/card_bins/{first 8}` names the card's brands
 * (./widgets/brand-lookup.ts, with the brand menu it feeds); with more than one, the brand menu
 * (./widgets/index.ts) lets the shopper choose, and the choice travels as `card.brand`. Here, what the
 * page itself decides: the network preselected. DOM-free.
 */

/**
 * The network to preselect for a co-badged card: the shopper's earlier pick if still offered, else the
 * merchant's first preferred network the card has (`options.preferredNetwork`), else the card's first.
 */
export function preselectedBrand(brands: readonly string[], previous: string | null, preferred: readonly string[] = []): string | null {
  if (brands.length < 2) return null;
  if (previous !== null && brands.includes(previous)) return previous;
  return preferred.find((brand) => brands.includes(brand)) ?? brands[0] ?? null;
}
