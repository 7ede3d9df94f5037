import type { Hono } from 'hono';
import * as z from 'zod/mini';
import { CSP_REPORT_PATH } from '../http/frame-pages.js';
import { requireLoopbackHost } from '../http/host.js';
import { type AppEnv, errorResponse, jsonResponse, readBodyWithin } from '../http/pipeline.js';
import { SandboxError } from '../model/errors.js';
import type { SandboxService } from '../model/service.js';

/**
 * `/_sandbox/csp-reports` (issue 13, item 2): where browsers report Content Security Policy
 * violations, the frame pages' own (their `report-uri` and `report-to`, http/frame-pages.ts) and a
 * merchant test page's that names it, and where a test reads them back (docs/sandbox.md).
 *
 * A sandbox control, with the controls' loopback `Host` rule, but browsers post reports with their own
 * content types: `application/csp-report` (`report-uri`) and `application/reports+json` (`report-to`,
 * the Reporting API), besides `application/json` for a person with curl. None of the three is a type
 * a page of another site may send without a CORS preflight, which the sandbox answers only for the
 * origins it allows; and all a report can do is add one line to this list, at most MAX_REPORTS.
 */

/** What the list keeps: the oldest reports go first once it is full. */
export const MAX_REPORTS = 1000;
/** A report body is small; a batch of the Reporting API holds a few. */
export const MAX_REPORT_BODY_BYTES = 64 * 1024;

const REPORT_TYPES = /^application\/(?:csp-report|reports\+json|json)\b/i;

const text = z.optional(z.unknown());
/** `report-uri`'s body: `{"csp-report": {...}}`, kebab-case names. */
const LegacyReport = z.object({
  'csp-report': z.object({
    'document-uri': text,
    'blocked-uri': text,
    'effective-directive': text,
    'violated-directive': text,
    'source-file': text,
    'line-number': text,
    'script-sample': text,
    disposition: text,
  }),
});
/** The Reporting API's body: an array of reports; CSP's are `type: "csp-violation"`, camelCase names. */
const ReportingBatch = z.array(
  z.object({
    type: z.string(),
    url: text,
    body: z.optional(
      z.object({
        documentURL: text,
        blockedURL: text,
        effectiveDirective: text,
        sourceFile: text,
        lineNumber: text,
        sample: text,
        disposition: text,
      }),
    ),
  }),
);

/** One violation, whichever way it came. */
export interface CspReport {
  object: 'csp_report';
  /** `report-uri` or `report-to`. */
  via: 'report-uri' | 'report-to';
  documentURL: string;
  blockedURL: string;
  effectiveDirective: string;
  sourceFile: string;
  lineNumber: number | null;
  sample: string;
  disposition: string;
  receivedAt: string;
}

const stores = new WeakMap<SandboxService, CspReport[]>();

function reportsOf(service: SandboxService): CspReport[] {
  let reports = stores.get(service);
  if (reports === undefined) stores.set(service, (reports = []));
  return reports;
}

const str = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 2048) : '');
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The violations a body reports, or null when it is neither shape. */
export function parseCspReports(body: unknown, receivedAt: string): CspReport[] | null {
  const legacy = LegacyReport.safeParse(body);
  if (legacy.success) {
    const report = legacy.data['csp-report'];
    return [
      {
        object: 'csp_report',
        via: 'report-uri',
        documentURL: str(report['document-uri']),
        blockedURL: str(report['blocked-uri']),
        // Older engines name only the violated directive, with its sources.
        effectiveDirective: str(report['effective-directive']) || (str(report['violated-directive']).split(' ')[0] ?? ''),
        sourceFile: str(report['source-file']),
        lineNumber: num(report['line-number']),
        sample: str(report['script-sample']),
        disposition: str(report.disposition),
        receivedAt,
      },
    ];
  }
  const batch = ReportingBatch.safeParse(body);
  if (!batch.success) return null;
  return batch.data.flatMap((report) =>
    report.type === 'csp-violation' && report.body
      ? [
          {
            object: 'csp_report' as const,
            via: 'report-to' as const,
            documentURL: str(report.body.documentURL) || str(report.url),
            blockedURL: str(report.body.blockedURL),
            effectiveDirective: str(report.body.effectiveDirective),
            sourceFile: str(report.body.sourceFile),
            lineNumber: num(report.body.lineNumber),
            sample: str(report.body.sample),
            disposition: str(report.body.disposition),
            receivedAt,
          },
        ]
      : [],
  );
}

export function mountCspReports(app: Hono<AppEnv>, service: SandboxService): void {
  app.post(CSP_REPORT_PATH, async (c) => {
    try {
      requireLoopbackHost(c.req.header('host'));
      const contentType = c.req.header('content-type') ?? '';
      if (!REPORT_TYPES.test(contentType)) {
        throw new SandboxError(
          'content_type_invalid',
          `CSP reports come as Content-Type application/csp-report, application/reports+json or application/json (got ${JSON.stringify(contentType.slice(0, 80))}).`,
        );
      }
      const raw = await readBodyWithin(c.req.raw, MAX_REPORT_BODY_BYTES);
      if (raw === null) {
        throw new SandboxError('request_too_large', `A CSP report is at most ${MAX_REPORT_BODY_BYTES} bytes.`, { headers: { Connection: 'close' } });
      }
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch (error) {
        throw new SandboxError('json_invalid', `The report is not valid JSON: ${(error as Error).message}.`);
      }
      const reports = parseCspReports(body, service.clock.iso());
      if (reports === null) {
        throw new SandboxError(
          'json_invalid',
          'The body is neither a report-uri report ({"csp-report": {…}}) nor a Reporting API batch ([{type, body}…]).',
        );
      }
      const list = reportsOf(service);
      list.push(...reports);
      list.splice(0, Math.max(0, list.length - MAX_REPORTS));
      return new Response(null, { status: 204 });
    } catch (error) {
      return errorResponse(error, c.get('requestId'));
    }
  });
  app.get(CSP_REPORT_PATH, (c) => {
    try {
      requireLoopbackHost(c.req.header('host'));
      return jsonResponse(200, { object: 'list', data: reportsOf(service) });
    } catch (error) {
      return errorResponse(error, c.get('requestId'));
    }
  });
}
