import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { ERROR_CATALOGUE } from '../../src/sandbox/model/errors.js';

/**
 * The fuzz suite's two ways to the sandbox's port, both real HTTP over loopback:
 * - `viaHttp`: node:http with a keep-alive agent, headers as raw pairs (so a header may repeat), the
 *   path byte for byte (fetch would resolve `..` and `%2e`);
 * - `viaSocket`: bytes written to a TCP socket as they are, for what node:http refuses to send (a
 *   path with spaces or raw non-ASCII bytes, a header value with control characters, invalid UTF-8,
 *   a Content-Length that lies), read until the server closes the connection.
 */

export interface FuzzRequest {
  method: string;
  path: string;
  /** Header pairs in order; a name may repeat. */
  headers: readonly (readonly [string, string])[];
  body?: Buffer;
  /** Send the bytes as they are over a socket. */
  raw?: boolean;
  /** The Host header to send (none when null); by default the sandbox's own address. */
  host?: string | null;
  /** The route pattern it was generated from, for the tally. */
  route?: string;
}

export interface FuzzAnswer {
  status: number;
  /** Lowercased names; a repeated header keeps its last value. */
  headers: Record<string, string>;
  body: string;
  via: 'http' | 'socket';
}

export const keepAlive = new Agent({ keepAlive: true, maxSockets: 16 });

/** Requests that met a kept-alive connection the server had just closed, and were sent again on a new one. */
export const retried = { count: 0 };

export async function send(url: string, req: FuzzRequest): Promise<FuzzAnswer> {
  if (req.raw) return viaSocket(url, req);
  let answer: Promise<FuzzAnswer>;
  try {
    answer = viaHttp(url, req, keepAlive);
  } catch {
    // node:http refused to write it (ERR_INVALID_CHAR, ERR_UNESCAPED_CHARACTERS): send the bytes as they are.
    return viaSocket(url, req);
  }
  try {
    return await answer;
  } catch (error) {
    // An idle kept-alive connection may be closed by the server as the request leaves on it (its
    // keep-alive timeout): any HTTP client retries that on a new connection, and so does this one, once.
    if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') throw error;
    retried.count += 1;
    return viaHttp(url, req, false);
  }
}

function viaHttp(url: string, req: FuzzRequest, agent: Agent | false): Promise<FuzzAnswer> {
  const { hostname, port, host } = new URL(url);
  // With headers as raw pairs node:http adds no Host of its own.
  const hostHeader = req.host === undefined ? host : req.host;
  const flat = [...(hostHeader === null ? [] : ['Host', hostHeader]), ...req.headers.flatMap(([name, value]) => [name, value])];
  if (req.body !== undefined && !req.headers.some(([name]) => name.toLowerCase() === 'content-length')) {
    flat.push('Content-Length', String(req.body.length));
  }
  let settle!: { resolve: (answer: FuzzAnswer) => void; reject: (error: unknown) => void };
  const answer = new Promise<FuzzAnswer>((resolve, reject) => (settle = { resolve, reject }));
  // Throws here, synchronously, for a path or header node:http will not write; send() then uses a socket.
  const outgoing = request({ host: hostname, port: Number(port), method: req.method, path: req.path, headers: flat, agent }, (res) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => {
      const headers: Record<string, string> = {};
      for (let index = 0; index < res.rawHeaders.length; index += 2) headers[res.rawHeaders[index]!.toLowerCase()] = res.rawHeaders[index + 1]!;
      settle.resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString('utf8'), via: 'http' });
    });
    res.on('error', settle.reject);
  });
  outgoing.on('error', settle.reject);
  outgoing.end(req.body);
  return answer;
}

export function serialize(url: string, req: FuzzRequest): Buffer {
  const { host } = new URL(url);
  const lines = [`${req.method} ${req.path} HTTP/1.1`];
  const hostHeader = req.host === undefined ? host : req.host;
  if (hostHeader !== null) lines.push(`Host: ${hostHeader}`);
  for (const [name, value] of req.headers) lines.push(`${name}: ${value}`);
  if (req.body !== undefined && !req.headers.some(([name]) => name.toLowerCase() === 'content-length')) {
    lines.push(`Content-Length: ${req.body.length}`);
  }
  lines.push('Connection: close', '', '');
  // latin1: each character below 256 one byte, so a test can write any byte into the head.
  return Buffer.concat([Buffer.from(lines.join('\r\n'), 'latin1'), req.body ?? Buffer.alloc(0)]);
}

