import type { RecurringInterval } from '../../api/resources.js';

/**
 * Billing periods of a recurring price (contract: price `recurring: {interval, intervalCount}`), in
 * UTC. Days and weeks are fixed lengths. Months and years are calendar arithmetic with the day
 * clamped to the month's last day: Jan 31 + 1 month is Feb 28 (Feb 29 in a leap year), and Feb 29 +
 * 1 year is Feb 28. Every boundary is counted from one anchor, never from the boundary before it, so
 * the clamp never sticks: Jan 31 → Feb 28 → Mar 31 → Apr 30, as a card statement on "the last day
 * of the month" reads. The time of day is the anchor's.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface BillingInterval {
  interval: RecurringInterval;
  intervalCount: number;
}

/** The start of period `n` (0 is the anchor itself) of `every`, counted from `anchorMs`. */
export function periodStart(anchorMs: number, every: BillingInterval, n: number): number {
  const steps = n * every.intervalCount;
  switch (every.interval) {
    case 'day':
      return anchorMs + steps * DAY_MS;
    case 'week':
      return anchorMs + steps * 7 * DAY_MS;
    case 'month':
      return addMonths(anchorMs, steps);
    case 'year':
      return addMonths(anchorMs, steps * 12);
  }
}

/** `ms` plus `months` calendar months (UTC), the day clamped to the last day of the month reached. */
export function addMonths(ms: number, months: number): number {
  const date = new Date(ms);
  const monthIndex = date.getUTCFullYear() * 12 + date.getUTCMonth() + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(date.getUTCDate(), lastDay);
  const target = new Date(ms);
  target.setUTCFullYear(year, month, day);
  return target.getTime();
}
