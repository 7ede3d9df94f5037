import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Context, Hono } from 'hono';
import { type AppEnv, errorResponse, readBodyWithin } from './pipeline.js';
import { SandboxError } from '../model/errors.js';
import { storedFont } from '../model/fonts.js';
import type { SandboxService } from '../model/service.js';

/**
 * The kit's secure pages, served from the service's own origin under a versioned path (contract:
 * Frame pages served by the service). They are static files built by `vite.frame.config.ts` into
 * `dist/frame/` with the same base path; this module only serves them, with the headers that keep
 * card data out of the merchant's reach: a strict CSP whose `frame-ancestors` lists the origins
 * allowed to embed them, no cookies, no MIME sniffing, and no way out of the directory.
 */

/** Must equal `FRAME_BASE` in vite.frame.config.ts: the built pages refer to their assets under it. */
export const FRAME_BASE_PATH = '/elements/v1/';

/**
 * `dist/frame/` of this package. This file is `src/sandbox/http/frame-pages.ts` under Vitest and
 * `dist/sandbox/http/frame-pages.js` once built or installed: the package root is three levels up from both.
 */
export const DEFAULT_FRAME_DIR = resolve(fileURLToPath(new URL('../../../dist/frame/', import.meta.url)));

/**
 * The kit's script-tag file and its chunks (issue 11, item 1), as the service's CDN serves them: the
 * merchant page loads `/elements/kit/svc-elements-<version>.js` from the service origin, so that one
 * origin in `script-src`, `frame-src` and `connect-src` is the whole of its policy (docs/install.md).
 */
export const KIT_BASE_PATH = '/elements/kit/';

/** `dist/cdn/` of this package (`vite.elements.config.ts --mode script-tag`), like DEFAULT_FRAME_DIR. */
export const DEFAULT_KIT_DIR = resolve(fileURLToPath(new URL('../../../dist/cdn/', import.meta.url)));

/**
 * The return page's catalogues (issue 12, item 5): `<tag>.json` below this path, built into
 * `dist/frame/payment-status/locales/` (vite.frame.config.ts, STATUS_CATALOGUE_DIR) and fetched by
 * `<svc-payment-status>` from the merchant's page (src/elements/payment-status/catalogues.ts, which
 * holds the same path), so they are answered with CORS.
 */
export const STATUS_CATALOGUE_PATH = `${FRAME_BASE_PATH}payment-status/locales/`;

/**
 * The web fonts the service fetched and checked for the card frame (model/fonts.ts, docs/fonts.md),
 * named by the SHA-256 of their bytes: loaded by the frame from its own origin (`font-src 'self'`).
 */
export const FONT_PATH = `${FRAME_BASE_PATH}fonts/`;

/**
 * A checked font: immutable (its name is its hash), for this origin's pages only
 * (`Cross-Origin-Resource-Policy: same-origin`); any other name 404.
 */
function serveFont(c: Context<AppEnv>, service: SandboxService): Response {
  const segments = requestedSegments(c.env.incoming.url ?? '', FONT_PATH);
  const name = segments?.length === 1 ? (segments[0] ?? '') : '';
  const font = /^[0-9a-f]{64}\.(?:woff2|woff|ttf)$/.test(name) ? storedFont(service, name) : undefined;
  if (font === undefined) {
    return errorResponse(new SandboxError('route_not_found', `No font at ${new URL(c.req.url).pathname}.`), c.get('requestId'), BASE_HEADERS);
  }
  const headers = {
    ...BASE_HEADERS,
    'Content-Type': font.contentType,
    'Cache-Control': IMMUTABLE,
    'Cross-Origin-Resource-Policy': 'same-origin',
    ETag: `"${name.slice(0, 64)}"`,
  };
  if (matchesEtag(c, headers.ETag)) return new Response(null, { status: 304, headers });
  return new Response(font.bytes, { status: 200, headers: { ...headers, 'Content-Length': String(font.bytes.byteLength) } });
}

/** A catalogue's file name: a lowercase BCP 47 tag (`de`, `pt-br`, `zh-hant`) and `.json`. */
const STATUS_CATALOGUE_FILE = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*\.json$/;

