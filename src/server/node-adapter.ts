import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FetchHandler } from './handler.js';

/**
 * Runs a Fetch API handler (`(Request) => Promise<Response>`, such as `createClientSessionHandler`'s)
 * in Node's `http` server and in Express: the Node request becomes a `Request`, the `Response` is
 * written back. Types only from `node:http`, so importing this module costs nothing elsewhere.
 */

/** A Node request as Express and other frameworks leave it: maybe already parsed, maybe mounted under a prefix. */
export type NodeRequest = IncomingMessage & {
  /** Set by a body parser (`express.json()`, `express.raw()`, `express.text()`) that read the stream first. */
  body?: unknown;
  /** Express: the URL before a router stripped its mount path from `url`. */
  originalUrl?: string;
  /** Express: `https` behind a trusted proxy. */
  protocol?: string;
};

/** Never rejects: failures are answered 500, or handed to Express's `next` when there is one. */
export type NodeHandler = (request: NodeRequest, response: ServerResponse, next?: (error?: unknown) => void) => Promise<void>;

/** Hop-by-hop headers, and the length of a body this adapter may re-encode: not forwarded to the `Request`. */
const NOT_FORWARDED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer']);

/**
 * `toNodeHandler(handler)` for `http.createServer(…)`, `app.post(path, …)` or `app.use(path, …)`.
 *
 * The body is read from the stream when nothing read it before; when a body parser did
 * (`express.json()` before the route), its result is used: a Buffer or string as the bytes, an object
 * re-serialized as JSON. Mounting the route before `express.json()` is still better: a parser answers
 * malformed JSON itself (Express's 400 page) before the handler can give its own JSON error.
 */
export function toNodeHandler(handler: FetchHandler): NodeHandler {
  return async function nodeHandler(req, res, next) {
    let request: Request;
    const aborted = new AbortController();
    // The browser went away before the answer was written: let the handler stop early.
    res.once('close', () => {
      if (!res.writableFinished) aborted.abort();
    });
    try {
      request = toRequest(req, aborted.signal);
    } catch (error) {
      fail(error, res, next);
      return;
    }
    try {
      await writeResponse(await handler(request), res);
    } catch (error) {
      fail(error, res, next);
    }
  };
}

function fail(error: unknown, res: ServerResponse, next: ((error?: unknown) => void) | undefined): void {
  if (next) {
    next(error);
    return;
  }
  console.error('svc-elements: the Node adapter could not answer:', error);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(500, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ error: { code: 'internal_error', message: 'The request could not be answered.' } }));
}

function toRequest(req: NodeRequest, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    // HTTP/2 pseudo-headers (:method, :path) are not headers a Request can hold.
    if (value === undefined || name.startsWith(':') || NOT_FORWARDED.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = (req.method ?? 'GET').toUpperCase();
  const init: RequestInit & { duplex?: 'half' } = { method, headers, signal };
  if (method !== 'GET' && method !== 'HEAD') {
    const alreadyRead = req.readableDidRead || req.readableEnded;
    if (alreadyRead) {
      const body = parsedBody(req.body);
      if (body === undefined) {
        throw new Error(
          'svc-elements: the request body was read by earlier middleware that left no req.body. Mount this route before that middleware.',
        );
      }
      headers.delete('content-length');
      init.body = body;
    } else if (hasBody(req)) {
      init.body = streamOf(req);
      // Node's fetch needs to be told a streamed body is sent in one direction.
      init.duplex = 'half';
    }
  }
  return new Request(requestUrl(req), init);
}

/**
 * The bytes a body parser left: Buffer from `express.raw()`, string from `express.text()`, an object from `express.json()`.
 * Typed through `RequestInit` because `BodyInit` is a DOM name and this module compiles without the DOM (tsconfig.node.json).
 */
function parsedBody(body: unknown): NonNullable<RequestInit['body']> | undefined {
  if (body === undefined) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof Uint8Array) return new Uint8Array(body.buffer, body.byteOffset, body.byteLength) as Uint8Array<ArrayBuffer>;
  return JSON.stringify(body);
}

function hasBody(req: NodeRequest): boolean {
  return req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');
}

/** The Node stream as a web stream, with backpressure: the socket is paused while the handler is not reading. */
function streamOf(req: NodeRequest): ReadableStream<Uint8Array> {
  let done = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        req.on('data', (chunk: Buffer | string) => {
          if (done) return;
          controller.enqueue(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : new Uint8Array(chunk));
          if ((controller.desiredSize ?? 1) <= 0) req.pause();
        });
        req.once('end', () => {
          if (!done) controller.close();
          done = true;
        });
        req.once('error', (error) => {
          if (!done) controller.error(error);
          done = true;
        });
        req.pause();
      },
      pull() {
        req.resume();
      },
      cancel() {
        // The handler has read enough (a body over its limit): let the rest drain so the answer can be sent.
        done = true;
        req.resume();
      },
    },
    { highWaterMark: 1 },
  );
}

function requestUrl(req: NodeRequest): string {
  const socket = req.socket as { encrypted?: boolean } | undefined;
  const protocol = req.protocol === 'https' || socket?.encrypted ? 'https' : 'http';
  const path = req.originalUrl ?? req.url ?? '/';
  try {
    return new URL(path, `${protocol}://${req.headers.host ?? 'localhost'}`).href;
  } catch {
    // A Host header that is not a host: the path is what matters to a handler.
    return new URL(path.startsWith('/') ? path : '/', `${protocol}://localhost`).href;
  }
}

async function writeResponse(response: Response, res: ServerResponse): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(response.status, response.statusText, headers);
  if (response.body === null) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!res.write(value)) await new Promise<void>((resolve) => res.once('drain', resolve));
    }
  } finally {
    reader.releaseLock();
  }
  res.end();
}
