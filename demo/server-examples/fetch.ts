// A complete checkout server as one Fetch API handler, `(Request) => Promise<Response>`: the same code
// runs on Bun, Deno, Cloudflare Workers (with the nodejs_compat flag), Hono and Next.js route handlers.
// An endpoint creates the payment and its client session; a webhook endpoint fulfils each order once.
//
//   SVC_SECRET_KEY=sk_test_… SVC_PUBLISHABLE_KEY=pk_test_… SVC_WEBHOOK_SECRET=whsec_… bun fetch.ts
//
// Against a local sandbox (npx svc-sandbox), also set SVC_SANDBOX_URL=http://127.0.0.1:<port>.
import {
  ClientSessionError,
  type Payment,
  SignatureVerificationError,
  type SvcClient,
  createClientSessionHandler,
  createSvcClient,
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

/** Your own records. `memoryShop` stands in for your database (a Worker needs D1, KV or another store). */
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

export interface AppOptions {
  client: SvcClient;
  publishableKey: string;
  webhookSecret: string;
  shop: Shop;
}

export type FetchApp = (request: Request) => Promise<Response>;

export function createFetchApp({ client, publishableKey, webhookSecret, shop }: AppOptions): FetchApp {
  // POST { cartId } → { clientSecret, publishableKey, amount, currency, paymentId }.
  // Put a rate limit in front of it (your platform's, or a middleware): every call creates a payment.
  const createSession = createClientSessionHandler({
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
  });

  async function receiveWebhook(request: Request): Promise<Response> {
    if (request.method !== 'POST') return new Response(null, { status: 405, headers: { allow: 'POST' } });
    const rawBody = await request.text(); // the raw body: parsed JSON cannot be verified
    let event;
    try {
      event = webhooks.verify(rawBody, request.headers, webhookSecret);
    } catch (error) {
      if (!(error instanceof SignatureVerificationError)) throw error;
      console.warn(`webhook refused: ${error.message}`); // names the usual mistake (wrong secret, parsed body)
      return Response.json({ error: 'invalid signature' }, { status: 400 }); // and never act on an unverified body
    }
    // Deliveries can repeat: the event id is the de-duplication key.
    if (await shop.hasHandledEvent(event.id)) return Response.json({ received: true });
    // A failure below answers 500 (see the catch at the end), and the service delivers again.
    if (event.type === 'payment.completed' && event.data.object === 'payment') {
      const payment = event.data as Payment;
      const cart = await shop.findCart(payment.metadata?.cartId ?? '');
      // Trust the service's record of what was paid, never the browser's.
      if (payment.amount === cart?.total && payment.currency === cart.currency && (await shop.markPaid(cart.id))) {
        await shop.fulfil(cart, payment);
      }
    }
    await shop.recordHandledEvent(event.id);
    return Response.json({ received: true });
  }

  return async function app(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    try {
      if (pathname === '/api/checkout/session') return await createSession(request);
      if (pathname === '/webhooks/svc') return await receiveWebhook(request);
      return Response.json({ error: 'not found' }, { status: 404 });
    } catch (error) {
      console.error(error);
      return Response.json({ error: 'internal error' }, { status: 500 });
    }
  };
}

type Env = Record<string, string | undefined>;

function requiredEnv(env: Env, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`Set ${name}.`);
  return value;
}

let app: FetchApp | undefined;

/** Bun (`bun fetch.ts`), Deno (`deno serve fetch.ts`) and Workers serve this; Workers pass their bindings as `env`. */
export default {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- Cloudflare Workers without nodejs_compat have no `process`; its type comes from @types/node
  fetch(request: Request, env: Env = globalThis.process?.env ?? {}): Promise<Response> {
    app ??= createFetchApp({
      client: createSvcClient({ secretKey: requiredEnv(env, 'SVC_SECRET_KEY'), sandboxBaseUrl: env.SVC_SANDBOX_URL }),
      publishableKey: requiredEnv(env, 'SVC_PUBLISHABLE_KEY'),
      webhookSecret: requiredEnv(env, 'SVC_WEBHOOK_SECRET'),
      shop: memoryShop([{ id: 'cart_demo', total: 2599, currency: 'EUR', status: 'open' }]),
    });
    return app(request);
  },
};
