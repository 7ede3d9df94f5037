import { request } from 'node:http';
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
