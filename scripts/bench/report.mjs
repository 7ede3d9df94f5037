// The bench's report: bench/results.json rendered as the Markdown that docs/performance.md carries
// between its markers (and that `npm run bench` prints). Pure: the same results give the same text, so
// test/architecture/bench-results.test.ts can hold the page to the file.

export const MARKERS = { start: '<!-- bench:start -->', end: '<!-- bench:end -->' };

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value) => `${value.toFixed(Math.abs(value) < 0.1 ? 3 : Math.abs(value) < 10 ? 2 : 1)} ms`;
const times = (value) => `${value.toFixed(2)}×`;
const count = (value) => value.toLocaleString('en-US');
// Markdown text: a `<` would open an HTML tag (`<svc-payment-element>`, `<input>` would vanish or render), a `|` end a cell.
const text = (value) => String(value).replaceAll('<', '&lt;');
const cell = (value) => text(value).replaceAll('|', '\\|');
const table = (head, rows) => [head, head.map(() => '---'), ...rows].map((line) => `| ${line.map(cell).join(' | ')} |`).join('\n');

const find = (rows, name) => rows.find((row) => row.name === name);

/** A few sentences of comparison, from the rows that are there (a BENCH_ONLY run lacks some). */
function summary(results) {
  const sentences = [];
  const sizes = results.sizes.rows;
  const script = find(sizes, 'svc-elements.js: the card element, ES module');
  const checkout = find(sizes, 'svc-elements checkout: svc-elements.js + card frame page');
  const peers = sizes.filter((row) => row.when === 'up front' && !row.name.startsWith('svc-elements'));
  if (script && checkout && peers.length > 0) {
    const peerText = peers.map(
      (row) =>
        `${row.name.split(':')[0]} ${kB(row.gzip)} (${times(row.gzipVsOurScript)} our svc-elements.js, ${times(row.gzipVsOurScriptAndFrame)} it and our card frame page)`,
    );
    sentences.push(
      `Sizes, gzip: our svc-elements.js ${kB(script.gzip)} in the merchant page, ${kB(checkout.gzip)} with the card frame page; ` +
        `the peers' merchant page alone: ${peerText.join(', ')}.`,
    );
  }
  for (const row of results.timings.rows) {
    if (['element ready', 'keystroke → formatted value', 'confirm', '3DS frictionless'].includes(row.name)) {
      sentences.push(
        `${row.name[0].toUpperCase()}${row.name.slice(1)}: ${ms(row.median)} median, ${ms(row.p95)} p95; ${row.peer.name}: ${ms(row.peer.median)} (${times(row.ratio)}).`,
      );
    }
  }
  for (const row of results.load.rows) {
    sentences.push(
      `Sandbox ${row.name}: ${count(row.requestsPerSecond)} requests/s over ${row.connections} connections, ${ms(row.median)} median, ${ms(row.p95)} p95.`,
    );
  }
  for (const row of results.serverModule.rows) {
    const difference = `${ms(Math.abs(row.overheadMs))} ${row.overheadMs < 0 ? 'less' : 'more'}`;
    sentences.push(
      `Server module ${row.name}: ${ms(row.median)} median against ${ms(row.peer.median)} by hand, ${difference} (${times(row.ratio)}).`,
    );
  }
  return sentences.length === 0 ? [] : [...sentences.map((sentence) => `- ${text(sentence)}`), ''];
}

