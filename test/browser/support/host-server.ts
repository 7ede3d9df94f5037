import { readFile } from 'node:fs/promises';
import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';

/**
 * The "merchant host" of the browser tests: a tiny static server on a loopback origin other than the
 * sandbox's, serving the test pages (test/browser/pages/) and the kit's bundle
 * (dist/elements/svc-elements.js) under a strict CSP, the way a careful merchant would: no inline
 * script or style, frames and API calls to the service origin only.
 *
 * A page asked for with `?trusted-types` is also served with `require-trusted-types-for 'script'; trusted-types 'none'`,
 * one asked for with `?style-nonce=<nonce>` with that nonce allowed in `style-src`, one asked for with
 * `?script-nonce=<nonce>` with `script-src 'nonce-<nonce>' 'strict-dynamic'` (and `%SCRIPT_NONCE%` in the page). With the `cspReportUri`
 * option, every policy reports its violations there (`report-uri`).
 *
 * Pages are templates: `%SANDBOX_URL%`, `%PUBLISHABLE_KEY%` and `%CLIENT_SECRET%` are replaced
 * (HTML-escaped) by the sandbox's origin, its publishable key and the page URL's `?client_secret=`;
 * `%KIT_SRC%` and `%KIT_INTEGRITY%` by the address of the script-tag file the sandbox serves
 * (`/elements/kit/svc-elements-<version>.js`) and its hash from dist/cdn/sri.json. A page that loads
 * the kit from there is served with the sandbox's origin in `script-src` too, as a merchant's would be.
 * With `?kit-via-redirect`, `%KIT_SRC%` is the relative `cdn/<file>`, which this server redirects to the sandbox;
 * with `?kit-via-redirect=split`, `cdn-split/<file>`, which redirects to a copy whose chunks are altered (below).
 * Scripts and styles a page needs live beside it as files (`pages/<name>.js`), since the CSP
 * forbids inline ones.
 */

export interface HostServerOptions {
  /** The directory of the pages (flat: no subdirectories are served). */
  pagesDir: string;
  /** The built kit's main entry; it and every script beside it are served at the root (`/svc-elements.js`, `/chunks/…`). */
  elementsBundle: string;
  /** The service's origin, e.g. `http://localhost:4242`: the only origin pages may frame and call. */
  sandboxOrigin: string;
  publishableKey: string;
  /** Defaults to 127.0.0.1, so the host and a sandbox on `localhost` are different origins and sites. */
  host?: string;
  /**
   * A script every page loads first, from `/__page-script.js`, as the sandbox's option of the same name
   * does for its pages: the engine suite's collector of console errors and CSP violations (test/engines/).
   */
  pageScript?: string;
  /**
   * Where every page's CSP violations are reported (strict-csp.spec.ts: the sandbox's
   * `/_sandbox/csp-reports`), with `report-uri` (not `report-to`: src/sandbox/http/frame-pages.ts, CSP_REPORT_PATH).
   */
  cspReportUri?: string;
}

export interface RunningHostServer {
  url: string;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  map: 'application/json; charset=utf-8',
};

