import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { renderMarkdown, reportOf } from '../../scripts/bench/report.mjs';

/**
 * `npm run bench` (scripts/bench.mjs) writes bench/results.json and, from it, the report between the
 * markers of docs/performance.md. Nothing here times anything: it holds the committed file to its
 * documented shape (issue 11, item 7: every figure with its machine, versions, method, a peer and a
 * ratio; at least 30 loads and 1,000 keystrokes) and the page to the file, so a stale page fails.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const raw: unknown = JSON.parse(readFileSync(`${ROOT}bench/results.json`, 'utf8'));
const doc = readFileSync(`${ROOT}docs/performance.md`, 'utf8');
const installed = (name: string) => (JSON.parse(readFileSync(`${ROOT}node_modules/${name}/package.json`, 'utf8')) as { version: string }).version;
const ownVersion = (JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as { version: string }).version;

const ms = z.number().check(z.nonnegative());
const count = z.int().check(z.positive());
const text = z.string().check(z.minLength(1));
const spread = { median: ms, p95: ms };
const size = { bytes: count, gzip: count, brotli: count };

const Results = z.strictObject({
  schema: z.literal(1),
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  machine: z.strictObject({
    cpu: text,
    cores: count,
    memoryBytes: count,
    os: text,
    loadAverageAtStart: z.tuple([ms, ms, ms]),
  }),
  loadAverageAtEnd: z.tuple([ms, ms, ms]),
  versions: z.strictObject({
    node: text,
    chromium: text,
    playwright: text,
    vite: text,
    'svc-elements': text,
    '@adyen/adyen-web': text,
    'braintree-web': text,
  }),
  settings: z.strictObject({ runs: count, keys: count, loadConnections: count, loadSeconds: count, calls: count, stress: count }),
  sizes: z.strictObject({
    method: text,
    rows: z.array(
      z.strictObject({
        name: text,
        runsIn: z.enum(['merchant page', 'service frame', 'merchant page + service frame']),
        when: z.enum(['up front', 'lazy']),
        ...size,
        gzipVsOurScript: ms,
        gzipVsOurScriptAndFrame: ms,
        files: z.array(z.strictObject({ file: text, ...size })).check(z.minLength(1)),
      }),
    ),
  }),
  timings: z.strictObject({
    rows: z.array(
      z.strictObject({
        name: text,
        method: text,
        samples: count,
        ...spread,
        peer: z.strictObject({ name: text, samples: count, ...spread }),
        ratio: ms,
      }),
    ),
  }),
  load: z.strictObject({
    method: text,
    rows: z.array(
      z.strictObject({
        name: text,
        connections: count,
        seconds: count,
        requests: count,
        errors: z.int().check(z.nonnegative()),
        requestsPerSecond: count,
        ...spread,
        peer: z.strictObject({ name: text, requestsPerSecond: count, ...spread }),
        ratio: ms,
      }),
    ),
  }),
  serverModule: z.strictObject({
    method: text,
    rows: z.array(
      z.strictObject({
        name: text,
        calls: count,
        ...spread,
        peer: z.strictObject({ name: text, ...spread }),
        ratio: ms,
        overheadMs: z.number(),
      }),
    ),
  }),
  stress: z.strictObject({
    method: text,
    seconds: z.strictObject({ vitest: count, playwright: count }),
    rows: z.array(z.strictObject({ name: text, suite: text, figures: z.record(z.string(), z.number()) })),
  }),
});

const parsed = Results.safeParse(raw);
const results = parsed.data!;
const names = (rows: readonly { name: string }[]) => rows.map((row) => row.name);
const ratioOf = (kit: number, peer: number) => Math.round((kit / peer) * 100) / 100;

describe('bench/results.json', () => {
  it('has the documented shape, keys in their documented order', () => {
    expect(parsed.success ? [] : z.prettifyError(parsed.error)).toEqual([]);
    // zod builds its output in the schema's key order: the same text means the same order.
    expect(JSON.stringify(results)).toBe(JSON.stringify(raw));
  });

  it('is a full run: at least 30 loads per browser row and 1,000 keystrokes', () => {
    expect(results.settings.runs).toBeGreaterThanOrEqual(30);
    expect(results.settings.keys).toBeGreaterThanOrEqual(1000);
    for (const row of results.timings.rows) {
      const expected = row.name.startsWith('keystroke') ? results.settings.keys : results.settings.runs;
      expect([row.name, row.samples, row.peer.samples]).toEqual([row.name, expected, expected]);
    }
    for (const row of results.load.rows)
      expect([row.name, row.connections, row.seconds]).toEqual([row.name, results.settings.loadConnections, results.settings.loadSeconds]);
    for (const row of results.serverModule.rows) expect([row.name, row.calls]).toEqual([row.name, results.settings.calls]);
  });

  it('ran the stress suites of issue 13 at least 10 times their test size, every suite, and found what the tests demand', () => {
    expect(results.settings.stress).toBeGreaterThanOrEqual(10);
    const figures = Object.fromEntries(results.stress.rows.map((row) => [row.suite, row.figures]));
    expect(Object.keys(figures)).toEqual([
      'fuzz',
      'faults',
      'concurrency: one key',
      'concurrency: partial refunds',
      'concurrency: rate limiter',
      'lifecycle',
    ]);
    const stress = results.settings.stress;
    expect(figures.fuzz).toMatchObject({ serverErrors: 0 });
    expect(figures.fuzz!.requests).toBeGreaterThanOrEqual(10_000 * stress);
    expect(figures.faults).toMatchObject({ operations: 1_050 * stress, duplicates: 0 });
    expect(figures['concurrency: one key']).toMatchObject({ clients: 100 * stress, executed: 1 });
    expect(figures['concurrency: partial refunds']).toMatchObject({ amountPaid: 1_000 * stress, amountRefunded: 1_000 * stress });
    expect(figures.lifecycle).toMatchObject({ cycles: 1_000 * stress, iframesLeft: 0, portsLeft: 0 });
  });

  it('has every figure of issue 11, item 7, beside its peer', () => {
    expect(names(results.sizes.rows)).toEqual(
      expect.arrayContaining([
        'svc-elements.js: the card element, ES module',
        'svc-elements card frame page: HTML + script + CSS',
        'svc-elements checkout: svc-elements.js + card frame page',
        '@adyen/adyen-web: AdyenCheckout + Card + 3DS2, with adyen.css',
        'braintree-web: client + hosted-fields + three-d-secure',
      ]),
    );
    expect(names(results.timings.rows)).toEqual(
      expect.arrayContaining(['element ready', 'keystroke → formatted value', 'confirm', '3DS frictionless', '3DS challenge shown']),
    );
    expect(names(results.load.rows)).toEqual(['create: POST /v1/payments', 'retrieve: GET /v1/payments/{id}']);
    expect(names(results.serverModule.rows)).toEqual(['payments.create', 'payments.retrieve']);
  });

  it('states its ratios as its numbers give them', () => {
    const script = results.sizes.rows.find((row) => row.name === 'svc-elements.js: the card element, ES module')!;
    const checkout = results.sizes.rows.find((row) => row.name === 'svc-elements checkout: svc-elements.js + card frame page')!;
    for (const row of results.sizes.rows) {
      expect([row.name, row.gzipVsOurScript]).toEqual([row.name, ratioOf(row.gzip, script.gzip)]);
      expect([row.name, row.gzipVsOurScriptAndFrame]).toEqual([row.name, ratioOf(row.gzip, checkout.gzip)]);
      expect([row.name, row.bytes, row.gzip, row.brotli]).toEqual([
        row.name,
        ...(['bytes', 'gzip', 'brotli'] as const).map((key) => row.files.reduce((sum, file) => sum + file[key], 0)),
      ]);
    }
    for (const row of [...results.timings.rows, ...results.serverModule.rows])
      expect([row.name, row.ratio]).toEqual([row.name, ratioOf(row.median, row.peer.median)]);
    for (const row of results.load.rows)
      expect([row.name, row.ratio]).toEqual([row.name, ratioOf(row.requestsPerSecond, row.peer.requestsPerSecond)]);
  });

  it('was measured with the versions installed now', () => {
    expect(results.versions['svc-elements']).toBe(ownVersion);
    expect(results.versions['@adyen/adyen-web']).toBe(installed('@adyen/adyen-web'));
    expect(results.versions['braintree-web']).toBe(installed('braintree-web'));
    expect(results.versions.playwright).toBe(installed('@playwright/test'));
    expect(results.versions.vite).toBe(installed('vite'));
  });
});

describe('docs/performance.md', () => {
  it('carries the report of bench/results.json between its markers (npm run bench writes it)', () => {
    expect(reportOf(doc)).toBe(renderMarkdown(results));
  });
});
