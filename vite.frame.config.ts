import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The secure pages served from the service origin (contract: Frame pages served by the service):
 * built into dist/frame, served by the sandbox under the versioned path /elements/v1/.
 * No inline script or style anywhere: the pages run under a CSP without 'unsafe-inline'.
 *
 * The card frame's budget is 20 KB gzip for the page with everything it loads (test/frame/page.test.ts).
 */
export const FRAME_BASE = '/elements/v1/';

/**
 * Property names that live only inside the frame's bundle (the card logic's results, the form's and
 * the client's internal interfaces), shortened by the minifier like local names are. None of them is
 * a key of a wire shape (protocol messages, API bodies and answers), a DOM or host API name, or a
 * name zod reads: test/frame/page.test.ts checks the wire shapes, and a name added here must be one
 * the frame never sends, receives, or hands to the browser by name.
 */
export const FRAME_INTERNAL_PROPERTIES = [
  // src/card results and brand rows
  'isValid',
  'isPotentiallyValid',
  'displayName',
  'lengths',
  'gaps',
  'longFormGaps',
  'cvcLength',
  'cvcName',
  'strength',
  'monthDigits',
  'monthComplete',
  'yearDigits',
  // src/frame validation and the form's interface
  'potentiallyValid',
  'firstProblem',
  'firstVisible',
  'interactions',
  'editing',
  'touched',
  'dirty',
  'submitted',
  'onChange',
  'onFocus',
  'onBlur',
  'onSubmit',
  'onNumberDigits',
  'setOptions',
  'setMessages',
  'setBrandChoices',
  'showErrors',
  'showRefusal',
  'setBusy',
  'chosen',
  'setBrands',
  'setDisabled',
  'binOf',
  'brandsFor',
  'paymentIdFor',
  'collectCard',
  'inFlight',
  'onMessage',
  'onConnect',
  'connected',
  'schedule',
  'unschedule',
  'caret',
  'month',
  'year',
  // src/client's interface and error fields
  'retrieveSession',
  'tokenize',
  'retrievePayment',
  'lookupCardBin',
  'keyMode',
  'isCardError',
  'retryAfter',
  'maxNetworkRetries',
  'timeoutMs',
  'retryDelayMs',
] as const;

export default defineConfig({
  root: fileURLToPath(new URL('./src/frame', import.meta.url)),
  base: FRAME_BASE,
  publicDir: false,
  plugins: [
    {
      // The page's markup without its indentation: nothing in it is whitespace-sensitive (no <pre>, no
      // text or attribute value with two spaces in a row, no inline text next to a tag), and the flex
      // and grid containers ignore the text nodes between tags.
      name: 'svc-frame-html-whitespace',
      transformIndexHtml: {
        order: 'post',
        handler: (html) => html.replace(/\s+/g, ' ').replace(/> </g, '><').replace(/ ?\/>/g, '>').trim(),
      },
    },
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist/frame', import.meta.url)),
    emptyOutDir: true,
    // Vite would inline small assets and the module-preload polyfill as inline script: both break a strict CSP.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    target: 'es2022',
    rolldownOptions: {
      input: {
        'card-frame': fileURLToPath(new URL('./src/frame/card-frame.html', import.meta.url)),
      },
      output: {
        minify: { mangleProps: { include: new RegExp(`^(${FRAME_INTERNAL_PROPERTIES.join('|')})$`) } },
      },
    },
  },
});
