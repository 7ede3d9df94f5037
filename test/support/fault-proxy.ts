import { type IncomingMessage, type Server, type ServerResponse, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fault-injecting HTTP proxy on loopback (issue 13, item 6), between a client (the server module,
 * the card frame's confirm flow) and the sandbox. Each request draws the next fate of a seeded
 * sequence (which request meets which fate depends on how concurrent requests interleave):
 * - `pass`: forwarded and answered as the sandbox answered;
 * - `dropBefore`: the connection is destroyed before anything is forwarded (the service never saw it);
 * - `dropAfter`: forwarded, the sandbox's answer awaited, then the connection destroyed without it
 *   (the service did the work, the client never learns it);
 * - `delay`: forwarded after a pause;
 * - `error500Before` / `error500After`: a gateway's 500, without forwarding, or after the sandbox
 *   answered (the work done, the answer lost);
 * - `tooMany`: a 429 with `Retry-After: 1`, not forwarded.
 * `counts` says how many of each were injected.
 */

export const FATES = ['pass', 'dropBefore', 'dropAfter', 'delay', 'error500Before', 'error500After', 'tooMany'] as const;
export type Fate = (typeof FATES)[number];

export interface FaultProxy {
  readonly url: string;
  readonly counts: Record<Fate, number>;
  close(): Promise<void>;
}

/** Mulberry32: a small seeded generator, so the faults of a run can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const GATEWAY_ERROR = JSON.stringify({ error: { type: 'api_error', code: 'api_error', message: 'Bad gateway (injected).', status: 500 } });
const TOO_MANY = JSON.stringify({
  error: { type: 'rate_limit_error', code: 'too_many_requests', message: 'Slow down (injected).', status: 429, retry_after: 1 },
});

export async function startFaultProxy(
  target: string,
  options: { seed: number; weights: Partial<Record<Fate, number>>; delayMs?: number },
): Promise<FaultProxy> {
  const random = seededRandom(options.seed);
  const counts = Object.fromEntries(FATES.map((fate) => [fate, 0])) as Record<Fate, number>;
  const table = FATES.map((fate) => [fate, options.weights[fate] ?? 0] as const).filter(([, weight]) => weight > 0);
  const total = table.reduce((sum, [, weight]) => sum + weight, 0);
  const draw = (): Fate => {
    let point = random() * total;
    for (const [fate, weight] of table) if ((point -= weight) < 0) return fate;
    return 'pass';
  };
  const upstream = new URL(target);

  const forward = (incoming: IncomingMessage, body: Buffer): Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }> =>
    new Promise((resolve, reject) => {
      const headers = { ...incoming.headers, host: upstream.host };
      const out = request({ host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: Buffer.concat(chunks) }));
        answer.on('error', reject);
      });
      out.on('error', reject);
      out.end(body);
    });

  const reply = (response: ServerResponse, status: number, headers: Record<string, string>, body: string | Buffer) => {
    response.writeHead(status, headers);
    response.end(body);
  };

  const server: Server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const fate = draw();
      counts[fate] += 1;
      const body = Buffer.concat(chunks);
      const json = { 'content-type': 'application/json' };
      void (async () => {
        try {
          if (fate === 'dropBefore') return void incoming.socket.destroy();
          if (fate === 'error500Before') {
            reply(response, 500, json, GATEWAY_ERROR);
            return;
          }
          if (fate === 'tooMany') {
            reply(response, 429, { ...json, 'retry-after': '1' }, TOO_MANY);
            return;
          }
          if (fate === 'delay') await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 150));
          const answer = await forward(incoming, body);
          if (fate === 'dropAfter') return void incoming.socket.destroy();
          if (fate === 'error500After') {
            reply(response, 500, json, GATEWAY_ERROR);
            return;
          }
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(answer.headers)) {
            if (value !== undefined && !['connection', 'transfer-encoding', 'keep-alive'].includes(name)) headers[name] = String(value);
          }
          reply(response, answer.status, headers, answer.body);
        } catch {
          incoming.socket.destroy();
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
