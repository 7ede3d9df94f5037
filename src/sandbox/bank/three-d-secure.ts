import type { Context, Hono } from 'hono';
import { isAcceptableReturnUrl } from '../../api/urls.js';
import { AUTOSUBMIT_JS, BANK_CSS, BANK_JS } from './assets.js';
import { ASSET_PATHS, autosubmitPage, bankPage, bankPolicy, cardLabel, formTargetSource, formatAmount, messagePage } from './pages.js';
import { type AuthenticationTarget, authenticationTarget } from '../flows/authentication.js';
import { AUTHENTICATION_LIFETIME_SECONDS, notificationUrl, redirectQuery } from '../flows/three-d-secure-server.js';
import {
  type CardholderAnswer as Answer,
  CardholderAnswer,
  ChallengeRequest,
  type ChallengeResponse,
  MESSAGE_VERSION,
  MessageError,
  MethodData,
  decodeMessage,
  encodeMessage,
} from '../flows/three-d-secure-messages.js';
import { frameAncestors, withPageScript } from '../http/frame-pages.js';
import { type AppEnv, errorResponse, readBodyWithin } from '../http/pipeline.js';
import { SandboxError } from '../model/errors.js';
import type { SandboxService } from '../model/service.js';
import type { Account, AuthenticationOutcome, ThreeDSState } from '../model/state.js';

/**
 * The card issuer's side of 3D Secure, which the sandbox plays as a third party under `/3ds/v1/`
 * (contract: Next actions and 3D Secure): the 3DS Method, the ACS challenge page and the full-page
 * redirect page, for a payment's confirm or a setup session's (flows/authentication.ts). They answer HTML (refusals too: a person or an iframe reads them) under a CSP
 * without 'unsafe-inline', and hand results to the kit's notification page on the service origin,
 * `/elements/v1/3ds-notification.html`, by auto-submitted forms.
 */

/** Real milliseconds the 3DS Method of card 4000 0000 0000 3246 waits: more than the kit's 10 seconds. */
export const DEFAULT_SLOW_METHOD_DELAY_MS = 15_000;
/** Real milliseconds the challenge page of card 4000 0000 0000 3253 waits before answering: real banks take 1–5 s. */
export const DEFAULT_SLOW_CHALLENGE_DELAY_MS = 4_000;

export interface ThreeDSecureSettings {
  /** Real time (not the sandbox clock) the slow 3DS Method waits before answering. */
  slowMethodDelayMs: number;
  /** Real time the slow card's ACS challenge page waits before answering. */
  slowChallengeDelayMs: number;
}

const SETTINGS = new WeakMap<SandboxService, ThreeDSecureSettings>();

/** This sandbox's 3D Secure settings; tests may change them (a shorter slow-Method or slow-challenge delay). */
export function threeDSecureSettings(service: SandboxService): ThreeDSecureSettings {
  let settings = SETTINGS.get(service);
  if (!settings) {
    settings = { slowMethodDelayMs: DEFAULT_SLOW_METHOD_DELAY_MS, slowChallengeDelayMs: DEFAULT_SLOW_CHALLENGE_DELAY_MS };
    SETTINGS.set(service, settings);
  }
  return settings;
}

/** Form posts to these pages are small; anything larger is not one of ours. */
const FORM_LIMIT_BYTES = 16 * 1024;

const PATHS = {
  method: '/3ds/v1/method',
  acs: '/3ds/v1/acs',
  acsComplete: '/3ds/v1/acs/complete',
  redirect: '/3ds/v1/redirect',
  redirectComplete: '/3ds/v1/redirect/complete',
} as const;

/** A refusal shown as a page: its heading says what is wrong, its message what to do. */
class PageError extends Error {
  constructor(
    readonly status: number,
    readonly heading: string,
    message: string,
  ) {
    super(message);
  }
}

const OUTCOME_HEADINGS: Readonly<Record<Exclude<AuthenticationOutcome, 'abandoned'>, string>> = {
  passed: 'Payment confirmed',
  failed: 'Verification failed',
  canceled: 'Authentication canceled',
};

