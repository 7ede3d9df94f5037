import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ClientSessionError, type SvcClient } from '../../src/server/index.js'; // in your project: 'svc-elements/server'

/**
 * Who is at the browser, for the demo shop. A real shop knows its user from its login and stores the
 * user's customer id (`cus_…`) with the account when the user signs up. The demo has no login, so a
 * cookie stands in for one: each browser is one shopper, whose customer is created the first time a
 * page needs it and kept for the demo's run (in memory, like everything of the demo). A second browser,
 * or a private window, is a new shopper without saved cards, which is what a newcomer expects to see.
 *
 * The customer is never read from the browser: pages send the cookie, this file maps it to the
 * customer the server made for it, as a real shop maps its session to its user.
 */

/** The demo's session cookie: an opaque random id, HttpOnly, never a customer id. */
export const SHOPPER_COOKIE = 'demo_shopper';

export interface Shopper {
  /** The cookie's value. */
  readonly id: string;
  /** The shopper's customer, created once on first use. */
  customer(): Promise<string>;
  /** The latest setup session the trial page opened: the server checks it, not the browser's word. */
  setupSessionId: string | undefined;
  /** The shopper's subscription, once the trial started. */
  subscriptionId: string | undefined;
}

export class Shoppers {
  readonly #svc: SvcClient;
  readonly #byId = new Map<string, Shopper>();
  /** A shopper by customer id, for webhooks, which name the customer and carry no cookie. */
  readonly #byCustomer = new Map<string, Shopper>();

  constructor(svc: SvcClient) {
    this.#svc = svc;
  }

  /**
   * "Signs in" a Node request: a request without the cookie gets a new shopper and the cookie is set on
   * the answer. The cookie is also added to the request's own headers, so the handlers behind it read
   * the shopper the way they read any signed-in user, from the request.
   */
  signIn(req: IncomingMessage, res: ServerResponse): Shopper {
    const known = this.#byId.get(cookieOf(req.headers.cookie) ?? '');
    if (known) return known;
    const shopper = this.#create();
    res.appendHeader('set-cookie', `${SHOPPER_COOKIE}=${shopper.id}; Path=/; HttpOnly; SameSite=Lax`);
    req.headers.cookie = [req.headers.cookie, `${SHOPPER_COOKIE}=${shopper.id}`].filter(Boolean).join('; ');
    return shopper;
  }

  /** The shopper of a request that went through `signIn`; 401 (which the pages show) otherwise. */
  of(request: Request): Shopper {
    const shopper = this.#byId.get(cookieOf(request.headers.get('cookie') ?? undefined) ?? '');
    if (!shopper) throw new ClientSessionError(401, 'signed_out', 'Your demo session has ended. Reload the page.');
    return shopper;
  }

  /** The shopper whose customer this is, if the demo made it. */
  byCustomer(customer: string): Shopper | undefined {
    return this.#byCustomer.get(customer);
  }

  #create(): Shopper {
    const id = randomUUID();
    let customer: Promise<string> | undefined;
    const shopper: Shopper = {
      id,
      setupSessionId: undefined,
      subscriptionId: undefined,
      // Two requests of a new browser at once (the checkout and the trial page in two tabs) make one customer.
      customer: () =>
        (customer ??= this.#svc.customers.create({ name: 'Demo shopper', metadata: { demoShopper: id } }).then(
          (created) => {
            this.#byCustomer.set(created.id, shopper);
            return created.id;
          },
          (error: unknown) => {
            customer = undefined; // the next request tries again
            throw error;
          },
        )),
    };
    this.#byId.set(id, shopper);
    return shopper;
  }
}

function cookieOf(header: string | undefined): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const [name, value] = pair.trim().split('=');
    if (name === SHOPPER_COOKIE && value) return value;
  }
  return undefined;
}