/**
 * Loopback origins in CSP source syntax, any port: what `isAllowedOrigin` accepts by default (auth.ts).
 * CSP host sources cannot express `127.0.0.0/8` or an IPv6 literal such as `[::1]`, so those
 * loopback origins may call the API but cannot frame the pages; use `localhost` or `127.0.0.1`.
 */
export const LOOPBACK_FRAME_ANCESTORS = [
  'http://localhost:*',
  'https://localhost:*',
  'http://*.localhost:*',
  'https://*.localhost:*',
  'http://127.0.0.1:*',
  'https://127.0.0.1:*',
] as const;

/**
 * Who may embed the pages: the service itself (the 3DS container frames the notification page),
 * loopback origins, and every `--allowed-origin`. Any other ancestor makes the browser refuse to
 * render the page; the API refuses the publishable key from such an origin as well (auth.ts).
 */
export function frameAncestors(allowedOrigins: readonly string[]): string {
  return ["'self'", ...LOOPBACK_FRAME_ANCESTORS, ...allowedOrigins].join(' ');
}

/**
 * The kit's 3DS notification page (contract: Next actions and 3D Secure): the 3DS Method and the ACS
 * form-POST to it, so it is the one page served for POST as well.
 */
export const THREE_DS_NOTIFICATION_PAGE = '3ds-notification.html';

/**
 * The pages that talk to banks (issue 13): the 3DS Method page form-POSTs `threeDSMethodData` to the
 * ACS in a hidden iframe, the container posts the CReq into the challenge iframe. A real ACS is any
 * bank's `https:` origin; `'self'` covers the sandbox's own ACS, also on `http://localhost`. Neither
 * page ever holds card data. The card page, which does, frames only this origin (its hidden 3DS
 * Method page) and submits no form anywhere: an injected script could not send the card number
 * to another host through a frame or a form.
 */
export const THREE_DS_HOST_PAGES: readonly string[] = ['3ds-method.html', '3ds-container.html'];

/** The card page: it frames the 3DS Method page, of its own origin, and nothing else. */
export const CARD_PAGE = 'card-frame.html';

/** At most this much form data is read from a POST to the notification page, and then ignored. */
export const NOTIFICATION_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * Where the frame pages' browsers send a CSP violation (`report-uri`): the sandbox keeps what arrives
 * and lists it (routes/csp-reports.ts, docs/sandbox.md); the service reports to an endpoint of its own.
 * No `report-to`: where it is present Chromium ignores `report-uri` and queues the report for the
 * Reporting API instead, which delivered nothing on `http://localhost` in our test browser (Chromium
 * 156, headless, even with `--short-reporting-delay`). The endpoint reads that API's bodies as well.
 */
export const CSP_REPORT_PATH = '/_sandbox/csp-reports';

/**
 * The Trusted Types policies each page creates: none. Every page writes text with `textContent` and
 * builds elements with DOM calls, and Vite's dynamic imports take no HTML sink, so `trusted-types
 * 'none'` (no policy may be created) holds beside `require-trusted-types-for 'script'`.
 */
export const FRAME_TRUSTED_TYPES = "'none'";

/**
 * The policy of an HTML page (`page`: its path below FRAME_BASE_PATH): nothing inline, nothing from
 * elsewhere, Trusted Types enforced with no policy allowed, violations reported to CSP_REPORT_PATH.
 * Only the 3DS pages that talk to banks may frame or post to another origin; the card page frames
 * its own origin only.
 */
export function framePagePolicy(allowedOrigins: readonly string[], page = ''): string {
  const hostsThreeDS = THREE_DS_HOST_PAGES.includes(page);
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    ...(hostsThreeDS ? ["frame-src 'self' https:"] : page === CARD_PAGE ? ["frame-src 'self'"] : []),
    "base-uri 'none'",
    hostsThreeDS ? "form-action 'self' https:" : "form-action 'none'",
    `frame-ancestors ${frameAncestors(allowedOrigins)}`,
    "require-trusted-types-for 'script'",
    `trusted-types ${FRAME_TRUSTED_TYPES}`,
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}

