import { describe, expect, it } from 'vitest';
import { MAX_REPORTS } from '../../src/sandbox/routes/csp-reports.js';
import { requestWith, useSandbox } from '../support/sandbox.js';

/**
 * `/_sandbox/csp-reports` (issue 13, item 2; docs/sandbox.md): the report bodies browsers post, in
 * their own content types, kept and listed; what a page of another site, a rebound DNS name or a
 * broken body gets. The browser side (Chromium posting real reports) is test/browser/strict-csp.spec.ts.
 */

const PATH = '/_sandbox/csp-reports';

/** A `report-uri` report as Chromium posts it. */
const LEGACY = {
  'csp-report': {
    'document-uri': 'http://localhost:4242/elements/v1/card-frame.html',
    referrer: '',
    'violated-directive': 'img-src',
    'effective-directive': 'img-src',
    'original-policy': "default-src 'none'; img-src 'self' data:; report-uri /_sandbox/csp-reports",
    disposition: 'enforce',
    'blocked-uri': 'https://tracker.example/pixel.gif',
    'line-number': 3,
    'source-file': 'http://localhost:4242/elements/v1/assets/card-frame-x.js',
    'status-code': 200,
    'script-sample': '',
  },
};

/** A Reporting API batch (`report-to`): a CSP violation and a report of another type. */
const BATCH = [
  {
    type: 'csp-violation',
    age: 10,
    url: 'http://127.0.0.1:5173/checkout.html',
    user_agent: 'Chromium',
    body: {
      documentURL: 'http://127.0.0.1:5173/checkout.html',
      blockedURL: 'inline',
      effectiveDirective: 'script-src-elem',
      originalPolicy: "default-src 'none'",
      disposition: 'enforce',
      sample: 'alert(1)',
      lineNumber: 9,
      sourceFile: 'http://127.0.0.1:5173/checkout.html',
      statusCode: 200,
    },
  },
  { type: 'deprecation', age: 1, url: 'http://127.0.0.1:5173/', user_agent: 'Chromium', body: { id: 'x', message: 'y' } },
];

describe('/_sandbox/csp-reports', () => {
  const t = useSandbox();
  const list = async () => (await requestWith(t.sandbox.url, PATH, {})).body.data as Record<string, unknown>[];
  /** Posts a body as a browser would (fetch: the answer to a report has no body to parse). */
  const post = async (contentType: string, body: unknown, headers: Record<string, string> = {}) => {
    const init = {
      method: 'POST',
      headers: { 'content-type': contentType, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    };
    if (headers.host !== undefined) return requestWith(t.sandbox.url, PATH, init);
    const response = await fetch(new URL(PATH, t.sandbox.url), init);
    const text = await response.text();
    return { status: response.status, body: text === '' ? null : JSON.parse(text) };
  };

  it('a report-uri report (application/csp-report) → 204, listed with its page, directive and blocked address', async () => {
    const before = (await list()).length;
    const answer = await post('application/csp-report', LEGACY);
    expect(answer.status).toBe(204);
    expect((await list()).slice(before)).toEqual([
      {
        object: 'csp_report',
        via: 'report-uri',
        documentURL: 'http://localhost:4242/elements/v1/card-frame.html',
        blockedURL: 'https://tracker.example/pixel.gif',
        effectiveDirective: 'img-src',
        sourceFile: 'http://localhost:4242/elements/v1/assets/card-frame-x.js',
        lineNumber: 3,
        sample: '',
        disposition: 'enforce',
        receivedAt: expect.any(String),
      },
    ]);
  });

  it('a Reporting API batch (application/reports+json) → 204, its CSP violations listed, other report types left out', async () => {
    const before = (await list()).length;
    expect((await post('application/reports+json', BATCH)).status).toBe(204);
    expect((await list()).slice(before)).toEqual([
      expect.objectContaining({
        via: 'report-to',
        documentURL: 'http://127.0.0.1:5173/checkout.html',
        effectiveDirective: 'script-src-elem',
        sample: 'alert(1)',
      }),
    ]);
  });

  it.each([
    ['text/plain', 415, 'content_type_invalid'],
    ['application/x-www-form-urlencoded', 415, 'content_type_invalid'],
    ['', 415, 'content_type_invalid'],
  ])('Content-Type %j, which a page of another site may send without a preflight → %i %s, nothing listed', async (type, status, code) => {
    const before = (await list()).length;
    const answer = await post(type, LEGACY);
    expect(answer.status).toBe(status);
    expect(answer.body.error.code).toBe(code);
    expect(await list()).toHaveLength(before);
  });

  it('a Host that is not loopback (a rebound DNS name, a LAN address) → 403 host_not_allowed, for POST and GET', async () => {
    const port = new URL(t.sandbox.url).port;
    for (const host of [`rebound.example:${port}`, '10.1.2.3']) {
      const posted = await post('application/csp-report', LEGACY, { host });
      expect(posted.status).toBe(403);
      expect(posted.body.error.code).toBe('host_not_allowed');
      const read = await requestWith(t.sandbox.url, PATH, { headers: { host } });
      expect(read.status).toBe(403);
    }
  });

  it('a body that is not JSON, or neither shape → 400 json_invalid; one over 64 KiB → 413', async () => {
    expect((await post('application/csp-report', '{"csp-report":')).body.error.code).toBe('json_invalid');
    expect((await post('application/csp-report', { report: 1 })).body.error.code).toBe('json_invalid');
    expect((await post('application/reports+json', [{ body: {} }])).body.error.code).toBe('json_invalid');
    const huge = await post('application/csp-report', { 'csp-report': { 'blocked-uri': 'x'.repeat(70 * 1024) } });
    expect(huge.status).toBe(413);
  });

  it(`keeps the latest ${MAX_REPORTS} reports`, async () => {
    for (let i = 0; i <= MAX_REPORTS; i += 1) await post('application/json', { 'csp-report': { 'blocked-uri': `https://x.example/${i}` } });
    const kept = await list();
    expect(kept).toHaveLength(MAX_REPORTS);
    expect(kept.at(-1)?.blockedURL).toBe(`https://x.example/${MAX_REPORTS}`);
  });
});
