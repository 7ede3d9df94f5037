/**
 * The script-tag file (issue 11, item 1): `dist/cdn/svc-elements-<version>.js`, which the service
 * serves at `/elements/kit/` (the sandbox too) and a merchant may host themselves. It defines both
 * elements and exports nothing, so the same file runs as a classic `<script src>` (what CMS templates
 * and tag managers paste) and as `<script type="module">`. vite.elements.config.ts (`--mode
 * script-tag`) wraps it in a function, so none of its names reaches the page's global scope, and makes
 * its lazy chunks load relative to the file's own address, checked against the hashes built into it
 * when the tag itself carries an `integrity` attribute (docs/install.md).
 */
import './define.js';
import './payment-status/define.js';