/** Where the `pageScript` option's file is served (model/config.ts): same origin, so `script-src 'self'` allows it. */
export const PAGE_SCRIPT_PATH = `${FRAME_BASE_PATH}__page-script.js`;

/**
 * An HTML page with the `pageScript` option's script as the first thing in its head, so it runs
 * before the page's own scripts (a classic script, not deferred); the page unchanged when the option
 * is off. A static `<script src>` is no Trusted Types sink, and 'self' serves it under every page's CSP.
 */
export function withPageScript(html: string, pageScript: string | undefined): string {
  if (pageScript === undefined) return html;
  const tag = `<script src="${PAGE_SCRIPT_PATH}"></script>`;
  const head = /<head[^>]*>/i.exec(html);
  return head ? html.slice(0, head.index + head[0].length) + tag + html.slice(head.index + head[0].length) : tag + html;
}

/** An SVG opened on its own is a document that could run script in the service origin: none may. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Only these types are served; anything else in the directory answers 404. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Vite names every emitted asset `assets/<name>-<hash>.<ext>` (build.assetsDir, default file names):
 * its content never changes under that name, so it may be cached for a year. Everything else, the
 * HTML pages above all, is revalidated on every load so a new build is picked up at once.
 */
const HASHED_ASSET = /^assets\/(?:[^/]+\/)*[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

const BASE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  // The merchant's page learns at most the service's origin, never a frame URL.
  'Referrer-Policy': 'origin',
};

