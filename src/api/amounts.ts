/**
 * Amounts (interface: amounts are integers in the currency's minor unit). How many decimals a
 * currency has is the one fact needed to show one: `Intl` knows them (JPY 0, EUR 2, KWD 3). Shared by
 * the return page (the shopper's locale) and the sandbox's bank pages (English, with the ISO code).
 */

/**
 * `amount` minor units of `currency` as `locale` writes them, in the currency's own decimals, with
 * `options` for Intl's display choices (`currencyDisplay`, …). Throws a RangeError for a currency or a
 * locale `Intl` does not know; callers decide what to show instead.
 */
export function formatMinorUnits(amount: number, currency: string, locale: string, options: Intl.NumberFormatOptions = {}): string {
  const format = new Intl.NumberFormat(locale, { ...options, style: 'currency', currency });
  const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** decimals);
}
