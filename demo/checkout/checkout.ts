/**
 * The demo checkout (`npm run demo`): the shop's page in a browser. Everything is in ./shop.ts; this
 * page says where the bank sends the shopper back (the status page, return.html) and adds the theme and
 * language switcher (./look.ts).
 */
import { startLookSwitcher } from './look.js';
import { startCheckout } from './shop.js';

startCheckout({ returnUrl: () => new URL('return.html', location.href).href, configure: startLookSwitcher });
