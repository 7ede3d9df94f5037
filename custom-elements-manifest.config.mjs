// The custom elements manifest analyzer's settings (npm run manifest). `packagejson: false`: it would
// otherwise rewrite package.json's `customElements` to wherever it wrote, which is fixed there already.
export default {
  globs: ['src/elements/**/*.ts'],
  exclude: ['src/elements/**/*.test.ts'],
  litelement: true,
  packagejson: false,
};
