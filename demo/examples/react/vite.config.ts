import { defineConfig } from 'vite';

// Vite compiles JSX itself (Oxc), here with React's automatic runtime. @vitejs/plugin-react would add
// Fast Refresh to the dev server; a build needs nothing more.
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
});
