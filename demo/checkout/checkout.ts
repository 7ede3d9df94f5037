/**
 * The demo checkout (`npm run demo`): the shop's page in a browser. Everything is in ./shop.ts; this
 * page says where the bank sends the shopper back (the status page, return.html), asks for a saved
 * card's security code again when the shopper pays with it, and adds the theme and language switcher
 * (./look.ts). The shop's server binds the session to the shopper's customer, so a card saved before
 * (on the trial page, or here with the box ticked) is offered first.
 */
import { startLookSwitcher } from './look.js';
import { startCheckout } from './shop.js';

startCheckout({
  returnUrl: () => new URL('return.html', location.href).href,
  configure(element) {
    element.options = { savedCardCvc: 'auto' };
    startLookSwitcher(element);
  },
});
