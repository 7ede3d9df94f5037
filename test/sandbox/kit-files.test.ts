import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIT_BASE_PATH } from '../../src/sandbox/http/frame-pages.js';
import { type RunningSandbox, startSandbox } from '../../src/sandbox/index.js';
import { rawRequest } from '../support/raw-request.js';

/**
 * The kit's script-tag file and chunks served by the sandbox under /elements/kit/ (issue 11, item 1),
 * as the service's CDN serves them, from a fixture directory (the `kitDir` option). Requests go over
 * real HTTP with node:http, which sends the path exactly as written.
 */

const ENTRY = 'svc-elements-1.2.3.js';
const CHUNK = 'chunks/challenge-dialog-8sURhKld.js';
const SECRET = 'TOP-SECRET-OUTSIDE-THE-KIT-DIR';

let workDir: string;
let sandbox: RunningSandbox;
let unbuilt: RunningSandbox;

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'svc-kit-'));
  const kitDir = join(workDir, 'cdn');
  mkdirSync(join(kitDir, 'chunks'), { recursive: true });
  writeFileSync(join(kitDir, ENTRY), '(()=>{})();');
  writeFileSync(join(kitDir, CHUNK), 'export const a=1;');
  writeFileSync(join(kitDir, 'sri.json'), '{"version":"1.2.3"}');
  writeFileSync(join(kitDir, 'page.html'), '<script>alert(1)</script>');
  writeFileSync(join(kitDir, 'notes.txt'), 'not a kit file');
  writeFileSync(join(workDir, 'secret.js'), SECRET);
  symlinkSync(join(workDir, 'secret.js'), join(kitDir, 'linked.js'));
  [sandbox, unbuilt] = await Promise.all([
    startSandbox({ kitDir, rateLimits: false }),
    startSandbox({ kitDir: join(workDir, 'not-built-yet'), rateLimits: false }),
  ]);
});

afterAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- a beforeAll that failed leaves some unset
  await Promise.all([sandbox, unbuilt].map((s) => s?.close()));
  rmSync(workDir, { recursive: true, force: true });
});

describe('the kit under /elements/kit/', () => {
  it('serves the versioned script-tag file with CORS, revalidated (local builds keep the version)', async () => {
    const result = await rawRequest(sandbox, `${KIT_BASE_PATH}${ENTRY}`, { headers: { origin: 'https://shop.example' } });
    expect(result.status).toBe(200);
    expect(result.text).toBe('(()=>{})();');
    expect(result.headers).toMatchObject({
      'content-type': 'text/javascript; charset=utf-8',
      'access-control-allow-origin': '*',
      'cross-origin-resource-policy': 'cross-origin',
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
    });
    expect(result.headers['set-cookie']).toBeUndefined();
  });

  it('serves a hashed chunk as immutable, and the integrity manifest as no-cache', async () => {
    const chunk = await rawRequest(sandbox, `${KIT_BASE_PATH}${CHUNK}`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await rawRequest(sandbox, `${KIT_BASE_PATH}sri.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-cache',
      'access-control-allow-origin': '*',
    });
  });

  it('answers HEAD with the headers and no body', async () => {
    const result = await rawRequest(sandbox, `${KIT_BASE_PATH}${CHUNK}`, { method: 'HEAD' });
    expect(result.status).toBe(200);
    expect(result.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(result.text).toBe('');
  });

  it('never serves a file reached through a link out of the directory', async () => {
    const result = await rawRequest(sandbox, `${KIT_BASE_PATH}linked.js`);
    expect(result.status).toBe(404);
    expect(result.text).not.toContain(SECRET);
  });

  it('answers a matching If-None-Match with 304', async () => {
    const first = await rawRequest(sandbox, `${KIT_BASE_PATH}${ENTRY}`);
    const again = await rawRequest(sandbox, `${KIT_BASE_PATH}${ENTRY}`, { headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it.each([
    ['an HTML page (nothing may run in the service origin from here)', 'page.html'],
    ['a type that is not JavaScript or JSON', 'notes.txt'],
    ['a missing file', 'svc-elements-9.9.9.js'],
    ['a path out of the directory', '..%2fsecret.js'],
    ['a dot segment', '../secret.js'],
    ['the directory itself', ''],
  ])('answers 404 for %s', async (_name, path) => {
    const result = await rawRequest(sandbox, `${KIT_BASE_PATH}${path}`);
    expect(result.status).toBe(404);
    expect(JSON.parse(result.text).error).toMatchObject({ code: 'route_not_found' });
    expect(result.text).not.toContain(SECRET);
  });

  it('refuses other methods with 405 and Allow', async () => {
    const result = await rawRequest(sandbox, `${KIT_BASE_PATH}${ENTRY}`, { method: 'POST' });
    expect(result.status).toBe(405);
    expect(result.headers.allow).toBe('GET, HEAD');
    expect(JSON.parse(result.text).error).toMatchObject({ code: 'method_not_allowed' });
  });

  it('says the kit is not built, with the command to run, when its directory is missing', async () => {
    const result = await rawRequest(unbuilt, `${KIT_BASE_PATH}${ENTRY}`);
    expect(result.status).toBe(503);
    expect(JSON.parse(result.text).error.message).toContain('npm run build');
  });
});
