// The custom elements manifest analyzer's settings (npm run manifest). `packagejson: false`: it would
// otherwise rewrite package.json's `customElements` to wherever it wrote, which is fixed there already.
// src/webview/ holds no element, but its exports (`svc-elements/webview`) are part of the kit's
// surface the manifest lists, as they were when it lived in src/elements/native-bridge/.
export default {
  globs: ['src/elements/**/*.ts', 'src/webview/**/*.ts'],
  exclude: ['src/**/*.test.ts'],
  litelement: true,
  packagejson: false,
};
