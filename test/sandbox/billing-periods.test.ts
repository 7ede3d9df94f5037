import { describe, expect, it } from 'vitest';
import { addMonths, periodStart } from '../../src/sandbox/model/periods.js';
import { newAccount, useSandbox } from '../support/sandbox.js';
import { customerWithCard, invoicesOf, read, recurringPrice, sandboxNow, subscribe } from '../support/billing.js';

/**
 * Billing periods (model/periods.ts; docs/sandbox.md, Billing): `recurring.interval` ×
 * `intervalCount`, months and years on the calendar with the day clamped to the month's last day,
 * every boundary counted from the subscription's anchor.
 */

const ms = (text: string) => Date.parse(text);
const iso = (value: number) => new Date(value).toISOString();

describe('billing periods', () => {
  it.each([
    ['2027-01-31T12:00:00.000Z', 1, '2027-02-28T12:00:00.000Z'],
    ['2028-01-31T12:00:00.000Z', 1, '2028-02-29T12:00:00.000Z'],
    ['2027-01-31T12:00:00.000Z', 2, '2027-03-31T12:00:00.000Z'],
    ['2027-01-31T12:00:00.000Z', 3, '2027-04-30T12:00:00.000Z'],
    ['2027-03-31T23:59:59.999Z', 1, '2027-04-30T23:59:59.999Z'],
    ['2027-12-15T08:30:00.000Z', 1, '2028-01-15T08:30:00.000Z'],
    ['2027-11-30T00:00:00.000Z', 3, '2028-02-29T00:00:00.000Z'],
    ['2028-02-29T10:00:00.000Z', 12, '2029-02-28T10:00:00.000Z'],
    ['2028-02-29T10:00:00.000Z', 48, '2032-02-29T10:00:00.000Z'],
  ])('a month is a calendar month, the day clamped: %s + %i months = %s', (from, months, to) => {
    expect(iso(addMonths(ms(from), months))).toBe(to);
  });

  it.each([
    ['day', 1, 3, '2027-01-04T06:00:00.000Z'],
    ['day', 10, 2, '2027-01-21T06:00:00.000Z'],
    ['week', 2, 1, '2027-01-15T06:00:00.000Z'],
    ['month', 1, 1, '2027-02-01T06:00:00.000Z'],
    ['month', 3, 2, '2027-07-01T06:00:00.000Z'],
    ['year', 1, 2, '2029-01-01T06:00:00.000Z'],
  ] as const)('period n starts n × %s × intervalCount %i after the anchor (n = %i): %s', (interval, intervalCount, n, expected) => {
    expect(iso(periodStart(ms('2027-01-01T06:00:00.000Z'), { interval, intervalCount }, n))).toBe(expected);
  });

  it('boundaries are counted from the anchor, so a clamp never sticks: Jan 31 → Feb 28 → Mar 31 → Apr 30 → May 31', () => {
    const anchor = ms('2027-01-31T00:00:00.000Z');
    const starts = [0, 1, 2, 3, 4].map((n) => iso(periodStart(anchor, { interval: 'month', intervalCount: 1 }, n)).slice(0, 10));
    expect(starts).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31']);
  });
});

describe('billing periods on the sandbox', () => {
  const t = useSandbox();

  it('a monthly subscription anchored on the 31st (its trial ends on Jan 31) bills on the last day of February, then on Mar 31', async () => {
    const keys = await newAccount(t);
    const price = await recurringPrice(t, keys);
    const { customer } = await customerWithCard(t, keys);
    const now = new Date(await sandboxNow(t));
    const trialEndsAt = iso(Date.UTC(now.getUTCFullYear() + 1, 0, 31, 12));
    const subscription = await subscribe(t, keys, { customer, price: price.id, trialEndsAt });
    const year = now.getUTCFullYear() + 1;
    const february = new Date(Date.UTC(year, 2, 0)).getUTCDate();
    const secondsTo = async (target: string) => Math.ceil((ms(target) - (await sandboxNow(t))) / 1000) + 1;
    await t.advanceClock(await secondsTo(trialEndsAt));
    const renewed = await read(t, keys, `/v1/subscriptions/${subscription.id}`);
    expect(renewed.currentPeriodEnd).toBe(`${year}-02-${february}T12:00:00.000Z`);
    await t.advanceClock(await secondsTo(renewed.currentPeriodEnd));
    const next = await read(t, keys, `/v1/subscriptions/${subscription.id}`);
    expect([next.currentPeriodStart, next.currentPeriodEnd]).toEqual([`${year}-02-${february}T12:00:00.000Z`, `${year}-03-31T12:00:00.000Z`]);
    const invoices = await invoicesOf(t, keys, subscription.id);
    expect(invoices.map((invoice) => [invoice.periodStart.slice(0, 10), invoice.periodEnd.slice(0, 10), invoice.status])).toEqual([
      [`${year}-01-31`, `${year}-02-${february}`, 'paid'],
      [`${year}-02-${february}`, `${year}-03-31`, 'paid'],
    ]);
  });
});
