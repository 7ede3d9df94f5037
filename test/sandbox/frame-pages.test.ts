import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FRAME_DIR, requestedSegments, withPageScript } from '../../src/sandbox/http/frame-pages.js';
import { type RunningSandbox, startSandbox } from '../../src/sandbox/index.js';
import { type RawAnswer, rawRequest } from '../support/raw-request.js';

/**
 * The frame pages served by the sandbox under /elements/v1/ (contract: Frame pages served by the
 * service), from a small fixture directory (the `frameDir` option) so these tests never depend on the
 * real build. Requests go over real HTTP with node:http, which sends the path exactly as written:
 * fetch() would resolve `..` and `%2e%2e` before anything reached the server.
 */

const HTML = '<!doctype html><title>card</title><script type="module" src="/elements/v1/assets/card-frame-AbC12_x9.js"></script>';
const SCRIPT = 'console.log("frame");';
const SECRET = 'TOP-SECRET-OUTSIDE-THE-FRAME-DIR';
const NOTIFICATION_HTML =
  '<!doctype html><title>3DS notification</title><script type="module" src="/elements/v1/assets/notify-Nn11Oo22.js"></script>';
const CONTAINER_HTML = '<!doctype html><title>3DS container</title>';
const METHOD_HTML = '<!doctype html><title>3DS Method</title>';

let workDir: string;
let frameDir: string;
let sandbox: RunningSandbox;
let withOrigins: RunningSandbox;
let unbuilt: RunningSandbox;
let strict: RunningSandbox;

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'svc-frame-'));
  frameDir = join(workDir, 'frame');
  mkdirSync(join(frameDir, 'assets'), { recursive: true });
  writeFileSync(join(frameDir, 'card-frame.html'), HTML);
  writeFileSync(join(frameDir, '3ds-notification.html'), NOTIFICATION_HTML);
  writeFileSync(join(frameDir, '3ds-container.html'), CONTAINER_HTML);
  writeFileSync(join(frameDir, '3ds-method.html'), METHOD_HTML);
  writeFileSync(join(frameDir, 'assets', 'card-frame-AbC12_x9.js'), SCRIPT);
  writeFileSync(join(frameDir, 'assets', 'card-frame-Zy98-kLm.css'), 'input { color: black }');
  writeFileSync(join(frameDir, 'assets', 'logo-Q1w2E3r4.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(frameDir, 'assets', 'card-frame-AbC12_x9.js.map'), '{"version":3}');
  writeFileSync(join(frameDir, 'robots.txt'), 'User-agent: *');
  writeFileSync(join(frameDir, 'notes.md'), 'not a served type');
  writeFileSync(join(frameDir, '.env'), SECRET);
  // Outside the directory: a file beside it, a sibling whose name starts like it, and a link out.
  writeFileSync(join(workDir, 'secret.txt'), SECRET);
  mkdirSync(join(workDir, 'frame-secrets'));
  writeFileSync(join(workDir, 'frame-secrets', 'key.txt'), SECRET);
  symlinkSync(join(workDir, 'secret.txt'), join(frameDir, 'escape.txt'));
  symlinkSync(join(workDir, 'frame-secrets'), join(frameDir, 'linked'));

  [sandbox, withOrigins, unbuilt, strict] = await Promise.all([
    startSandbox({ frameDir, rateLimits: false }),
    startSandbox({ frameDir, rateLimits: false, allowedOrigins: ['https://shop.example', 'https://checkout.shop.example:8443'] }),
    startSandbox({ frameDir: join(workDir, 'not-built-yet'), rateLimits: false }),
    startSandbox({ frameDir, requireHttps: true }),
  ]);
});

afterAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- a beforeAll that failed leaves some unset
  await Promise.all([sandbox, withOrigins, unbuilt, strict].map((s) => s?.close()));
  rmSync(workDir, { recursive: true, force: true });
});

