import { defineConfig } from 'vite';

// The browser's half only: the server renders the HTML (../server.ts) and reads the build's
// .vite/manifest.json to know which built files the page loads.
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    manifest: true,
    rolldownOptions: { input: 'src/entry-client.tsx' },
  },
});