export function mountFramePages(app: Hono<AppEnv>, service: SandboxService): void {
  const root = resolve(service.options.frameDir ?? DEFAULT_FRAME_DIR);
  const notificationPath = `${FRAME_BASE_PATH}${THREE_DS_NOTIFICATION_PAGE}`;
  const { pageScript } = service.options;
  if (pageScript !== undefined) {
    app.get(PAGE_SCRIPT_PATH, async () => {
      const body = await readFile(pageScript);
      return new Response(body, { headers: { ...BASE_HEADERS, 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' } });
    });
  }
  // Hono answers HEAD with the GET route, without the body. The catalogues' route comes first: it answers with CORS.
  app.get(`${STATUS_CATALOGUE_PATH}*`, (c) => serveStatusCatalogue(c, root));
  app.get(`${FONT_PATH}*`, (c) => serveFont(c, service));
  app.get(`${FRAME_BASE_PATH}*`, (c) => serveFramePage(c, service, root));
  app.get(`${KIT_BASE_PATH}*`, (c) => serveKitFile(c, resolve(service.options.kitDir ?? DEFAULT_KIT_DIR)));
  app.post(notificationPath, async (c) => {
    // The ACS side already resolved everything the posted fields say: read them, within a limit, and ignore them.
    if ((await readBodyWithin(c.req.raw, NOTIFICATION_BODY_LIMIT_BYTES)) === null) {
      return errorResponse(
        new SandboxError('request_too_large', `The notification page takes at most ${NOTIFICATION_BODY_LIMIT_BYTES} bytes of form data.`, {
          headers: { Connection: 'close' },
        }),
        c.get('requestId'),
        BASE_HEADERS,
      );
    }
    return serveFramePage(c, service, root, { conditional: false });
  });
  app.all(`${KIT_BASE_PATH}*`, (c) =>
    errorResponse(
      new SandboxError('method_not_allowed', `${c.req.method} is not allowed on the kit's files; use GET or HEAD.`, {
        headers: { Allow: 'GET, HEAD' },
      }),
      c.get('requestId'),
      { ...BASE_HEADERS, ...KIT_CORS_HEADERS },
    ),
  );
  app.all(`${FRAME_BASE_PATH}*`, (c) => {
    const allow = new URL(c.req.url).pathname === notificationPath ? 'GET, HEAD, POST' : 'GET, HEAD';
    return errorResponse(
      new SandboxError('method_not_allowed', `${c.req.method} is not allowed on this frame page; use ${allow}.`, {
        headers: { Allow: allow },
      }),
      c.get('requestId'),
      BASE_HEADERS,
    );
  });
}

async function serveFramePage(
  c: Context<AppEnv>,
  service: SandboxService,
  root: string,
  { conditional = true }: { conditional?: boolean } = {},
): Promise<Response> {
  const requestId = c.get('requestId');
  const notFound = () =>
    errorResponse(new SandboxError('route_not_found', `No frame page or asset at ${new URL(c.req.url).pathname}.`), requestId, {
      ...BASE_HEADERS,
      'Cache-Control': 'no-cache',
    });

  // The path as the client sent it, before URL parsing resolved any dot segment: a request that
  // names `..` in any spelling is refused, not quietly resolved to somewhere else.
  const segments = requestedSegments(c.env.incoming.url ?? '');
  if (segments === null) return notFound();

  if (!(await isDirectory(root))) {
    return errorResponse(
      new SandboxError(
        'frame_pages_not_built',
        `The frame pages are not built: ${root} does not exist. Run \`npm run build\` in the svc-elements package, then reload.`,
      ),
      requestId,
      { ...BASE_HEADERS, 'Cache-Control': 'no-store', 'Retry-After': '5' },
    );
  }

  const relative = segments.join('/');
  const contentType = CONTENT_TYPES[extname(relative).toLowerCase()];
  if (contentType === undefined) return notFound();
  const file = await fileInside(root, segments);
  if (file === null) return notFound();

  const etag = etagOf(file);
  const headers: Record<string, string> = {
    ...BASE_HEADERS,
    'Content-Type': contentType,
    'Cache-Control': HASHED_ASSET.test(relative) ? IMMUTABLE : 'no-cache',
    ETag: etag,
  };
  if (contentType.startsWith('text/html')) headers['Content-Security-Policy'] = framePagePolicy(service.options.allowedOrigins, relative);
  if (contentType === 'image/svg+xml') headers['Content-Security-Policy'] = SVG_POLICY;

  if (conditional && matchesEtag(c, etag)) return new Response(null, { status: 304, headers });
  const content = await readFile(file.path);
  const body = contentType.startsWith('text/html') ? Buffer.from(withPageScript(content.toString('utf8'), service.options.pageScript)) : content;
  headers['Content-Length'] = String(body.byteLength);
  return new Response(body, { status: 200, headers });
}

/**
 * Any page may load the kit's files, and check them: `<script integrity crossorigin>` needs a CORS
 * answer from another origin, and `Cross-Origin-Resource-Policy` lets pages that require it
 * (`Cross-Origin-Embedder-Policy`) load them too. No cookie is ever read or set.
 */
const KIT_CORS_HEADERS = { 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' };

/**
 * A hashed chunk (`chunks/<name>-<hash>.js`) never changes under its name: cached for a year. The entry
 * `svc-elements-<version>.js` does not change within a published version either, but the sandbox serves
 * local builds, which keep the version across rebuilds: revalidated (ETag), so a rebuilt file and its new
 * hash in sri.json are picked up at once (the service's CDN caches released versions for a year).
 */
const IMMUTABLE_KIT_FILE = /^chunks\/[^/]+-[A-Za-z0-9_-]{8,}\.js$/;

/**
 * A file of the kit: JavaScript and the integrity manifest (`sri.json`) only, never a page (no HTML
 * may run in the service origin from here), with CORS, a year's caching for hashed chunks, and
 * `no-cache` for the entry and the manifest.
 */
async function serveKitFile(c: Context<AppEnv>, root: string): Promise<Response> {
  const requestId = c.get('requestId');
  const segments = requestedSegments(c.env.incoming.url ?? '', KIT_BASE_PATH);
  const relative = segments?.join('/') ?? '';
  const contentType = relative.endsWith('.js') ? CONTENT_TYPES['.js'] : relative.endsWith('.json') ? CONTENT_TYPES['.json'] : undefined;
  const file = segments === null || contentType === undefined ? null : await fileInside(root, segments);
  if (file === null) {
    const built = await isDirectory(root);
    const error = built
      ? new SandboxError('route_not_found', `No file of the kit at ${new URL(c.req.url).pathname}.`)
      : new SandboxError('frame_pages_not_built', `The kit is not built: ${root} does not exist. Run \`npm run build\` in the svc-elements package.`);
    return errorResponse(error, requestId, { ...BASE_HEADERS, ...KIT_CORS_HEADERS, 'Cache-Control': 'no-cache' });
  }
  const etag = etagOf(file);
  const headers: Record<string, string> = {
    ...BASE_HEADERS,
    ...KIT_CORS_HEADERS,
    'Content-Type': contentType ?? '',
    'Cache-Control': IMMUTABLE_KIT_FILE.test(relative) ? IMMUTABLE : 'no-cache',
    ETag: etag,
  };
  if (matchesEtag(c, etag)) return new Response(null, { status: 304, headers });
  const content = await readFile(file.path);
  headers['Content-Length'] = String(content.byteLength);
  return new Response(content, { status: 200, headers });
}

/**
 * The decoded path segments below `base` (FRAME_BASE_PATH by default), or null when the request may not name a file:
 * empty segments (a directory), `.` and `..` (also as `%2e`), encoded slashes or backslashes,
 * NUL, hidden files, undecodable escapes.
 */
export function requestedSegments(rawTarget: string, base: string = FRAME_BASE_PATH): string[] | null {
  const path = rawTarget.split(/[?#]/, 1)[0] ?? '';
  if (!path.startsWith(base)) return null;
  const segments: string[] = [];
  for (const raw of path.slice(base.length).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    // eslint-disable-next-line no-control-regex -- refusing NUL and the other control characters is the point
    if (segment === '' || segment.startsWith('.') || /[/\\\0-\x1f:]/.test(segment)) return null;
    segments.push(segment);
  }
  return segments;
}

/**
 * A catalogue of the return page: data any page may read (CORS, like the kit's files), revalidated on
 * every load (`no-cache` and an ETag) so a corrected text is picked up at once. Only a lowercase tag
 * and `.json`, directly in the catalogues' directory; anything else, or a tag without a catalogue, 404.
 */
async function serveStatusCatalogue(c: Context<AppEnv>, root: string): Promise<Response> {
  const segments = requestedSegments(c.env.incoming.url ?? '', STATUS_CATALOGUE_PATH);
  const name = segments?.length === 1 ? (segments[0] ?? '') : '';
  const file = STATUS_CATALOGUE_FILE.test(name) ? await fileInside(resolve(root, 'payment-status', 'locales'), [name]) : null;
  const headers: Record<string, string> = { ...BASE_HEADERS, ...KIT_CORS_HEADERS, 'Cache-Control': 'no-cache' };
  if (file === null) {
    return errorResponse(
      new SandboxError(
        'route_not_found',
        `No catalogue of the return page at ${new URL(c.req.url).pathname}: the file names are lowercase tags, such as de.json or pt-br.json.`,
      ),
      c.get('requestId'),
      headers,
    );
  }
  const etag = etagOf(file);
  Object.assign(headers, { 'Content-Type': CONTENT_TYPES['.json'], ETag: etag });
  if (matchesEtag(c, etag)) return new Response(null, { status: 304, headers });
  const content = await readFile(file.path);
  headers['Content-Length'] = String(content.byteLength);
  return new Response(content, { status: 200, headers });
}

/** A weak validator from the file's size and modification time: a rebuilt file gets a new one. */
const etagOf = (file: { size: number; mtimeMs: number }) => `W/"${file.size.toString(16)}-${Math.trunc(file.mtimeMs).toString(16)}"`;

/** Whether the request's `If-None-Match` names `etag` (or `*`): the client's copy is current, 304. */
const matchesEtag = (c: Context<AppEnv>, etag: string): boolean =>
  c.req
    .header('if-none-match')
    ?.split(',')
    .some((tag) => tag.trim() === etag || tag.trim() === '*') ?? false;

/** The regular file `segments` names, if it lies inside `root` once every symbolic link is resolved. */
async function fileInside(root: string, segments: readonly string[]): Promise<{ path: string; size: number; mtimeMs: number } | null> {
  const candidate = resolve(root, ...segments);
  if (!candidate.startsWith(root + sep)) return null;
  try {
    const [realRoot, realFile] = await Promise.all([realpath(root), realpath(candidate)]);
    if (!realFile.startsWith(realRoot + sep)) return null;
    const info = await stat(realFile);
    return info.isFile() ? { path: realFile, size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}
