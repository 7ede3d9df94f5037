// The bench's second process (child_process.fork from scripts/bench/load.mjs): it drives the sandbox
// from outside the process that serves it, as a merchant's server would. Two tasks, each a message
// from the parent answered by one message:
//
//   { task: 'load', target, connections, seconds, warmupSeconds }
//     `connections` loops, each on its own keep-alive socket (node:http Agent, maxSockets =
//     connections), send `target`'s request back to back for warmupSeconds (not counted), then for
//     `seconds`; answers the requests completed in that window, errors, requests per second, and the
//     median and p95 latency (from writing the request to the end of the answer's body).
//   { task: 'calls', serverModule, sandboxUrl, secretKey, apiVersion, calls, warmup }
//     one call at a time, alternating: createSvcClient(...).payments.create / .retrieve (the built
//     dist/server) and the same request by hand with fetch() (the same headers, an Idempotency-Key on
//     the POST, the answer parsed with response.json()); the median and p95 of each.
import { Agent, request } from 'node:http';
import { pathToFileURL } from 'node:url';
import { percentile } from './stats.mjs';

const round = (value, digits) => Math.round(value * 10 ** digits) / 10 ** digits;
const stats = (values) => ({ median: round(percentile(values, 0.5), 3), p95: round(percentile(values, 0.95), 3) });

function send(agent, target, index) {
  const path = target.paths ? target.paths[index % target.paths.length] : target.path;
  const headers = { ...target.headers };
  let body;
  if (target.body !== undefined) {
    body = JSON.stringify(target.body);
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(body));
    headers['idempotency-key'] = crypto.randomUUID();
  }
  return new Promise((resolve) => {
    const start = performance.now();
    const req = request(new URL(path, target.url), { method: target.method, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ ok: res.statusCode >= 200 && res.statusCode < 300, ms: performance.now() - start, end: performance.now() }));
      res.on('error', () => resolve({ ok: false, ms: performance.now() - start, end: performance.now() }));
    });
    req.on('error', () => resolve({ ok: false, ms: performance.now() - start, end: performance.now() }));
    req.end(body);
  });
}

async function load({ target, connections, seconds, warmupSeconds }) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const warmupEnd = performance.now() + warmupSeconds * 1000;
  const windowStart = warmupEnd;
  const windowEnd = windowStart + seconds * 1000;
  const latencies = [];
  let errors = 0;
  let lastEnd = windowStart;
  let counter = 0;
  const loop = async () => {
    while (performance.now() < windowEnd) {
      const startedAt = performance.now();
      const result = await send(agent, target, counter++);
      if (startedAt < windowStart) continue;
      if (!result.ok) errors += 1;
      else latencies.push(result.ms);
      lastEnd = Math.max(lastEnd, result.end);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  agent.destroy();
  const elapsed = (lastEnd - windowStart) / 1000;
  return { requests: latencies.length, errors, requestsPerSecond: Math.round(latencies.length / elapsed), ...stats(latencies) };
}

async function calls({ serverModule, sandboxUrl, secretKey, apiVersion, calls, warmup }) {
  const { createSvcClient } = await import(pathToFileURL(serverModule).href);
  const svc = createSvcClient({ secretKey, sandboxBaseUrl: sandboxUrl, maxNetworkRetries: 0 });
  const headers = { authorization: `Bearer ${secretKey}`, 'svc-version': apiVersion, accept: 'application/json', 'user-agent': 'svc-bench/raw' };
  const input = { amount: 2500, currency: 'EUR', returnUrl: 'https://shop.example/return' };
  const raw = {
    async create() {
      const response = await fetch(`${sandboxUrl}/v1/payments`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify(input),
      });
      const payment = await response.json();
      if (!response.ok) throw new Error(`bench: raw create → ${response.status}`);
      return payment;
    },
    async retrieve(id) {
      const response = await fetch(`${sandboxUrl}/v1/payments/${id}`, { headers });
      const payment = await response.json();
      if (!response.ok) throw new Error(`bench: raw retrieve → ${response.status}`);
      return payment;
    },
  };
  const kit = { create: () => svc.payments.create(input), retrieve: (id) => svc.payments.retrieve(id) };
  const { id } = await kit.create();
  const timed = async (call) => {
    const start = performance.now();
    await call();
    return performance.now() - start;
  };
  const results = {};
  for (const operation of ['create', 'retrieve']) {
    const run = (client) => timed(() => (operation === 'create' ? client.create() : client.retrieve(id)));
    for (let index = 0; index < warmup; index += 1) {
      await run(kit);
      await run(raw);
    }
    const samples = { kit: [], raw: [] };
    // Alternating, so a drift of the machine over the run weighs on both alike.
    for (let index = 0; index < calls; index += 1) {
      samples.kit.push(await run(kit));
      samples.raw.push(await run(raw));
    }
    results[operation] = { kit: stats(samples.kit), raw: stats(samples.raw) };
  }
  return results;
}

process.on('message', (message) => {
  const task = message.task === 'load' ? load(message) : calls(message);
  task.then(
    (result) => process.send({ result }),
    (error) => process.send({ error: String(error?.stack ?? error) }),
  );
});
