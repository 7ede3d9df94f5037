import { readFileSync, readdirSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * A merchant's font host for the web-font tests (issue 12, item 2; docs/fonts.md): a real HTTP server on
 * a loopback port of its own, serving a real font (the Codicon TrueType font that Playwright ships in
 * playwright-core, a pinned dev dependency), stylesheets that reference it, and files the service must
 * refuse. It counts the requests each path gets, so a test can tell what the service fetched.
 */

/** A real TrueType font: Playwright's Codicon (MIT), from playwright-core's recorder assets. */
export function testFontBytes(): Buffer {
  const dir = join(dirname(createRequire(import.meta.url).resolve('playwright-core/package.json')), 'lib/vite/recorder/assets');
  const file = readdirSync(dir).find((name) => /^codicon.*\.ttf$/.test(name));
  if (file === undefined) throw new Error(`no codicon*.ttf in ${dir}: playwright-core's layout changed; point testFontBytes() at another real font`);
  return readFileSync(join(dir, file));
}

export interface FontHost {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  /** The same server under another origin (`http://localhost:<port>`): one the tests never register. */
  otherOriginUrl: string;
  /** How many requests each path got. */
  requests: Map<string, number>;
  close(): Promise<void>;
}

interface Answer {
  status?: number;
  type?: string;
  body: string | Buffer;
  headers?: Record<string, string>;
}

/** What the host serves, by path; `url` is the host's own origin. */
function answers(url: string, font: Buffer): Record<string, Answer> {
  const face = (family: string, src: string, extra = '') => `@font-face { font-family: '${family}'; src: url(${src}) format('truetype'); ${extra} }`;
  return {
    '/font.ttf': { type: 'font/ttf', body: font },
    '/font-italic.ttf': { type: 'font/ttf', body: font },
    // Split per digit, as the known attack does: the service must keep whole faces only.
    '/digits.css': {
      type: 'text/css',
      body: [
        '/* one face per digit */',
        face('Split Digits', '/font.ttf', 'unicode-range: U+30; font-weight: 400; font-display: swap;'),
        face('Split Digits', `${url}/font-italic.ttf`, 'unicode-range: U+31; font-style: italic;'),
      ].join('\n'),
    },
    '/family.css': { type: 'text/css', body: face('Svc Css Font', 'font.ttf') },
    '/import.css': { type: 'text/css', body: `@import url(${url}/family.css);\n${face('X', '/font.ttf')}` },
    '/other-rule.css': { type: 'text/css', body: `${face('X', '/font.ttf')}\nbody { background: url(${url}/track.png) }` },
    '/url-elsewhere.css': { type: 'text/css', body: `@font-face { font-family: 'X'; src: url(/font.ttf); background-image: url(/track.png) }` },
    '/foreign-font.css': { type: 'text/css', body: face('X', `${url.replace('127.0.0.1', 'localhost')}/font.ttf`) },
    '/nine-faces.css': { type: 'text/css', body: Array.from({ length: 9 }, (_, index) => face(`F${index}`, '/font.ttf')).join('\n') },
    '/html.ttf': { type: 'font/ttf', body: '<!doctype html><script>alert(1)</script>' },
    '/otf.otf': { type: 'font/otf', body: Buffer.concat([Buffer.from('OTTO'), font.subarray(4)]) },
    '/large.woff2': { type: 'font/woff2', body: Buffer.concat([Buffer.from('wOF2'), Buffer.alloc(1024 * 1024)]) },
    '/redirect.ttf': { status: 302, body: '', headers: { location: '/font.ttf' } },
    '/missing.ttf': { status: 404, body: 'not here' },
  };
}

export async function startFontHost(port = 0): Promise<FontHost> {
  const font = testFontBytes();
  const requests = new Map<string, number>();
  let table: Record<string, Answer> = {};
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://host').pathname;
    requests.set(path, (requests.get(path) ?? 0) + 1);
    const answer = table[path];
    if (answer === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(answer.status ?? 200, { ...(answer.type ? { 'content-type': answer.type } : {}), ...answer.headers });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${bound}`;
  table = answers(url, font);
  return {
    url,
    otherOriginUrl: `http://localhost:${bound}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
