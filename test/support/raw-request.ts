import { request } from 'node:http';
import { connect } from 'node:net';
import type { RunningSandbox } from '../../src/sandbox/index.js';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * One request to a sandbox with the path sent byte for byte as given (node:http): fetch() would resolve
 * `..` and `%2e%2e` before anything reached the server, which the path tests of the served files need.
 */
export function rawRequest(
  target: RunningSandbox,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolvePromise, reject) => {
    const url = new URL(target.url);
    const req = request({ host: url.hostname, port: url.port, path, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolvePromise({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/**
 * Bytes written to the sandbox's port as they are, over a plain TCP socket: for requests no HTTP
 * client would send (a broken request line, a header Node's parser refuses). The answer as status,
 * headers (lowercased names) and body text, read until the server closes the connection.
 */
export function rawExchange(url: string, bytes: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolvePromise, reject) => {
    const { hostname, port } = new URL(url);
    const socket = connect({ host: hostname, port: Number(port) }, () => socket.end(bytes));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolvePromise({ status: Number(statusLine.split(' ')[1] ?? 0), headers, body: rest.join('\r\n\r\n') });
    });
  });
}
