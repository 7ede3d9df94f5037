// The bench's Node rows: the sandbox under a bounded load, and the server module against raw fetch(),
// both driven from a second process (./worker.mjs, forked) against the sandbox this process serves,
// on loopback.
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { ratio, roundMs } from './stats.mjs';

const WORKER = new URL('./worker.mjs', import.meta.url);
export const WARMUP_SECONDS = 2;
export const WARMUP_CALLS = 50;

export const LOAD_METHOD =
  'From a second process (child_process.fork), on loopback: `connections` loops, each on its own keep-alive socket (node:http Agent), ' +
  'send requests back to back for 2 s of warm-up, then for `seconds`; requests/s counts the answers completed in that window, ' +
  'latency runs from writing a request to the end of its answer. POST /v1/payments carries a fresh Idempotency-Key each time; ' +
  'GET /v1/payments/{id} cycles over 100 payments created before. The sandbox runs with rate limits off, in the bench process, which ' +
  'does nothing else meanwhile. Peer: a bare node:http server answering {} to the same load.';

export const SERVER_MODULE_METHOD =
  'From the same second process, one call at a time, alternating: createSvcClient (dist/server, retries off) payments.create / payments.retrieve ' +
  'and the same request by hand with fetch() (the same headers, an Idempotency-Key on the POST, response.json()); after 50 warm-up pairs. ' +
  'Overhead: the difference of the medians.';

/** A forked worker and a function that sends it one task and waits for its answer. */
function startWorker() {
  const child = fork(WORKER, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const run = (message) =>
    new Promise((resolve, reject) => {
      const onExit = (code) => reject(new Error(`bench: the worker exited (${code})`));
      child.once('exit', onExit);
      child.once('message', (answer) => {
        child.off('exit', onExit);
        if (answer.error) reject(new Error(answer.error));
        else resolve(answer.result);
      });
      child.send(message);
    });
  return { run, stop: () => child.kill() };
}

async function bareServer() {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}

/** The sandbox's throughput and latency for creating and retrieving payments, beside a bare server. */
export async function sandboxLoad({ sandboxUrl, secretKey, apiVersion, connections, seconds, log }) {
  log('sandbox under load');
  const headers = { authorization: `Bearer ${secretKey}`, 'svc-version': apiVersion, accept: 'application/json' };
  const ids = [];
  for (let index = 0; index < 100; index += 1) {
    const response = await fetch(`${sandboxUrl}/v1/payments`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ amount: 2500, currency: 'EUR' }),
    });
    if (!response.ok) throw new Error(`bench: creating a payment → ${response.status}`);
    ids.push((await response.json()).id);
  }
  const bare = await bareServer();
  const worker = startWorker();
  try {
    const measure = async (name, target) => {
      log(`  ${name}`);
      return worker.run({ task: 'load', target, connections, seconds, warmupSeconds: WARMUP_SECONDS });
    };
    const peer = await measure('bare node:http', { url: bare.url, method: 'GET', path: '/', headers: {} });
    const create = await measure('POST /v1/payments', {
      url: sandboxUrl,
      method: 'POST',
      path: '/v1/payments',
      headers,
      body: { amount: 2500, currency: 'EUR', returnUrl: 'https://shop.example/return' },
    });
    const retrieve = await measure('GET /v1/payments/{id}', {
      url: sandboxUrl,
      method: 'GET',
      paths: ids.map((id) => `/v1/payments/${id}`),
      headers,
    });
    const row = (name, result) => ({
      name,
      connections,
      seconds,
      requests: result.requests,
      errors: result.errors,
      requestsPerSecond: result.requestsPerSecond,
      median: roundMs(result.median),
      p95: roundMs(result.p95),
      peer: { name: 'bare node:http answering {}', requestsPerSecond: peer.requestsPerSecond, median: roundMs(peer.median), p95: roundMs(peer.p95) },
      ratio: ratio(result.requestsPerSecond, peer.requestsPerSecond),
    });
    return [row('create: POST /v1/payments', create), row('retrieve: GET /v1/payments/{id}', retrieve)];
  } finally {
    worker.stop();
    await bare.close();
  }
}

/** The server module's calls against the same requests by hand, one at a time. */
export async function serverModuleOverhead({ root, sandboxUrl, secretKey, apiVersion, calls, log }) {
  log('server module against raw fetch()');
  const worker = startWorker();
  try {
    const result = await worker.run({
      task: 'calls',
      serverModule: join(root, 'dist', 'server', 'index.js'),
      sandboxUrl,
      secretKey,
      apiVersion,
      calls,
      warmup: WARMUP_CALLS,
    });
    const row = (name, { kit, raw }) => ({
      name,
      calls,
      median: kit.median,
      p95: kit.p95,
      peer: { name: 'fetch() by hand', median: raw.median, p95: raw.p95 },
      ratio: ratio(kit.median, raw.median),
      overheadMs: Math.round((kit.median - raw.median) * 1000) / 1000,
    });
    return [row('payments.create', result.create), row('payments.retrieve', result.retrieve)];
  } finally {
    worker.stop();
  }
}
