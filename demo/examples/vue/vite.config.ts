import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    vue({
      // <svc-payment-element> is a custom element, not a Vue component: Vue passes its bindings on as
      // DOM properties (or attributes) and listens to its events.
      template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('svc-') } },
    }),
  ],
});
