import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every browser entry can be imported during server-side rendering (issue 11, item 2): Next.js, Nuxt
 * and SvelteKit evaluate the page's imports in Node, where there is no `window`, `document` or
 * `FocusEvent`. Each entry is imported by name, as an app does (the package's own exports, so the
 * built files of `npm run build`), in a plain Node process: one that touched a browser global at import
 * time would throw there.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BROWSER_ENTRIES = ['svc-elements', 'svc-elements/status', 'svc-elements/webview', 'svc-elements/card'];

describe('the browser entries under server-side rendering (Node, no DOM)', () => {
  it.each(BROWSER_ENTRIES)('import("%s") succeeds and exports its API', (entry) => {
    const script = `const m = await import(${JSON.stringify(entry)}); if (typeof window !== 'undefined') throw new Error('a window appeared'); console.log(Object.keys(m).length);`;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(Number(result.stdout.trim())).toBeGreaterThan(0);
  });
});