/** The policy as a map of directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectNoCookie(result: RawAnswer) {
  expect(result.headers['set-cookie']).toBeUndefined();
}

function expectNotFound(result: RawAnswer) {
  expect(result.status).toBe(404);
  const body = JSON.parse(result.text);
  expect(body.error).toMatchObject({ type: 'invalid_request_error', code: 'route_not_found', status: 404 });
  expect(body.error.request_id).toMatch(/^req_/);
  expect(result.text).not.toContain(SECRET);
  expectNoCookie(result);
}

const LOOPBACK = ['http://localhost:*', 'https://localhost:*', 'http://127.0.0.1:*', 'https://127.0.0.1:*'];

describe('frame pages: what they answer', () => {
  it('GET /elements/v1/card-frame.html: 200 text/html, the file as built, no key needed', async () => {
    const result = await rawRequest(sandbox, '/elements/v1/card-frame.html');
    expect(result.status).toBe(200);
    expect(result.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(result.text).toBe(HTML);
    expect(result.headers['content-length']).toBe(String(Buffer.byteLength(HTML)));
  });

  it('HTML: nosniff, Referrer-Policy: origin, Cache-Control: no-cache, never Set-Cookie', async () => {
    const result = await rawRequest(sandbox, '/elements/v1/card-frame.html');
    expect(result.headers['x-content-type-options']).toBe('nosniff');
    expect(result.headers['referrer-policy']).toBe('origin');
    expect(result.headers['cache-control']).toBe('no-cache');
    expectNoCookie(result);
  });

  it('HTML: the strict CSP, directive by directive, with nothing unsafe in it', async () => {
    const policy = String((await rawRequest(sandbox, '/elements/v1/3ds-notification.html')).headers['content-security-policy']);
    const csp = directives(policy);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'none'"]);
    expect(csp.get('require-trusted-types-for')).toEqual(["'script'"]);
    expect(csp.get('trusted-types')).toEqual(["'none'"]);
    expect(csp.get('report-uri')).toEqual(['/_sandbox/csp-reports']);
    // No frame-src: default-src 'none' applies, so the page frames nothing.
    expect(csp.has('frame-src')).toBe(false);
    expect(policy).not.toMatch(/unsafe-|\bhttps?:(?!\/\/)|(?:^|\s)\*(?:\s|;|$)/);
  });

  it.each(['card-frame.html', '3ds-container.html', '3ds-method.html', '3ds-notification.html'])(
    "%s: Trusted Types required, with no policy allowed (trusted-types 'none'), and violations reported",
    async (page) => {
      const csp = directives(String((await rawRequest(sandbox, `/elements/v1/${page}`)).headers['content-security-policy']));
      expect(csp.get('require-trusted-types-for')).toEqual(["'script'"]);
      expect(csp.get('trusted-types')).toEqual(["'none'"]);
      expect(csp.get('report-uri')).toEqual(['/_sandbox/csp-reports']);
    },
  );

  it('the card page, which holds the card number, frames only its own origin and submits no form (issue 13)', async () => {
    const policy = String((await rawRequest(sandbox, '/elements/v1/card-frame.html')).headers['content-security-policy']);
    const csp = directives(policy);
    expect(csp.get('frame-src')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'none'"]);
    const strict = directives(String((await rawRequest(sandbox, '/elements/v1/3ds-notification.html')).headers['content-security-policy']));
    expect([...csp].filter(([name]) => name !== 'frame-src')).toEqual([...strict]);
    expect(policy).not.toMatch(/unsafe-|\bhttps?:(?!\/\/)|(?:^|\s)\*(?:\s|;|$)/);
  });

  it.each(['3ds-method.html', '3ds-container.html'])(
    "the 3DS page %s, which talks to banks and holds no card data, may frame and post to the ACS: frame-src and form-action 'self' https:, the rest of the policy unchanged",
    async (page) => {
      const policy = String((await rawRequest(sandbox, `/elements/v1/${page}`)).headers['content-security-policy']);
      const csp = directives(policy);
      expect(csp.get('frame-src')).toEqual(["'self'", 'https:']);
      expect(csp.get('form-action')).toEqual(["'self'", 'https:']);
      const strict = directives(String((await rawRequest(sandbox, '/elements/v1/3ds-notification.html')).headers['content-security-policy']));
      const others = (map: Map<string, string[]>) => [...map].filter(([name]) => name !== 'frame-src' && name !== 'form-action');
      expect(others(csp)).toEqual(others(strict));
      // A bare scheme appears nowhere else, and nothing unsafe anywhere.
      const rest = policy.replace(/(?:^|;\s*)(?:frame-src|form-action) 'self' https:/g, '');
      expect(rest).not.toMatch(/unsafe-|\bhttps?:(?!\/\/)|(?:^|\s)\*(?:\s|;|$)/);
    },
  );

  it('frame-ancestors: the service itself and loopback origins on any port, nothing else by default', async () => {
    const csp = directives(String((await rawRequest(sandbox, '/elements/v1/card-frame.html')).headers['content-security-policy']));
    const ancestors = csp.get('frame-ancestors')!;
    expect(ancestors).toContain("'self'");
    for (const source of LOOPBACK) expect(ancestors).toContain(source);
    expect(ancestors.filter((source) => !/^'self'$|^https?:\/\/(?:\*\.)?(?:localhost|127\.0\.0\.1):\*$/.test(source))).toEqual([]);
  });

  it('frame-ancestors adds each --allowed-origin, and only those', async () => {
    const csp = directives(String((await rawRequest(withOrigins, '/elements/v1/card-frame.html')).headers['content-security-policy']));
    const ancestors = csp.get('frame-ancestors')!;
    expect(ancestors).toContain('https://shop.example');
    expect(ancestors).toContain('https://checkout.shop.example:8443');
    const plain = directives(String((await rawRequest(sandbox, '/elements/v1/card-frame.html')).headers['content-security-policy']));
    expect(plain.get('frame-ancestors')).not.toContain('https://shop.example');
  });

  it('a hashed asset: its content type and a year-long immutable Cache-Control', async () => {
    const script = await rawRequest(sandbox, '/elements/v1/assets/card-frame-AbC12_x9.js');
    expect(script.status).toBe(200);
    expect(script.text).toBe(SCRIPT);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expectNoCookie(script);
    const style = await rawRequest(sandbox, '/elements/v1/assets/card-frame-Zy98-kLm.css');
    expect(style.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(style.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const map = await rawRequest(sandbox, '/elements/v1/assets/card-frame-AbC12_x9.js.map');
    expect(map.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('an SVG is served with a CSP that runs nothing, should it be opened on its own', async () => {
    const svg = await rawRequest(sandbox, '/elements/v1/assets/logo-Q1w2E3r4.svg');
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['content-security-policy']).toContain("default-src 'none'");
    expect(svg.headers['content-security-policy']).toContain('sandbox');
  });

  it('a file without a content hash is revalidated (no-cache), like the pages', async () => {
    const result = await rawRequest(sandbox, '/elements/v1/robots.txt');
    expect(result.status).toBe(200);
    expect(result.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(result.headers['cache-control']).toBe('no-cache');
  });

  it('HEAD answers the headers of GET without a body', async () => {
    const result = await rawRequest(sandbox, '/elements/v1/card-frame.html', { method: 'HEAD' });
    expect(result.status).toBe(200);
    expect(result.text).toBe('');
    expect(result.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(result.headers['content-security-policy']).toContain('frame-ancestors');
    expectNoCookie(result);
  });

  it('If-None-Match with the ETag → 304 with the same security headers', async () => {
    const first = await rawRequest(sandbox, '/elements/v1/card-frame.html');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await rawRequest(sandbox, '/elements/v1/card-frame.html', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expectNoCookie(again);
  });

  it('keys and cookies sent along are ignored: the pages are public and set no cookie', async () => {
    const result = await rawRequest(sandbox, '/elements/v1/card-frame.html', {
      headers: { authorization: 'Bearer sk_test_not_a_key', cookie: 'session=abc' },
    });
    expect(result.status).toBe(200);
    expectNoCookie(result);
  });

  it('POST /elements/v1/3ds-notification.html (the ACS and the 3DS Method post to it): 200, the page as for GET, same headers', async () => {
    const cres = new URLSearchParams({ cres: Buffer.from('{"transStatus":"Y"}').toString('base64url') }).toString();
    const posted = await rawRequest(sandbox, '/elements/v1/3ds-notification.html', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(cres.length) },
      body: cres,
    });
    const got = await rawRequest(sandbox, '/elements/v1/3ds-notification.html');
    expect(posted.status).toBe(200);
    expect(posted.text).toBe(NOTIFICATION_HTML);
    for (const name of ['content-type', 'content-security-policy', 'x-content-type-options', 'referrer-policy', 'cache-control', 'content-length']) {
      expect(posted.headers[name], name).toBe(got.headers[name]);
    }
    expect(directives(String(posted.headers['content-security-policy'])).get('frame-ancestors')).toContain("'self'");
    expectNoCookie(posted);
  });

  it('POST to the notification page with more than 16 KiB of form data → 413, the page is not served', async () => {
    const body = `cres=${'a'.repeat(16 * 1024)}`;
    const result = await rawRequest(sandbox, '/elements/v1/3ds-notification.html', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    expect(result.status).toBe(413);
    expect(JSON.parse(result.text).error.code).toBe('request_too_large');
    expect(result.text).not.toContain('3DS notification');
  });

  it('PUT or DELETE on the notification page → 405 with Allow: GET, HEAD, POST', async () => {
    for (const method of ['PUT', 'DELETE']) {
      const result = await rawRequest(sandbox, '/elements/v1/3ds-notification.html', { method });
      expect(result.status, method).toBe(405);
      expect(result.headers.allow).toBe('GET, HEAD, POST');
    }
  });

  it('POST, PUT or DELETE → 405 method_not_allowed with Allow: GET, HEAD', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const result = await rawRequest(sandbox, '/elements/v1/card-frame.html', { method });
      expect(result.status, method).toBe(405);
      expect(result.headers.allow).toBe('GET, HEAD');
      expect(JSON.parse(result.text).error.code).toBe('method_not_allowed');
      expectNoCookie(result);
    }
  });

  it('--require-https: plain HTTP to a frame page → 403 https_required, like the API', async () => {
    const result = await rawRequest(strict, '/elements/v1/card-frame.html');
    expect(result.status).toBe(403);
    expect(JSON.parse(result.text).error.code).toBe('https_required');
  });
});

describe('frame pages: nothing outside the directory', () => {
  it('an unknown file → 404 route_not_found in the sandbox’s error shape', async () => {
    expectNotFound(await rawRequest(sandbox, '/elements/v1/nope.html'));
    expectNotFound(await rawRequest(sandbox, '/elements/v1/assets/nope-12345678.js'));
  });

  it('a directory, the bare base path and a type that is not served → 404', async () => {
    for (const path of ['/elements/v1/', '/elements/v1', '/elements/v1/assets', '/elements/v1/assets/', '/elements/v1/notes.md']) {
      expectNotFound(await rawRequest(sandbox, path));
    }
  });

  it.each([
    '/elements/v1/../secret.txt',
    '/elements/v1/../../secret.txt',
    '/elements/v1/%2e%2e/secret.txt',
    '/elements/v1/%2E%2E/secret.txt',
    '/elements/v1/.%2e/secret.txt',
    '/elements/v1/%2e%2e%2fsecret.txt',
    '/elements/v1/..%2fsecret.txt',
    '/elements/v1/..%2Fsecret.txt',
    '/elements/v1/assets/..%2f..%2fsecret.txt',
    '/elements/v1/..%5csecret.txt',
    '/elements/v1/%252e%252e/secret.txt',
    '/elements/v1/../frame-secrets/key.txt',
    '/elements/v1/%2e%2e/frame-secrets/key.txt',
    '/elements/v1//etc/passwd',
    '/elements/v1/%2fetc%2fpasswd',
    '/elements/v1/assets/./card-frame-AbC12_x9.js',
    '/elements/v1/assets/%2e/card-frame-AbC12_x9.js',
    '/elements/v1/card-frame.html%00.js',
    '/elements/v1/%c0%ae%c0%ae/secret.txt',
    '/elements/v1/%/secret.txt',
  ])('traversal attempt %s → 404, nothing read outside', async (path) => {
    expectNotFound(await rawRequest(sandbox, path));
  });

  it('a raw backslash in the path is refused before routing (400), never read as a separator', async () => {
    const result = await rawRequest(sandbox, '/elements/v1/..\\secret.txt');
    expect(result.status).toBe(400);
    expect(result.text).not.toContain(SECRET);
    expectNoCookie(result);
  });

  it('hidden files and symbolic links leading out of the directory → 404', async () => {
    expectNotFound(await rawRequest(sandbox, '/elements/v1/.env'));
    expectNotFound(await rawRequest(sandbox, '/elements/v1/%2eenv'));
    expectNotFound(await rawRequest(sandbox, '/elements/v1/escape.txt'));
    expectNotFound(await rawRequest(sandbox, '/elements/v1/linked/key.txt'));
  });

  it('requestedSegments refuses every dot segment and encoded separator, and decodes the rest', () => {
    expect(requestedSegments('/elements/v1/card-frame.html?v=1#x')).toEqual(['card-frame.html']);
    expect(requestedSegments('/elements/v1/assets/a%20b-12345678.js')).toEqual(['assets', 'a b-12345678.js']);
    for (const bad of [
      '/elements/v1/..',
      '/elements/v1/a/%2E',
      '/elements/v1/a%2fb',
      '/elements/v1/a%5Cb',
      '/elements/v1/a%00',
      '/elements/v2/x',
      '/other',
    ]) {
      expect(requestedSegments(bad), bad).toBeNull();
    }
  });
});

describe('frame pages: before the build', () => {
  it('dist/frame missing → 503 frame_pages_not_built saying to run npm run build', async () => {
    const result = await rawRequest(unbuilt, '/elements/v1/card-frame.html');
    expect(result.status).toBe(503);
    const body = JSON.parse(result.text);
    expect(body.error).toMatchObject({ type: 'api_error', code: 'frame_pages_not_built', status: 503 });
    expect(body.error.message).toContain('npm run build');
    expect(result.headers['cache-control']).toBe('no-store');
    expectNoCookie(result);
  });

  it('a build that appears while the sandbox runs is served at once, without a restart', async () => {
    const late = await startSandbox({ frameDir: join(workDir, 'late'), rateLimits: false });
    try {
      expect((await rawRequest(late, '/elements/v1/card-frame.html')).status).toBe(503);
      mkdirSync(join(workDir, 'late'));
      writeFileSync(join(workDir, 'late', 'card-frame.html'), HTML);
      expect((await rawRequest(late, '/elements/v1/card-frame.html')).status).toBe(200);
    } finally {
      await late.close();
    }
  });

  it('by default the pages come from dist/frame of the package root', () => {
    const packageRoot = fileURLToPath(new URL('../../', import.meta.url));
    expect(DEFAULT_FRAME_DIR).toBe(resolve(packageRoot, 'dist', 'frame'));
  });
});

describe('the pageScript option: instrumentation every served page loads first (the engine suite’s collector)', () => {
  let instrumented: RunningSandbox;
  const PAGE_SCRIPT = 'window.instrumented = true;';

  beforeAll(async () => {
    const script = join(workDir, 'page-script.js');
    writeFileSync(script, PAGE_SCRIPT);
    instrumented = await startSandbox({ frameDir, rateLimits: false, pageScript: script });
  });

  afterAll(async () => {
    await instrumented.close();
  });

  it('is served from /elements/v1/__page-script.js as JavaScript, and only when set', async () => {
    const served = await rawRequest(instrumented, '/elements/v1/__page-script.js');
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(served.text).toBe(PAGE_SCRIPT);
    expectNotFound(await rawRequest(sandbox, '/elements/v1/__page-script.js'));
  });

  it('each HTML page loads it before anything of its own; other files and the default sandbox are as built', async () => {
    const page = await rawRequest(instrumented, '/elements/v1/3ds-notification.html');
    expect(page.text.startsWith('<!doctype html><title>3DS notification</title>')).toBe(false);
    expect(page.text).toBe(`<script src="/elements/v1/__page-script.js"></script>${NOTIFICATION_HTML}`);
    expect(Number(page.headers['content-length'])).toBe(Buffer.byteLength(page.text));
    expect((await rawRequest(instrumented, '/elements/v1/assets/card-frame-AbC12_x9.js')).text).toBe(SCRIPT);
    expect((await rawRequest(sandbox, '/elements/v1/card-frame.html')).text).toBe(HTML);
  });

  it('a page with a head gets it as the head’s first child', () => {
    expect(withPageScript('<!doctype html><html><head><meta charset="utf-8"></head></html>', '/x.js')).toBe(
      '<!doctype html><html><head><script src="/elements/v1/__page-script.js"></script><meta charset="utf-8"></head></html>',
    );
    expect(withPageScript('<p>no head</p>', undefined)).toBe('<p>no head</p>');
  });

  it('the bank’s pages load it too', async () => {
    const page = await rawRequest(instrumented, '/3ds/v1/redirect');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('<script src="/elements/v1/__page-script.js"></script>');
    expect((await rawRequest(sandbox, '/3ds/v1/redirect')).text).not.toContain('__page-script');
  });
});
