// Loaded before the kit (./load.js imports it first): gives the element the web font the test
// names in the query, `?font-family=<name>&font-src=<address>` or `?font-css=<address>`, and names the
// family in the appearance, as a merchant would (docs/fonts.md). The element keeps properties set before
// it is defined. Then wires the checkout as checkout.html does.
import { wireCheckout } from './svc-test.js';

const query = new URLSearchParams(location.search);
const card = document.getElementById('card');
const family = query.get('font-family');
if (query.has('font-css')) card.fonts = [{ cssSrc: query.get('font-css') }];
else if (family) card.fonts = [{ family, src: query.get('font-src') }];
if (family) card.appearance = { variables: { '--svc-font-family': `'${family}', monospace` } };
wireCheckout(document.getElementById('checkout'), card);
