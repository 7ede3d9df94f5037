import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { SandboxError } from '../model/errors.js';
import { newId } from '../model/ids.js';

/**
 * Requests Node's HTTP parser refuses before any route sees them (a malformed request line, a bad
 * header, headers over 16 KiB) get the interface's error body too, with a request id and the
 * `Svc-Version`, instead of Node's bare `400 Bad Request` (issue 13). The connection then closes: a
 * parser that lost its place cannot read the next request on it.
 */
export function answerParserErrors(server: Pick<Server, 'on'>, apiVersion: string): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable) return;
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const refusal = tooLarge
      ? new SandboxError('headers_too_large', 'The request headers exceed 16 KiB; send fewer or shorter headers.')
      : new SandboxError('request_malformed', `The request is not valid HTTP/1.1 (${error.code ?? 'parse error'}); nothing was processed.`);
    const requestId = newId('req_', 16);
    const body = JSON.stringify(refusal.toBody(requestId));
    const reason = tooLarge ? 'Request Header Fields Too Large' : 'Bad Request';
    socket.end(
      [
        `HTTP/1.1 ${refusal.status} ${reason}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        `Request-Id: ${requestId}`,
        `Svc-Version: ${apiVersion}`,
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  });
}
