import { findEngines } from '../../scripts/engines.mjs';
import { engineScenarios } from './scenarios.js';
import { startFirefox } from './support/firefox.js';

// Debian's Firefox ESR over WebDriver BiDi (scripts/engines.mjs finds or installs it).
engineScenarios('Firefox ESR', () => startFirefox(findEngines().firefox!));