/** A strict merchant policy: nothing inline, nothing from anywhere but itself and the service. */
export function hostPagePolicy(sandboxOrigin: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${sandboxOrigin}`,
    `frame-src ${sandboxOrigin}`,
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** What the server answers a request with. */
interface Reply {
  status: number;
  type: string;
  body: string | Buffer;
  extra: Record<string, string>;
}

const reply = (status: number, type: string, body: string | Buffer, extra: Record<string, string> = {}): Reply => ({ status, type, body, extra });

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The script-tag file as the sandbox serves it, and its integrity, from the build's manifest (dist/cdn/sri.json). */
async function scriptTagKit(options: HostServerOptions, viaRedirect: string | null): Promise<{ src: string; integrity: string }> {
  const manifest = JSON.parse(await readFile(join(dirname(options.elementsBundle), '..', 'cdn', 'sri.json'), 'utf8')) as {
    version: string;
    files: Record<string, string>;
  };
  const file = `svc-elements-${manifest.version}.js`;
  const integrity = manifest.files[file];
  if (integrity === undefined) throw new Error(`dist/cdn/sri.json lists no ${file}: run npm run build`);
  const src = viaRedirect === null ? `${options.sandboxOrigin}/elements/kit/${file}` : viaRedirect === 'split' ? `cdn-split/${file}` : `cdn/${file}`;
  return { src, integrity };
}

export async function startHostServer(options: HostServerOptions): Promise<RunningHostServer> {
  const policy = hostPagePolicy(options.sandboxOrigin);
  const answer = async (req: IncomingMessage): Promise<Reply> => {
    const url = new URL(req.url ?? '/', 'http://host.invalid');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      // A merchant form posting to itself: answer with what it sent, so a test can read it.
      if (req.method === 'POST' && url.pathname === '/echo') {
        let body = '';
        req.setEncoding('utf8');
        for await (const chunk of req as AsyncIterable<string>) body += chunk;
        return reply(200, 'text/plain; charset=utf-8', body);
      }
      return reply(405, 'text/plain; charset=utf-8', 'Method not allowed', { allow: 'GET, HEAD' });
    }
    try {
      // The kit's script-tag build: its entries (`/svc-elements.js`, `/svc-payment-status.js`) and the
      // chunks they import lazily (the 3D Secure dialog), all from dist/elements/ beside the bundle.
      if (url.pathname === '/__page-script.js' && options.pageScript !== undefined) return reply(200, TYPES.js!, await readFile(options.pageScript));
      // `/cdn/…`: an alias that redirects to the sandbox's /elements/kit/…, as a merchant's `/static/pay.js`
      // or a CDN's version range would (script-tag.html?kit-via-redirect).
      if (url.pathname.startsWith('/cdn/')) {
        return reply(302, 'text/plain; charset=utf-8', '', {
          location: `${options.sandboxOrigin}/elements/kit/${url.pathname.slice('/cdn/'.length)}`,
        });
      }
      // `/cdn-split/…` (?kit-via-redirect=split): the file redirects to /kit-tampered/, where every chunk
      // runs `window.tampered = true` first, while the chunks beside the address the page wrote are the
      // genuine ones. A loader that imported relative to the redirected address would run a chunk it never checked.
      const split = /^\/cdn-split\/(.+)$/.exec(url.pathname);
      if (split) {
        const location = split[1]!.startsWith('chunks/') ? `${options.sandboxOrigin}/elements/kit/${split[1]!}` : `/kit-tampered/${split[1]!}`;
        return reply(302, 'text/plain; charset=utf-8', '', { location });
      }
      const tampered = /^\/kit-tampered\/((?:chunks\/)?[A-Za-z0-9_.-]+\.js)$/.exec(url.pathname);
      if (tampered) {
        const file = await readFile(join(dirname(options.elementsBundle), '..', 'cdn', tampered[1]!), 'utf8');
        return reply(200, TYPES.js!, tampered[1]!.startsWith('chunks/') ? `window.tampered = true;\n${file}` : file);
      }
      const kitFile = /^\/(svc-elements|svc-payment-status|chunks\/[A-Za-z0-9_-]+)\.js(\.map)?$/.exec(url.pathname);
      if (kitFile) {
        const file = join(dirname(options.elementsBundle), url.pathname.slice(1));
        return reply(200, TYPES[kitFile[2] ? 'map' : 'js']!, await readFile(file));
      }
      const name = url.pathname === '/' ? 'index.html' : url.pathname.slice(1);
      const match = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*\.(html|js|css)$/.exec(name);
      if (!match || name.includes('..')) return reply(404, 'text/plain; charset=utf-8', 'Not found');
      const type = match[1]!;
      const content = await readFile(join(options.pagesDir, name), 'utf8');
      if (type !== 'html') return reply(200, TYPES[type]!, content);
      const kit = content.includes('%KIT_SRC%') ? await scriptTagKit(options, url.searchParams.get('kit-via-redirect')) : null;
      const page = content
        .replaceAll('%KIT_SRC%', escapeHtml(kit?.src ?? ''))
        .replaceAll('%KIT_INTEGRITY%', escapeHtml(kit?.integrity ?? ''))
        .replace(/<head>/i, options.pageScript === undefined ? '$&' : '$&<script src="/__page-script.js"></script>')
        .replaceAll('%SANDBOX_URL%', escapeHtml(options.sandboxOrigin))
        .replaceAll('%PUBLISHABLE_KEY%', escapeHtml(options.publishableKey))
        .replaceAll('%CLIENT_SECRET%', escapeHtml(url.searchParams.get('client_secret') ?? ''))
        .replaceAll('%SCRIPT_NONCE%', escapeHtml(url.searchParams.get('script-nonce') ?? ''));
      // `?trusted-types`: the page also enforces Trusted Types, as the strictest merchants do, and
      // allows no policy at all (`trusted-types 'none'`): the elements create none and use no HTML sink.
      let pagePolicy = kit === null ? policy : policy.replace("script-src 'self'", `script-src 'self' ${options.sandboxOrigin}`);
      pagePolicy = url.searchParams.has('trusted-types') ? `${pagePolicy}; require-trusted-types-for 'script'; trusted-types 'none'` : pagePolicy;
      // `?style-nonce=<nonce>`: `<style nonce>` elements may apply too, as under a merchant's nonce-based policy
      // (an engine without constructed stylesheets, docs/browsers.md). Routing the page through Playwright
      // instead would make Chromium treat it as public and block its frame from loopback.
      // `?script-nonce=<nonce>`: a nonce-based script policy instead of the host list, as many merchants
      // write it (`script-src 'nonce-…' 'strict-dynamic'`); the page's `%SCRIPT_NONCE%` is that nonce.
      const scriptNonce = url.searchParams.get('script-nonce');
      if (scriptNonce !== null && /^[\w+/=-]+$/.test(scriptNonce)) {
        pagePolicy = pagePolicy.replace(/script-src [^;]+/, `script-src 'nonce-${scriptNonce}' 'strict-dynamic'`);
      }
      const styleNonce = url.searchParams.get('style-nonce');
      if (styleNonce !== null && /^[\w+/=-]+$/.test(styleNonce))
        pagePolicy = pagePolicy.replace("style-src 'self'", `style-src 'self' 'nonce-${styleNonce}'`);
      if (options.cspReportUri !== undefined) pagePolicy = `${pagePolicy}; report-uri ${options.cspReportUri}`;
      return reply(200, TYPES.html!, page, { 'content-security-policy': pagePolicy });
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      if (missing && url.pathname.startsWith('/svc-elements.js')) {
        return reply(503, 'text/plain; charset=utf-8', `${options.elementsBundle} is missing: run npm run build`);
      }
      return reply(missing ? 404 : 500, 'text/plain; charset=utf-8', missing ? 'Not found' : String(error));
    }
  };
  const server: Server = createServer((req, res) => {
    void answer(req).then(({ status, type, body, extra }) => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', ...extra });
      res.end(req.method === 'HEAD' ? undefined : body);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
