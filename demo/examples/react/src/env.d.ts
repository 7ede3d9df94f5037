/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The service's address: set it to the local sandbox (`http://localhost:4242`) in development; unset in production. */
  readonly VITE_SVC_SERVICE_URL?: string;
}
