import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The secure pages served from the service origin (contract: Frame pages served by the service):
 * built into dist/frame, served by the sandbox under the versioned path /elements/v1/.
 * No inline script or style anywhere: the pages run under a CSP without 'unsafe-inline'.
 */
export const FRAME_BASE = '/elements/v1/';

export default defineConfig({
  root: fileURLToPath(new URL('./src/frame', import.meta.url)),
  base: FRAME_BASE,
  publicDir: false,
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
    },
  },
});
