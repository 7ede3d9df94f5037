import { type RouteSpec, SERVER_KEYS } from '../http/pipeline.js';
import { newId } from '../model/ids.js';
import { renderSettlement, renderSettlementTransaction } from '../model/render.js';
import type { SandboxService } from '../model/service.js';
import { type Account, type SettlementRecord, type SettlementTransactionRecord, nextSeq } from '../model/state.js';
import { findOr404, listReply } from './list.js';

/**
 * Settlements and their transactions (interface: Metadata rule 10 — transactions carry the metadata
 * of their originating object). The sandbox settles on demand: `POST /_sandbox/settlements`.
 */

/** The sandbox's fee: 1.4 % + 25 minor units per payment, nothing on refunds. */
export function sandboxFee(amount: number): number {
  return Math.round(amount * 0.014) + 25;
}

/** Settles every completed payment and refund not settled yet, one settlement per currency. */
export function settleAccount(service: SandboxService, account: Account): SettlementRecord[] {
  const now = service.clock.now();
  const byCurrency = new Map<string, Omit<SettlementTransactionRecord, 'settlement'>[]>();
  const add = (currency: string, txn: Omit<SettlementTransactionRecord, 'settlement'>) => {
    byCurrency.set(currency, [...(byCurrency.get(currency) ?? []), txn]);
  };
  for (const payment of account.payments.newestFirst().reverse()) {
    if (payment.status !== 'completed' || payment.settled) continue;
    payment.settled = true;
    const fee = sandboxFee(payment.amount);
    add(payment.currency, {
      id: newId('txn_'),
      seq: 0,
      createdAtMs: now,
      type: 'payment',
      source: payment.id,
      currency: payment.currency,
      amount: payment.amount,
      fee,
      net: payment.amount - fee,
      metadata: { ...payment.metadata },
    });
  }
  for (const refund of account.refunds.newestFirst().reverse()) {
    if (refund.settled) continue;
    refund.settled = true;
    add(refund.currency, {
      id: newId('txn_'),
      seq: 0,
      createdAtMs: now,
      type: 'refund',
      source: refund.id,
      currency: refund.currency,
      amount: -refund.amount,
      fee: 0,
      net: -refund.amount,
      metadata: { ...refund.metadata },
    });
  }
  const settlements: SettlementRecord[] = [];
  for (const [currency, transactions] of byCurrency) {
    const settlement = account.settlements.insert({
      id: newId('setl_'),
      seq: nextSeq(),
      createdAtMs: now,
      currency,
      gross: transactions.reduce((sum, txn) => sum + txn.amount, 0),
      fee: transactions.reduce((sum, txn) => sum + txn.fee, 0),
      net: transactions.reduce((sum, txn) => sum + txn.net, 0),
      transactionCount: transactions.length,
    });
    for (const txn of transactions) {
      account.settlementTransactions.insert({ ...txn, seq: nextSeq(), settlement: settlement.id });
    }
    settlements.push(settlement);
  }
  return settlements;
}

export const settlementRoutes: RouteSpec[] = [
  {
    method: 'GET',
    path: '/v1/settlements',
    keys: SERVER_KEYS,
    permission: 'settlements',
    endpointClass: 'general',
    handle(ctx) {
      return listReply(ctx, ctx.account.settlements, {
        filters: ['currency'],
        filter: (filters) => (settlement) => filters.currency === undefined || settlement.currency === filters.currency.toUpperCase(),
        render: (settlement) => renderSettlement(settlement, ctx.render),
      });
    },
  },
  {
    method: 'GET',
    path: '/v1/settlements/:id',
    keys: SERVER_KEYS,
    permission: 'settlements',
    endpointClass: 'general',
    handle(ctx) {
      return { body: renderSettlement(findOr404(ctx.account.settlements, ctx.params.id, 'settlement'), ctx.render) };
    },
  },
  {
    method: 'GET',
    path: '/v1/settlements/:id/transactions',
    keys: SERVER_KEYS,
    permission: 'settlements',
    endpointClass: 'general',
    handle(ctx) {
      const settlement = findOr404(ctx.account.settlements, ctx.params.id, 'settlement');
      return listReply(ctx, ctx.account.settlementTransactions, {
        filter: () => (txn) => txn.settlement === settlement.id,
        render: renderSettlementTransaction,
      });
    },
  },
];