/** The Markdown between the markers of docs/performance.md for `results`. */
export function renderMarkdown(results) {
  const { machine, versions, settings } = results;
  const gib = (machine.memoryBytes / 1024 ** 3).toFixed(1);
  const lines = [
    `Run of ${results.date}, \`npm run bench\`. Machine: ${machine.cpu}, ${machine.cores} cores, ${gib} GiB (os.totalmem), ${machine.os}; ` +
      `load average (1 min) ${machine.loadAverageAtStart[0]} at the start, ${results.loadAverageAtEnd[0]} at the end.`,
    '',
    `Versions: Node.js ${versions.node}, Chromium ${versions.chromium}, Playwright ${versions.playwright}, Vite ${versions.vite}; ` +
      `svc-elements ${versions['svc-elements']}, @adyen/adyen-web ${versions['@adyen/adyen-web']}, braintree-web ${versions['braintree-web']}.`,
    '',
    `Settings: BENCH_RUNS=${settings.runs}, BENCH_KEYS=${settings.keys}, BENCH_LOAD_CONNECTIONS=${settings.loadConnections}, ` +
      `BENCH_LOAD_SECONDS=${settings.loadSeconds}, BENCH_CALLS=${settings.calls}, BENCH_STRESS=${settings.stress}.`,
    '',
    ...summary(results),
    '### Sizes',
    '',
    table(
      ['bundle', 'runs in', 'loaded', 'files', 'raw', 'gzip', 'brotli', 'gzip ÷ svc-elements.js', 'gzip ÷ svc-elements.js + card frame'],
      results.sizes.rows.map((row) => [
        row.name,
        row.runsIn,
        row.when,
        row.files.length,
        kB(row.bytes),
        kB(row.gzip),
        kB(row.brotli),
        times(row.gzipVsOurScript),
        times(row.gzipVsOurScriptAndFrame),
      ]),
    ),
    '',
    text(`Method: ${results.sizes.method} 1 kB = 1,000 bytes.`),
    '',
    '### Browser timings',
    '',
    table(
      ['measure', 'median', 'p95', 'samples', 'peer', 'peer median', 'peer p95', 'ratio (median)'],
      results.timings.rows.map((row) => [
        row.name,
        ms(row.median),
        ms(row.p95),
        row.samples,
        row.peer.name,
        ms(row.peer.median),
        ms(row.peer.p95),
        times(row.ratio),
      ]),
    ),
    '',
    'Method (Chromium, headless, against the browser tests\u2019 own servers on loopback: the sandbox with rate limits off, the merchant host under its strict CSP):',
    '',
    ...results.timings.rows.map((row) => `- ${text(row.method)}`),
    '',
    '### The sandbox under load',
    '',
    table(
      [
        'operation',
        'connections',
        'seconds',
        'requests',
        'errors',
        'requests/s',
        'median',
        'p95',
        'peer',
        'peer requests/s',
        'peer median',
        'peer p95',
        'requests/s ratio',
      ],
      results.load.rows.map((row) => [
        row.name,
        row.connections,
        row.seconds,
        count(row.requests),
        row.errors,
        count(row.requestsPerSecond),
        ms(row.median),
        ms(row.p95),
        row.peer.name,
        count(row.peer.requestsPerSecond),
        ms(row.peer.median),
        ms(row.peer.p95),
        times(row.ratio),
      ]),
    ),
    '',
    text(`Method: ${results.load.method}`),
    '',
    '### The server module against raw fetch()',
    '',
    table(
      ['call', 'calls', 'median', 'p95', 'peer', 'peer median', 'peer p95', 'ratio (median)', 'overhead (median)'],
      results.serverModule.rows.map((row) => [
        row.name,
        count(row.calls),
        ms(row.median),
        ms(row.p95),
        row.peer.name,
        ms(row.peer.median),
        ms(row.peer.p95),
        times(row.ratio),
        ms(row.overheadMs),
      ]),
    ),
    '',
    text(`Method: ${results.serverModule.method}`),
    '',
    `### The stress suites at ${settings.stress} times their test size`,
    '',
    table(
      ['suite', 'figures'],
      results.stress.rows.map((row) => [
        row.name,
        Object.entries(row.figures)
          .map(([name, value]) => `${name} ${name === 'seed' ? value : count(value)}`)
          .join(', '),
      ]),
    ),
    '',
    text(
      `Method: ${results.stress.method} Wall time: vitest ${results.stress.seconds.vitest} s, Playwright ${results.stress.seconds.playwright} s (each with its start-up).`,
    ),
  ];
  return lines.join('\n');
}

/** `doc` with the text between its markers replaced by `markdown`; throws when the markers are missing. */
export function withReport(doc, markdown) {
  const start = doc.indexOf(MARKERS.start);
  const end = doc.indexOf(MARKERS.end);
  if (start === -1 || end < start) throw new Error(`docs/performance.md has no ${MARKERS.start} … ${MARKERS.end} markers`);
  return `${doc.slice(0, start + MARKERS.start.length)}\n${markdown}\n${doc.slice(end)}`;
}

/** The text between the markers of `doc`, or null. */
export function reportOf(doc) {
  const start = doc.indexOf(MARKERS.start);
  const end = doc.indexOf(MARKERS.end);
  return start === -1 || end < start ? null : doc.slice(start + MARKERS.start.length + 1, end - 1);
}