export function viaSocket(url: string, req: FuzzRequest): Promise<FuzzAnswer> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(url);
    let received = Buffer.alloc(0);
    let done = false;
    // Written, not ended: Node's server takes a half-closed connection for an aborted request.
    const socket = connect({ host: hostname, port: Number(port) }, () => socket.write(serialize(url, req)));
    socket.setTimeout(15_000, () => socket.destroy(new Error('no answer within 15 s')));
    const finish = (final: boolean): void => {
      if (done) return;
      const answer = parseAnswer(received, final);
      if (answer === null) {
        if (final) {
          done = true;
          reject(new Error(`no HTTP answer (${received.length} bytes: ${JSON.stringify(received.toString('latin1').slice(0, 200))})`));
        }
        return;
      }
      done = true;
      socket.destroy();
      resolve(answer);
    };
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      finish(false);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may answer and close before it read everything we wrote (a 413, a 431): the answer counts.
      if ((error.code === 'ECONNRESET' || error.code === 'EPIPE') && received.length > 0) {
        finish(true);
        return;
      }
      if (!done) reject(error);
      done = true;
    });
    socket.on('close', () => finish(true));
  });
}

/** The final answer in `bytes` once it is complete (or the connection closed: `final`), else null. */
function parseAnswer(all: Buffer, final: boolean): FuzzAnswer | null {
  let bytes = all;
  // Past any interim answer (`100 Continue`): the final one is what the request got.
  while (/^HTTP\/1\.1 1\d\d /.test(bytes.subarray(0, 13).toString('latin1')) && bytes.indexOf('\r\n\r\n') !== -1) {
    bytes = bytes.subarray(bytes.indexOf('\r\n\r\n') + 4);
  }
  const split = bytes.indexOf('\r\n\r\n');
  if (split === -1) return null;
  const [statusLine = '', ...lines] = bytes.subarray(0, split).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = bytes.subarray(split + 4);
  if (headers['transfer-encoding'] === 'chunked') {
    if (!final && body.indexOf('0\r\n\r\n') === -1) return null;
    body = unchunk(body);
  } else if (headers['content-length'] !== undefined) {
    const length = Number(headers['content-length']);
    if (body.length < length && !final) return null;
    body = body.subarray(0, length);
  } else if (!final) {
    return null;
  }
  return { status: Number(statusLine.split(' ')[1] ?? 0), headers, body: body.toString('utf8'), via: 'socket' };
}

function unchunk(bytes: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const end = bytes.indexOf('\r\n', at);
    if (end === -1) break;
    const size = Number.parseInt(bytes.subarray(at, end).toString('latin1'), 16);
    if (!size) break;
    parts.push(bytes.subarray(end + 2, end + 2 + size));
    at = end + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

// ---------------------------------------------------------------------------------------------
// The properties of one answer.

const BANK_PAGES = /^\/3ds\/v1\//i;

/** Why an answer breaks the rules, or null when it keeps them. */
export function violation(req: FuzzRequest, answer: FuzzAnswer): string | null {
  if (answer.status >= 500) return `a ${answer.status}: ${answer.body.slice(0, 300)}`;
  if (answer.status < 100) return `no status (${answer.status})`;
  const requestId = answer.headers['request-id'];
  if (!requestId || !/^req_\w+$/.test(requestId)) return `no Request-Id header (${requestId})`;
  if (!answer.headers['svc-version']) return 'no Svc-Version header';
  if (answer.status < 400) return null;
  // The issuer's pages answer the shopper's browser with HTML pages (docs/sandbox.md: 3D Secure).
  if (BANK_PAGES.test(new URL(req.path, 'http://x').pathname) && (answer.headers['content-type'] ?? '').startsWith('text/html')) return null;
  // A HEAD answer has no body: its headers say what the GET's body would.
  if (req.method === 'HEAD' && answer.body === '') return null;
  if (!/^application\/json\b/.test(answer.headers['content-type'] ?? ''))
    return `an error answered as ${answer.headers['content-type']}: ${answer.body.slice(0, 200)}`;
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return `an error body that is not JSON: ${answer.body.slice(0, 200)}`;
  }
  const error = (body as { error?: Record<string, unknown> } | null)?.error;
  if (!error || typeof error !== 'object') return `no error object: ${answer.body.slice(0, 200)}`;
  const entry = (ERROR_CATALOGUE as Record<string, { status: number; type: string } | undefined>)[String(error.code)];
  if (!entry || !Object.hasOwn(ERROR_CATALOGUE, String(error.code))) return `a code not in ERROR_CATALOGUE: ${String(error.code)}`;
  if (error.status !== entry.status || answer.status !== entry.status)
    return `${String(error.code)} answered ${answer.status} with status ${String(error.status)}, the catalogue says ${entry.status}`;
  if (error.type !== entry.type) return `${String(error.code)} has type ${String(error.type)}, the catalogue says ${entry.type}`;
  if (typeof error.message !== 'string' || error.message === '') return 'no message';
  // An idempotent replay is the stored answer, body and all (interface: Idempotency, rule 4): its request_id
  // names the request that made it; the Request-Id header names this one.
  if (answer.headers['idempotent-replayed'] === 'true') {
    if (typeof error.request_id !== 'string' || !/^req_\w+$/.test(error.request_id))
      return `a replay whose request_id is ${String(error.request_id)}`;
  } else if (error.request_id !== requestId) return `request_id ${String(error.request_id)} is not the Request-Id header ${requestId}`;
  return null;
}
