import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { RequestError } from '@hono/node-server';
import { SandboxError } from '../model/errors.js';
import { newId } from '../model/ids.js';
import { errorResponse } from './pipeline.js';

/**
 * Requests Node's HTTP parser refuses before any route sees them (a malformed request line, a bad
 * header, headers over 16 KiB) get the interface's error body too, with a request id and the
 * `Svc-Version`, instead of Node's bare `400 Bad Request` (issue 13). The connection then closes: a
 * parser that lost its place cannot read the next request on it. So does a `CONNECT` (the sandbox is
 * no proxy), which Node would otherwise drop without a word (found by the fuzz suite).
 */
export function answerParserErrors(server: Pick<Server, 'on'>, apiVersion: string): void {
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: unknown }, socket: Duplex) => {
    if (!socket.writable) return;
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const refusal = tooLarge
      ? new SandboxError('headers_too_large', 'The request headers exceed 16 KiB; send fewer or shorter headers.')
      : new SandboxError('request_malformed', `The request is not valid HTTP/1.1 (${error.code ?? 'parse error'}); nothing was processed.`);
    // An answer to HEAD has no body (RFC 9110): a client would read the body as the next answer's bytes.
    const head = error.rawPacket instanceof Buffer && error.rawPacket.subarray(0, 5).toString('latin1') === 'HEAD ';
    writeRefusal(socket, refusal, tooLarge ? 'Request Header Fields Too Large' : 'Bad Request', apiVersion, head);
  });
  server.on('connect', (_request: unknown, socket: Duplex) => {
    if (!socket.writable) return;
    writeRefusal(socket, new SandboxError('request_malformed', 'CONNECT is not served: the sandbox is no proxy.'), 'Bad Request', apiVersion);
  });
}

function writeRefusal(socket: Duplex, refusal: SandboxError, reason: string, apiVersion: string, head = false): void {
  const requestId = newId('req_', 16);
  const body = JSON.stringify(refusal.toBody(requestId));
  socket.end(
    [
      `HTTP/1.1 ${refusal.status} ${reason}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      `Request-Id: ${requestId}`,
      `Svc-Version: ${apiVersion}`,
      'Connection: close',
      '',
      head ? '' : body,
    ].join('\r\n'),
  );
}

/**
 * What @hono/node-server cannot turn into a request (no `Host`, a `Host` that is no host name, a raw
 * backslash in the path) it would answer with a bare 400 and no body (found by the fuzz suite): the
 * same refusal, in the error shape. Used as the listener's `errorHandler`.
 */
export function requestRefusal(error: unknown, apiVersion: string): Response {
  const requestId = newId('req_', 16);
  const headers = { 'Request-Id': requestId, 'Svc-Version': apiVersion };
  // Anything else reaching the adapter's handler is a fault of ours: a 500, logged, never a 400.
  if (!(error instanceof RequestError)) return errorResponse(error, requestId, headers);
  const refusal = new SandboxError('request_malformed', `The request cannot be read (${error.message}); nothing was processed.`);
  return errorResponse(refusal, requestId, headers);
}
