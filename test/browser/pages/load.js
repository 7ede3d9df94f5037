// The one way the test pages load the kit (the host's CSP forbids inline script, so a page's script is
// a file beside it). A page names, in the address of its one module script, the module of its own:
//
//   <script type="module" src="/load.js?setup=fonts"></script>
//
// The test harness, ./svc-test.js (window.svcTest), comes first, imported statically: it is there before
// the page's load event, which a test's page.goto() waits for. Then ./fonts.js: it sets on the page's
// elements what they must have before they are defined (options, locale, fonts, appearance: a property set
// before is kept by the element) and wires its form. Then the kit, /svc-elements.js, defines the elements,
// which so start with what the page set. With `&after=hostile`, the classic script ./hostile.js is added
// once the kit has run, as a tag manager adds a script to a page (hostile-after.html); a script that must
// run before the kit (hostile-checkout.html, lifecycle.html, webview.html) is a classic <script> before
// this one.
//
// Each import() waits for the one before, so each step sees what the one before did; they may end after
// the load event: a test waits for what the page logs (`svc-ready`), never for the page's load events.
import './svc-test.js';

const params = new URL(import.meta.url).searchParams;
const moduleOf = (name) => {
  if (!/^[a-z][a-z-]*$/.test(name ?? '')) throw new Error(`load.js: ${String(name)} names no module of test/browser/pages/`);
  return `./${name}.js`;
};
const after = params.get('after');
// Fetched from the start, so that once the kit has run the script runs at once, as a parser-inserted
// script after the kit would, before the element's frame has loaded.
if (after !== null) {
  document.head.append(Object.assign(document.createElement('link'), { rel: 'preload', as: 'script', href: moduleOf(after) }));
}

import(moduleOf(params.get('setup')))
  .then(() => import('./svc-elements.js'))
  .then(() => {
    if (after === null) return undefined;
    return new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = moduleOf(after);
      script.addEventListener('load', resolve);
      script.addEventListener('error', () => reject(new Error(`load.js: ${script.src} did not load`)));
      document.head.append(script);
    });
  });
