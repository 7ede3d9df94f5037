// Percentiles and rounding for the bench: nearest-rank percentiles (the value below which that share of
// the samples lie, one of the samples, never interpolated), rounded so bench/results.json stays stable
// to read in a diff.

/** The nearest-rank `q` percentile (0 < q ≤ 1) of `values`. */
export function percentile(values, q) {
  if (values.length === 0) throw new Error('bench: no samples');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** Milliseconds to 0.01 ms, as the results file keeps them. */
export const roundMs = (value) => Math.round(value * 100) / 100;

/** The median and p95 of `values` (milliseconds), rounded. */
export const summary = (values) => ({ median: roundMs(percentile(values, 0.5)), p95: roundMs(percentile(values, 0.95)) });

/** `kit` ÷ `peer`, to 0.01. */
export const ratio = (kit, peer) => Math.round((kit / peer) * 100) / 100;
