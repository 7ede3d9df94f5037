import { type RequestListener, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';

/** A `node:http` server on 127.0.0.1 at a free port. */
export interface LoopbackServer {
  readonly server: Server;
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  readonly url: string;
  /** Closes the server and its kept-alive connections; resolves at once if it is already closed. */
  close(): Promise<void>;
}

export async function listenOnLoopback(listener?: RequestListener): Promise<LoopbackServer> {
  const server = listener ? createServer(listener) : createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        if (!server.listening) {
          resolve();
          return;
        }
        // fetch keeps connections alive; without this, close() waits for them to time out.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** `listenOnLoopback` for one test file: every server a test opened is closed after that test. */
export function useLoopbackServers(): (listener?: RequestListener) => Promise<LoopbackServer> {
  const open: LoopbackServer[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((server) => server.close()));
  });
  return async (listener) => {
    const started = await listenOnLoopback(listener);
    open.push(started);
    return started;
  };
}

/** A response's status, headers and JSON body (`any`: tests read what they assert). */
export interface Answer {
  status: number;
  // Named through Response: the Headers of the DOM library or of Node's undici types, by tsconfig.
  headers: Response['headers'];
  body: any;
}

/** A response read as JSON, with its status and headers. */
export async function answer(response: Response): Promise<Answer> {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- any already with the DOM library; unknown without it (tsconfig.node.json)
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}

/** POSTs `body` with fetch; `body` of the answer is its JSON when it parses, its text otherwise. */
export async function postJson(
  url: string,
  body: string,
  headers: Record<string, string> = { 'content-type': 'application/json' },
): Promise<Answer & { text: string }> {
  const response = await fetch(url, { method: 'POST', headers, body });
  const text = await response.text();
  let parsed: any = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Express's own error page is HTML.
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}
