/**
 * The demo checkout (`npm run demo`): the shop's page in a browser. Everything is in ./shop.ts; this
 * page only says where the bank sends the shopper back (the status page, return.html).
 */
import { startCheckout } from './shop.js';

startCheckout({ returnUrl: () => new URL('return.html', location.href).href });
