import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type UserConfig, defineConfig } from 'vite';
import { GENERATED_PATH, frameValidatorsModule } from './src/validators/frame-validators.js';

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
  'patterns',
  'gaps',
  'longFormGaps',
  'cvcLength',
  'cvcName',
  'strength',
  'monthDigits',
  'monthComplete',
  'yearDigits',
  // src/frame validation, and the interfaces of the form, the confirm and the channel
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
  'showNotice',
  'collect',
  'setBusy',
  'chosen',
  'setBrands',
  'setDisabled',
  'binOf',
  'brandsFor',
  'paymentIdFor',
  'collectCard',
  'client',
  'threeDSMethod',
  'challenge',
  'messages',
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
  'serviceUrl',
  'request',
  'idempotencyKey',
  'isCardError',
  'retryAfter',
  'maxNetworkRetries',
  'timeoutMs',
  'retryDelayMs',
] as const;

const page = (name: string) => fileURLToPath(new URL(`./src/frame/${name}.html`, import.meta.url));

/**
 * Two builds into dist/frame, because property shortening needs a build of one chunk:
 * - the default mode: the card-fields page alone, emptying dist/frame first, internal properties shortened;
 * - `--mode three-d-secure`: the 3DS container and notification pages, added beside it, shortened
 *   only as local names are (their chunks are shared, and nothing of theirs is size-critical).
 */
export const THREE_D_SECURE_MODE = 'three-d-secure';

export default defineConfig(({ mode }): UserConfig => {
  const threeDSecure = mode === THREE_D_SECURE_MODE;
  return {
    root: fileURLToPath(new URL('./src/frame', import.meta.url)),
    base: FRAME_BASE,
    publicDir: false,
    plugins: [
      {
        // The card frame parses with validators generated from the zod schemas (src/validators/README.md):
        // a build from schemas that changed since the file was generated would ship stale checks.
        name: 'svc-frame-validators-fresh',
        buildStart() {
          if (readFileSync(fileURLToPath(new URL(`./${GENERATED_PATH}`, import.meta.url)), 'utf8') !== frameValidatorsModule()) {
            this.error(`${GENERATED_PATH} is stale: run npm run generate:validators`);
          }
        },
      },
      {
        // The page's markup without its indentation: nothing in it is whitespace-sensitive (no <pre>, no
        // text or attribute value with two spaces in a row, no inline text next to a tag), and the flex
        // and grid containers ignore the text nodes between tags.
        name: 'svc-frame-html-whitespace',
        transformIndexHtml: {
          order: 'post' as const,
          handler: (html: string) => html.replace(/\s+/g, ' ').replace(/> </g, '><').replace(/ ?\/>/g, '>').trim(),
        },
      },
    ],
    build: {
      outDir: fileURLToPath(new URL('./dist/frame', import.meta.url)),
      emptyOutDir: !threeDSecure,
      // Vite would inline small assets and the module-preload polyfill as inline script: both break a strict CSP.
      assetsInlineLimit: 0,
      modulePreload: { polyfill: false },
      target: 'es2022',
      rolldownOptions: threeDSecure
        ? {
            input: { '3ds-container': page('3ds-container'), '3ds-notification': page('3ds-notification') },
            output: { minify: true },
          }
        : {
            input: { 'card-frame': page('card-frame') },
            output: { minify: { mangleProps: { include: new RegExp(`^(${FRAME_INTERNAL_PROPERTIES.join('|')})$`) } } },
          },
    },
  };
});
