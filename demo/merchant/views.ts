/**
 * What the shop's server answers its pages (demo/merchant/subscriptions.ts writes them, demo/checkout/
 * reads them): types only, so the pages import them without loading any of the server.
 */

/** What `GET /api/subscription` answers: only what the pages show, never a secret. */
export interface SubscriptionView {
  plan: { name: string; unitAmount: number; currency: string; interval: string; trialDays: number };
  subscription: { id: string; status: string; trialEndsAt: string | null; currentPeriodEnd: string } | null;
  card: { brand: string; last4: string } | null;
  latestInvoice: {
    id: string;
    status: string;
    amountDue: number;
    amountPaid: number;
    currency: string;
    attemptCount: number;
    /** The link the shop emails when the invoice's payment waits for the customer (`authentication_required`). */
    authenticateUrl: string | null;
  } | null;
  /** The webhooks the shop's server received for this customer, oldest first. */
  webhooks: { id: string; type: string; createdAt: string }[];
}

/** What `POST /api/demo/charge-off-session` answers: the charge as the shop's back office sees it. */
export interface OffSessionChargeView {
  outcome: 'completed' | 'authentication_required' | 'declined';
  description: string;
  amount: number;
  currency: string;
  card: { brand: string; last4: string } | null;
  payment: { id: string; status: string } | null;
  /** Why it did not complete (`authentication_required`, `card_declined` …) and the service's words for it. */
  declineCode: string | null;
  declineMessage: string | null;
  /** `authentication_required`: the link the shop emails the customer (`authenticate.html?payment=…`). */
  authenticateUrl: string | null;
}

/** What `POST /api/authenticate-session` answers: the element's session, and what the page says is paid. */
export interface AuthenticateSessionAnswer {
  clientSecret: string;
  publishableKey: string;
  payment: { id: string; amount: number; currency: string; description: string | null };
}
