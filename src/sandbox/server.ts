import { createServer as createHttpServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { type AddressInfo, type Server, type Socket, createServer as createNetServer } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { answerParserErrors, requestRefusal } from './http/parser-errors.js';
import * as z from 'zod/mini';
import { createApp } from './app.js';
import { SandboxOptions, type SandboxOptionsInput } from './model/config.js';
import { type AccountKeys, SandboxService } from './model/service.js';

export interface RunningSandbox {
  /** The address to send requests to, e.g. `http://127.0.0.1:4242`. */
  url: string;
  port: number;
  /** The primary account's keys: the fixed dev keys unless others were given. */
  keys: AccountKeys;
  /** The emulated service, for tests that need to look inside. */
  service: SandboxService;
  close(): Promise<void>;
}

/** The first byte of a TLS handshake record; anything else on the port is read as plain HTTP. */
const TLS_HANDSHAKE = 0x16;

/**
 * Starts a sandbox and resolves once it accepts requests. With `tls`, one port speaks both HTTPS
 * and plain HTTP, so plain HTTP gets the service's 403 `https_required` answer instead of a TLS error.
 */
export async function startSandbox(input: SandboxOptionsInput = {}): Promise<RunningSandbox> {
  const parsed = SandboxOptions.safeParse(input);
  if (!parsed.success) throw new TypeError(`svc-sandbox: invalid options\n${z.prettifyError(parsed.error)}`);
  const options = parsed.data;
  const service = new SandboxService(options);
  // What the adapter cannot make a request of (no Host, a backslash in the path) is refused in the error shape.
  const answer = getRequestListener(createApp(service).fetch, { errorHandler: (error) => requestRefusal(error, options.apiVersion) });
  // The listener answers its own errors (a 500); Node's servers ignore what a listener returns.
  const listener = (...args: Parameters<typeof answer>): void => void answer(...args);
  // Node's own refusals would be bare: a request without Host (400) and an `Expect` other than
  // 100-continue (417). The first reaches the adapter, which refuses it as above; the second is
  // answered as any request (RFC 9110 allows ignoring an expectation).
  const serverOptions = { requireHostHeader: false };
  let server: Server;
  const sockets = new Set<Socket>();
  if (options.tls) {
    const https = createHttpsServer({ ...serverOptions, cert: options.tls.cert, key: options.tls.key }, listener);
    const http = createHttpServer(serverOptions, listener);
    for (const each of [https, http]) {
      answerParserErrors(each, options.apiVersion);
      each.on('checkExpectation', listener);
    }
    server = createNetServer((socket) => {
      socket.once('data', (first: Buffer) => {
        socket.pause();
        socket.unshift(first);
        (first[0] === TLS_HANDSHAKE ? https : http).emit('connection', socket);
        process.nextTick(() => socket.resume());
      });
    });
  } else {
    const http = createHttpServer(serverOptions, listener);
    answerParserErrors(http, options.apiVersion);
    http.on('checkExpectation', listener);
    server = http;
  }
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });

  const { port } = server.address() as AddressInfo;
  const host = options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;
  const url = `${options.tls ? 'https' : 'http'}://${host.includes(':') ? `[${host}]` : host}:${port}`;
  service.origin = options.publicUrl ?? url;

  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    keys: service.primaryKeys,
    service,
    close() {
      closing ??= new Promise<void>((resolve) => {
        service.close();
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
      return closing;
    },
  };
}
