import { findEngines } from '../../scripts/engines.mjs';
import { engineScenarios } from './scenarios.js';
import { startWebKit } from './support/webkit.js';

// Debian's WPE WebKit 2.38, a Safari 16.0-class engine: no ElementInternals, no constructed stylesheets
// (docs/browsers.md, "The floor"). The whole checkout, on pages whose CSP gives Lit's fallback <style>
// elements a nonce, as a merchant's strict policy does. WPEWebDriver drives cog headless.
engineScenarios(
  'WPE WebKit 2.38 (the floor)',
  () => {
    const { wpe } = findEngines();
    return startWebKit({ driver: wpe.driver!, browser: wpe.browser!, xvfb: '', wpe: true });
  },
  { pageQuery: { 'style-nonce': 'c3ZjLWZsb29y' } },
);
