import { findEngines } from '../../scripts/engines.mjs';
import { engineScenarios } from './scenarios.js';
import { startWebKit } from './support/webkit.js';

// Debian's WebKitGTK: WebKitWebDriver driving MiniBrowser under Xvfb (scripts/engines.mjs finds or installs them).
engineScenarios('WebKitGTK', () => {
  const { webkit } = findEngines();
  return startWebKit({ driver: webkit.driver!, browser: webkit.browser!, xvfb: webkit.xvfb ?? '' });
});
