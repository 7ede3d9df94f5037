import { emitSubscription, endCustomerBilling } from './invoices.js';
import { emitCustomer, savedCardsOf } from './saved-cards.js';
import type { SandboxService } from '../model/service.js';
import type { Account, CustomerRecord, TokenRecord } from '../model/state.js';

/**
 * Removing a saved card, and deleting a customer (contract: customer, saved card), with what pointed
 * at them: nothing is left naming a card that is gone, and a deleted customer is billed no more.
 * Apart from flows/saved-cards.ts because both reach into billing (flows/invoices.ts), which itself
 * checks saved cards.
 */

/**
 * Removes a saved card from its customer (from the server or, where the session allows it, the
 * browser): the token is gone, and nothing names it any more. The customer's `defaultToken` that was
 * this card is cleared (`customer.updated`), and so is every subscription's (`subscription.updated`):
 * their next charge falls back to the customer's default card, or fails like a decline when there is
 * none (invoice.payment_failed, past_due, the retries: flows/invoices.ts).
 */
export function removeSavedCard(service: SandboxService, account: Account, token: TokenRecord): void {
  account.tokens.delete(token.id);
  const customer = token.customer === null ? undefined : account.customers.get(token.customer);
  if (customer?.defaultToken === token.id) {
    customer.defaultToken = null;
    emitCustomer(service, account, 'customer.updated', customer);
  }
  for (const subscription of account.subscriptions.newestFirst().reverse()) {
    if (subscription.defaultToken !== token.id) continue;
    subscription.defaultToken = null;
    emitSubscription(service, account, 'subscription.updated', subscription);
  }
}

/**
 * Deletes a customer (contract: customer; a later read is 404) with its saved cards. Our decision where
 * the contract is silent, as a merchant expects: its live subscriptions are canceled at once and its
 * draft and open invoices voided first (`endCustomerBilling`), then `customer.deleted`.
 */
export function deleteCustomer(service: SandboxService, account: Account, customer: CustomerRecord): void {
  endCustomerBilling(service, account, customer.id);
  for (const token of account.tokens.newestFirst().filter(savedCardsOf(account, customer.id))) account.tokens.delete(token.id);
  account.customers.delete(customer.id);
  emitCustomer(service, account, 'customer.deleted', customer);
}
