// A complete Express 5 server for a checkout with svc-elements: an endpoint that creates the payment
// and its client session, and a webhook endpoint that fulfils each order once.
//
//   SVC_SECRET_KEY=sk_test_… SVC_PUBLISHABLE_KEY=pk_test_… SVC_WEBHOOK_SECRET=whsec_… npx tsx express.ts
//
// Against a local sandbox (npx svc-sandbox), also set SVC_SANDBOX_URL=http://127.0.0.1:<port>.
import { pathToFileURL } from 'node:url';
import express, { type RequestHandler } from 'express';
import {
  ClientSessionError,
  type Payment,
  SignatureVerificationError,
  type SvcClient,
  createClientSessionHandler,
  createSvcClient,
  toNodeHandler,
  webhooks,
} from '../../src/server/index.js'; // in your project: 'svc-elements/server'

/** A cart as your shop stores it. */
export interface Cart {
  id: string;
  /** In minor units: 2599 is 25.99. */
  total: number;
  currency: string;
  status: 'open' | 'paid';
  /** The payment created for this cart, reused on the next visit to the checkout. */
  paymentId?: string;
}

/** Your own records. `memoryShop` stands in for your database. */
export interface Shop {
  findCart(cartId: string): Promise<Cart | undefined>;
  savePaymentId(cartId: string, paymentId: string): Promise<void>;
  /** Marks the cart paid; false when it already was, so an order is fulfilled once. */
  markPaid(cartId: string): Promise<boolean>;
  /** Ship the goods, send the receipt. */
  fulfil(cart: Cart, payment: Payment): Promise<void>;
  /** Whether a webhook event was already handled (deliveries can repeat). */
  hasHandledEvent(eventId: string): Promise<boolean>;
  recordHandledEvent(eventId: string): Promise<void>;
}

export function memoryShop(carts: Cart[]): Shop & { fulfilled: string[] } {
  const byId = new Map(carts.map((cart) => [cart.id, cart]));
  const handledEvents = new Set<string>();
  const fulfilled: string[] = [];
  return {
    fulfilled,
    async findCart(cartId) {
      return byId.get(cartId);
    },
    async savePaymentId(cartId, paymentId) {
      const cart = byId.get(cartId);
      if (cart) cart.paymentId = paymentId;
    },
    async markPaid(cartId) {
      const cart = byId.get(cartId);
      if (!cart || cart.status === 'paid') return false;
      cart.status = 'paid';
      return true;
    },
    async fulfil(cart) {
      fulfilled.push(cart.id);
    },
    async hasHandledEvent(eventId) {
      return handledEvents.has(eventId);
    },
    async recordHandledEvent(eventId) {
      handledEvents.add(eventId);
    },
  };
}

/** At most `limit` requests per minute per client address. Use a shared store when you run several processes. */
function rateLimit(limit: number): RequestHandler {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return (req, res, next) => {
    const now = Date.now();
    const key = req.ip ?? 'unknown';
    const window = windows.get(key);
    if (!window || now - window.startedAt > 60_000) windows.set(key, { startedAt: now, count: 1 });
    else if (++window.count > limit) {
      res
        .set('retry-after', '60')
        .status(429)
        .json({ error: { code: 'rate_limited', message: 'Too many requests.' } });
      return;
    }
    next();
  };
}

export interface AppOptions {
  client: SvcClient;
  publishableKey: string;
  webhookSecret: string;
  shop: Shop;
  /** Checkout sessions per minute per client address. */
  sessionsPerMinute?: number;
}

export function createApp({ client, publishableKey, webhookSecret, shop, sessionsPerMinute = 20 }: AppOptions): express.Express {
  const app = express();

  // The webhook route reads the raw body, so it comes before any express.json().
  app.post('/webhooks/svc', express.raw({ type: 'application/json' }), async (req, res) => {
    let event;
    try {
      event = webhooks.verify(req.body as Buffer, req.headers, webhookSecret);
    } catch (error) {
      if (!(error instanceof SignatureVerificationError)) throw error;
      console.warn(`webhook refused: ${error.message}`); // names the usual mistake (wrong secret, parsed body)
      res.status(400).json({ error: 'invalid signature' }); // and never act on an unverified body
      return;
    }
    // Deliveries can repeat: the event id is the de-duplication key.
    if (await shop.hasHandledEvent(event.id)) {
      res.json({ received: true });
      return;
    }
    // A failure below answers 500 (Express 5 passes a rejected promise on), and the service delivers again.
    if (event.type === 'payment.completed' && event.data.object === 'payment') {
      const payment = event.data as Payment;
      const cart = await shop.findCart(payment.metadata?.cartId ?? '');
      // Trust the service's record of what was paid, never the browser's.
      if (payment.amount === cart?.total && payment.currency === cart.currency && (await shop.markPaid(cart.id))) {
        await shop.fulfil(cart, payment);
      }
    }
    await shop.recordHandledEvent(event.id);
    res.json({ received: true });
  });

  // The browser posts { cartId } and gets { clientSecret, publishableKey, amount, currency, paymentId }.
  app.post(
    '/api/checkout/session',
    rateLimit(sessionsPerMinute),
    toNodeHandler(
      createClientSessionHandler({
        client,
        publishableKey,
        async resolvePayment(input) {
          // In your shop, take the cart from the shopper's session, or check that it belongs to it.
          const cart = input.cartId === undefined ? undefined : await shop.findCart(input.cartId);
          if (!cart) throw new ClientSessionError(404, 'cart_not_found', 'This cart does not exist.');
          if (cart.status === 'paid') throw new ClientSessionError(409, 'cart_paid', 'This cart has already been paid.');
          return {
            amount: cart.total, // from your records: whatever the browser sent is ignored
            currency: cart.currency,
            returnUrl: 'https://shop.example/checkout/done',
            metadata: { cartId: cart.id },
            paymentId: cart.paymentId,
          };
        },
        async onSessionCreated({ payment, input }) {
          if (input.cartId !== undefined) await shop.savePaymentId(input.cartId, payment.id);
        },
      }),
    ),
  );

  app.use(express.json()); // the rest of your API
  return app;
}

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name}.`);
  return value;
}

// Started directly (not imported by a test): listen on PORT.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const client = createSvcClient({ secretKey: requiredEnv('SVC_SECRET_KEY'), sandboxBaseUrl: process.env.SVC_SANDBOX_URL });
  const shop = memoryShop([{ id: 'cart_demo', total: 2599, currency: 'EUR', status: 'open' }]);
  const app = createApp({ client, publishableKey: requiredEnv('SVC_PUBLISHABLE_KEY'), webhookSecret: requiredEnv('SVC_WEBHOOK_SECRET'), shop });
  const port = Number(process.env.PORT ?? 3000);
  app.listen(port, () => console.log(`checkout server on http://localhost:${port}`));
}