export function mountThreeDSecure(app: Hono<AppEnv>, service: SandboxService): void {
  const ancestors = () => frameAncestors(service.options.allowedOrigins);
  const html = (status: number, body: string, policy: string) =>
    new Response(withPageScript(body, service.options.pageScript), {
      status,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': policy,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'origin',
      },
    });
  const page =
    (handler: (c: Context<AppEnv>) => Promise<Response> | Response) =>
    async (c: Context<AppEnv>): Promise<Response> => {
      try {
        return await handler(c);
      } catch (error) {
        if (!(error instanceof PageError)) throw error;
        const policy = bankPolicy({ formAction: "'none'", frameAncestors: ancestors() });
        return html(error.status, messagePage({ heading: error.heading, message: error.message }), policy);
      }
    };
  const handOver = (heading: string, fields: Record<string, string>) =>
    html(
      200,
      autosubmitPage({ heading, target: notificationUrl(service), fields }),
      bankPolicy({ formAction: "'self'", frameAncestors: ancestors() }),
    );

  for (const [path, body, type] of [
    [ASSET_PATHS.css, BANK_CSS, 'text/css; charset=utf-8'],
    [ASSET_PATHS.js, BANK_JS, 'text/javascript; charset=utf-8'],
    [ASSET_PATHS.autosubmit, AUTOSUBMIT_JS, 'text/javascript; charset=utf-8'],
  ] as const) {
    app.get(path, () => new Response(body, { headers: { 'Content-Type': type, 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' } }));
  }

  // The EMV 3DS Method: the browser posts threeDSMethodData from a hidden iframe; the ACS answers by
  // posting the transaction id to the notification URL named in that data.
  app.post(
    PATHS.method,
    page(async (c) => {
      const form = await readForm(c.req.raw);
      const data = decode('Invalid 3DS Method data', 'threeDSMethodData', field(form, 'threeDSMethodData'), MethodData);
      const target = ownOrigin(service, data.threeDSMethodNotificationURL);
      const { threeDS } = findTransaction(service, data.threeDSServerTransID);
      if (threeDS.scenario.kind === 'three_d_secure' && threeDS.scenario.slowMethod) {
        await realDelay(c, threeDSecureSettings(service).slowMethodDelayMs);
      }
      threeDS.methodCompleted = true;
      const notice = { threeDSMethodData: encodeMessage({ threeDSServerTransID: threeDS.transactionId }) };
      const policy = bankPolicy({ formAction: "'self'", frameAncestors: ancestors() });
      return html(200, autosubmitPage({ heading: 'Device check complete', target, fields: notice }), policy);
    }),
  );

  // The challenge: the kit posts the CReq into the challenge iframe; the cardholder answers on this page.
  app.post(
    PATHS.acs,
    page(async (c) => {
      const creq = decode('Invalid challenge request', 'creq', field(await readForm(c.req.raw), 'creq'), ChallengeRequest);
      const found = findTransaction(service, creq.threeDSServerTransID, creq.acsTransID);
      requireCardholderStep(service, found, 'challenge');
      if (found.threeDS.scenario.kind === 'three_d_secure' && found.threeDS.scenario.slowChallenge) {
        await realDelay(c, threeDSecureSettings(service).slowChallengeDelayMs);
      }
      const body = bankPage({ windowSize: creq.challengeWindowSize, action: PATHS.acsComplete, ...pageDetails(found) });
      return html(200, body, bankPolicy({ formAction: "'self'", frameAncestors: ancestors() }));
    }),
  );

  app.post(
    PATHS.acsComplete,
    page(async (c) => {
      const { answer, found } = await cardholderAnswer(service, c.req.raw, 'challenge');
      const outcome = answerWith(found, answer);
      const cres: ChallengeResponse = {
        threeDSServerTransID: found.threeDS.transactionId,
        acsTransID: found.threeDS.acsTransID,
        messageType: 'CRes',
        messageVersion: MESSAGE_VERSION,
        transStatus: outcome === 'passed' ? 'Y' : 'N',
        challengeCompletionInd: 'Y',
        ...(outcome === 'canceled' ? { challengeCancel: '01' as const } : {}),
      };
      return handOver(OUTCOME_HEADINGS[outcome], { cres: encodeMessage(cres) });
    }),
  );

  // The full-page redirect: the same bank page, then back to the payment's (or setup session's) returnUrl.
  app.get(
    PATHS.redirect,
    page((c) => {
      const query = new URL(c.req.url).searchParams;
      const transactionId = query.get('tx');
      const subjectId = query.get('payment') ?? query.get('session');
      if (!transactionId || !subjectId) {
        throw new PageError(
          400,
          'Incomplete address',
          'This page needs the payment and tx parameters exactly as nextAction.url gives them (session and tx for a setup session).',
        );
      }
      const found = findTransaction(service, transactionId);
      const expected = redirectQuery(found.threeDS);
      if (query.get(expected.name) !== expected.id) {
        throw new PageError(400, 'Unknown transaction', `This transaction does not belong to that ${expected.name}. Use nextAction.url as it is.`);
      }
      requireCardholderStep(service, found, 'redirect');
      const returnUrl = checkedReturnUrl(found.target);
      const body = bankPage({ windowSize: '05', action: PATHS.redirectComplete, ...pageDetails(found) });
      // A full page of the bank is never framed. A CSP's form-action also governs where the form's
      // redirect may lead, so it names the return address.
      return html(200, body, bankPolicy({ formAction: `'self' ${formTargetSource(returnUrl)}`, frameAncestors: "'none'" }));
    }),
  );

  app.post(
    PATHS.redirectComplete,
    page(async (c) => {
      const { answer, found } = await cardholderAnswer(service, c.req.raw, 'redirect');
      const returnUrl = checkedReturnUrl(found.target);
      answerWith(found, answer);
      const location = withQuery(returnUrl, found.target.returnQuery());
      return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store', 'Referrer-Policy': 'origin' } });
    }),
  );

  const allowed = new Map<string, string>([
    [PATHS.method, 'POST'],
    [PATHS.acs, 'POST'],
    [PATHS.acsComplete, 'POST'],
    [PATHS.redirect, 'GET, HEAD'],
    [PATHS.redirectComplete, 'POST'],
    ...Object.values(ASSET_PATHS).map((path) => [path, 'GET, HEAD'] as [string, string]),
  ]);
  for (const [path, allow] of allowed) {
    app.all(path, (c) =>
      errorResponse(
        new SandboxError('method_not_allowed', `${c.req.method} is not allowed on ${path}; use ${allow}.`, { headers: { Allow: allow } }),
        c.get('requestId'),
      ),
    );
  }
}

interface Found {
  account: Account;
  target: AuthenticationTarget;
  threeDS: ThreeDSState;
}

/** The transaction named by a message or a form, on whichever account holds it. */
function findTransaction(service: SandboxService, transactionId: string, acsTransID?: string): Found {
  for (const account of service.accounts) {
    const threeDS = account.threeDSTransactions.get(transactionId);
    const target = threeDS && authenticationTarget(service, account, threeDS);
    if (!threeDS || !target) continue;
    if (acsTransID !== undefined && acsTransID !== threeDS.acsTransID) {
      throw new PageError(
        400,
        'Unknown transaction',
        'The acsTransID does not match this transaction: post the creq exactly as nextAction gives it.',
      );
    }
    return { account, target, threeDS };
  }
  throw new PageError(
    400,
    'Unknown transaction',
    `No 3D Secure transaction ${transactionId.slice(0, 64)} exists on this sandbox (a restarted sandbox forgets them): confirm the payment again.`,
  );
}

/**
 * The cardholder may answer only a pending transaction at this step, before it expires. A late or
 * repeated answer changes nothing (contract: Payment states; docs/sandbox.md, 3D Secure pages).
 */
/** The bank page's form, the transaction it answers, and a check that this step still waits for it. */
async function cardholderAnswer(
  service: SandboxService,
  request: Request,
  step: 'challenge' | 'redirect',
): Promise<{ answer: Answer; found: Found }> {
  const answer = readAnswer(await readForm(request));
  const found = findTransaction(service, answer.threeDSServerTransID, answer.acsTransID);
  requireCardholderStep(service, found, step);
  return { answer, found };
}

function requireCardholderStep(service: SandboxService, { target, threeDS }: Found, step: 'challenge' | 'redirect'): void {
  const { outcome } = threeDS;
  if (outcome === 'passed' || outcome === 'failed' || outcome === 'canceled') {
    throw new PageError(400, 'This authentication is already complete', `Its result (${outcome}) was recorded already; nothing was changed.`);
  }
  if (outcome === 'abandoned' || !target.pending) {
    throw new PageError(
      400,
      'This authentication is no longer pending',
      `The ${target.noun} was confirmed again or canceled after this authentication began (it is now ${target.status}); nothing was changed.`,
    );
  }
  if (threeDS.stage !== step) {
    const instead = threeDS.stage === 'fingerprint' ? 'its 3DS Method step: call authenticate first' : `a ${threeDS.stage}`;
    throw new PageError(400, `This transaction is not waiting for a ${step}`, `It is waiting for ${instead}.`);
  }
  if (threeDS.expiresAtMs !== null && service.clock.now() >= threeDS.expiresAtMs) {
    throw new PageError(
      400,
      'This authentication has expired',
      `A cardholder has ${AUTHENTICATION_LIFETIME_SECONDS / 60} minutes (sandbox clock) to answer. Confirm the payment again to start over.`,
    );
  }
}

/** Plays the cardholder's answer; the code may be typed with spaces ("123 456"). */
function answerWith({ target, threeDS }: Found, answer: Answer): Exclude<AuthenticationOutcome, 'abandoned'> {
  target.resolve(answer.action === 'cancel' ? null : (answer.code ?? '').replace(/\s+/g, ''));
  return threeDS.outcome as Exclude<AuthenticationOutcome, 'abandoned'>;
}

/** A card saved without paying shows that nothing is charged. */
const NO_CHARGE = 'None: the card is saved for later payments';

function pageDetails({ target, threeDS }: Found) {
  return {
    fields: { threeDSServerTransID: threeDS.transactionId, acsTransID: threeDS.acsTransID },
    amount: target.amount === null ? NO_CHARGE : formatAmount(target.amount.amount, target.amount.currency),
    card: cardLabel(target.card),
  };
}

/** The return address, checked again before anyone is sent there. */
function checkedReturnUrl(target: AuthenticationTarget): URL {
  if (target.returnUrl === null || !isAcceptableReturnUrl(target.returnUrl)) {
    throw new PageError(
      400,
      'No return address',
      `This ${target.noun} has no acceptable returnUrl to send the cardholder back to; nothing was changed.`,
    );
  }
  return new URL(target.returnUrl);
}

/**
 * `url` with `added` set in its query. The merchant's own parameters stay byte for byte (URLSearchParams
 * would re-encode them); one of ours already there is replaced, not repeated. The fragment stays.
 */
export function withQuery(url: URL, added: Readonly<Record<string, string>>): string {
  const result = new URL(url.href);
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((part) => part !== '' && !Object.hasOwn(added, parameterName(part)));
  result.search = [...kept, new URLSearchParams(added).toString()].join('&');
  return result.href;
}

function parameterName(part: string): string {
  // What comes before the first `=`, all of it when there is none.
  const name = part.replace(/=.*/s, '').replace(/\+/g, ' ');
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** The own origin of the service, the only place the ACS posts a notice to: it is no open redirector. */
function ownOrigin(service: SandboxService, notificationURL: string): string {
  let url: URL;
  try {
    url = new URL(notificationURL);
  } catch {
    throw new PageError(400, 'Invalid 3DS Method data', 'threeDSMethodNotificationURL is not an absolute URL.');
  }
  if (url.origin !== new URL(service.origin).origin) {
    throw new PageError(
      400,
      'Notification URL refused',
      `threeDSMethodNotificationURL must be on the service’s own origin (${new URL(service.origin).origin}); the ACS posts nowhere else.`,
    );
  }
  return url.href;
}

function decode<Schema extends Parameters<typeof decodeMessage>[2]>(heading: string, name: string, value: string, schema: Schema) {
  try {
    return decodeMessage(name, value, schema);
  } catch (error) {
    if (error instanceof MessageError) throw new PageError(400, heading, error.message);
    throw error;
  }
}

function field(form: URLSearchParams, name: string): string {
  const value = form.get(name);
  if (value === null || value === '') throw new PageError(400, 'Missing form field', `The form must carry a ${name} field.`);
  return value;
}

function readAnswer(form: URLSearchParams): Answer {
  const parsed = CardholderAnswer.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue && issue.path.length > 0 ? issue.path.join('.') : 'the form';
    const problem = issue?.code === 'invalid_type' ? 'is missing' : (issue?.message ?? 'is invalid');
    throw new PageError(400, 'Invalid answer', `The answer's ${name} ${problem}. Answer from the bank page itself.`);
  }
  return parsed.data;
}

/** A form post of at most FORM_LIMIT_BYTES, as browsers send one (application/x-www-form-urlencoded). */
async function readForm(request: Request): Promise<URLSearchParams> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/x-www-form-urlencoded\s*(?:;|$)/i.test(type)) {
    throw new PageError(415, 'Unsupported form encoding', `Post this form as application/x-www-form-urlencoded (got ${type || 'no Content-Type'}).`);
  }
  const text = await readBodyWithin(request, FORM_LIMIT_BYTES);
  if (text === null) throw new PageError(413, 'Form too large', `This page takes at most ${FORM_LIMIT_BYTES} bytes of form data.`);
  return new URLSearchParams(text);
}

/** Waits `ms` of real time, or less if the browser gives up on the request first. */
function realDelay(c: Context<AppEnv>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const outgoing = c.env.outgoing;
    const done = () => {
      clearTimeout(timer);
      outgoing.off('close', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    outgoing.once('close', done);
  });
}
