import type { IncomingHttpHeaders } from 'node:http';
import { listenOnLoopback } from './loopback.js';

/** One POST as it arrived: the raw bytes and headers, untouched, and the body parsed if it is JSON. */
export interface WebhookDelivery {
  body: Buffer;
  /** `body` decoded as UTF-8. */
  rawBody: string;
  headers: IncomingHttpHeaders;
  /** The parsed body; undefined when the body is not JSON. */
  event: any;
}

export interface WebhookReceiverOptions {
  /** The status answering the n-th delivery (1-based); 200 for every delivery by default. */
  status?: (n: number) => number;
}

export interface WebhookReceiver {
  /** The receiver's endpoint URL, `http://127.0.0.1:<port>/webhooks`. */
  url: string;
  /** Every delivery so far, oldest first. */
  deliveries: WebhookDelivery[];
  close(): Promise<void>;
}

/** A webhook receiver on 127.0.0.1 at a free port, over real HTTP, recording what it receives. */
export async function startWebhookReceiver(options: WebhookReceiverOptions = {}): Promise<WebhookReceiver> {
  const { status = () => 200 } = options;
  const deliveries: WebhookDelivery[] = [];
  const loopback = await listenOnLoopback((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const rawBody = body.toString('utf8');
      deliveries.push({ body, rawBody, headers: request.headers, event: parseJson(rawBody) });
      response.writeHead(status(deliveries.length), { 'content-type': 'text/plain' }).end('ok');
    });
  });
  return { url: `${loopback.url}/webhooks`, deliveries, close: () => loopback.close() };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
