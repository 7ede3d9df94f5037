/// <reference types="vite/client" />

// What `import App from './App.vue'` gives TypeScript (tsc does not read .vue files; vue-tsc would).
declare module '*.vue' {
  import type { DefineComponent } from 'vue';
  const component: DefineComponent;
  export default component;
}

interface ImportMetaEnv {
  /** The service's address: set it to the local sandbox (`http://localhost:4242`) in development; unset in production. */
  readonly VITE_SVC_SERVICE_URL?: string;
}
