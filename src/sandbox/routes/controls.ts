import type { Context, Hono } from 'hono';
import * as z from 'zod/mini';
import { Currency, CustomerId, MetadataParam, TokenReissueParams } from '../../api/params.js';
import { INVOICE_STATUSES } from '../../api/resources.js';
import { insertInvoice } from '../flows/invoices.js';
import { resolveAuthentication } from '../flows/payment-flow.js';
import { reissueCard } from '../flows/saved-cards.js';
import { readApiKey } from '../http/auth.js';
import { requireLoopbackHost } from '../http/host.js';
import { type AppEnv, errorResponse, jsonResponse, readJsonBody } from '../http/pipeline.js';
import { ChangelogEntry } from '../model/changelog.js';
import { SandboxError, parseParams } from '../model/errors.js';
import { metadataOnCreate } from '../model/metadata.js';
import { renderInvoice, renderPayment, renderSettlement, renderToken } from '../model/render.js';
import type { SandboxService } from '../model/service.js';
import type { Account } from '../model/state.js';
import { findOr404 } from './list.js';
import { settleAccount } from './settlements.js';

/**
 * Sandbox-only controls under `/_sandbox/` (contract: Sandbox-only controls). For tests and demos,
 * never part of the real service. Controls that act on an account take its secret key as usual.
 */

const MAX_ADVANCE_SECONDS = 10 * 365 * 24 * 60 * 60;
const ClockAdvance = z.strictObject({
  seconds: z.number().check(z.nonnegative('must not be negative'), z.maximum(MAX_ADVANCE_SECONDS, 'must be at most ten years')),
});
const AuthenticationAnswer = z.strictObject({
  action: z.enum(['submit', 'cancel']),
  code: z.optional(z.string().check(z.maxLength(32))),
});
/** An invoice as the list shows it, without a subscription behind it; `amountPaid` follows `status` (all of it once paid). */
const InvoiceSeed = z.strictObject({
  amountDue: z.int().check(z.nonnegative()),
  currency: Currency,
  status: z._default(z.enum(INVOICE_STATUSES), 'open'),
  customer: z.optional(CustomerId),
  metadata: z.optional(MetadataParam),
});
const ChangelogPublish = z.strictObject({
  version: ChangelogEntry.shape.version,
  tag: ChangelogEntry.shape.tag,
  title: ChangelogEntry.shape.title,
  description: z.optional(ChangelogEntry.shape.description),
  url: z.optional(ChangelogEntry.shape.url),
});

function accountOf(service: SandboxService, c: Context<AppEnv>): Account {
  const found = service.findKey(readApiKey(c.req.raw.headers));
  if (found?.key.type !== 'secret' || found.key.revokedAtMs !== null) {
    throw new SandboxError('api_key_invalid', 'Sandbox controls that act on an account take its secret key.');
  }
  return found.account;
}

export function mountControls(app: Hono<AppEnv>, service: SandboxService): void {
  const control =
    (handler: (c: Context<AppEnv>) => Promise<{ status?: number; body: unknown }> | { status?: number; body: unknown }) =>
    async (c: Context<AppEnv>) => {
      try {
        // No other site may drive the controls (issue 13): a web page can send a cross-site "simple"
        // request without a preflight, but not with a JSON content type; and a DNS name rebound to
        // loopback would not be a loopback Host.
        requireLoopbackHost(c.req.header('host'));
        if (c.req.method === 'POST' && !/^application\/json\b/i.test(c.req.header('content-type') ?? '')) {
          throw new SandboxError(
            'content_type_invalid',
            'Sandbox controls take Content-Type: application/json, even without a body: a page of another site cannot send that without a CORS preflight.',
          );
        }
        const reply = await handler(c);
        return jsonResponse(reply.status ?? 200, reply.body);
      } catch (error) {
        return errorResponse(error, c.get('requestId'));
      }
    };

  app.get(
    '/_sandbox/clock',
    control(() => ({ body: { now: service.clock.iso() } })),
  );
  app.post(
    '/_sandbox/clock/advance',
    control(async (c) => {
      const { seconds } = parseParams(ClockAdvance, await readJsonBody(c.req.raw));
      service.clock.advance(seconds);
      return { body: { now: service.clock.iso() } };
    }),
  );
  app.post(
    '/_sandbox/accounts',
    control(() => ({ status: 201, body: service.createAccount() })),
  );
  app.post(
    '/_sandbox/payments/:id/three_d_secure',
    control(async (c) => {
      const account = accountOf(service, c);
      const answer = parseParams(AuthenticationAnswer, await readJsonBody(c.req.raw));
      const payment = findOr404(account.payments, c.req.param('id'), 'payment');
      resolveAuthentication(service, account, payment, answer.action === 'cancel' ? null : (answer.code ?? ''));
      return { body: renderPayment(payment, { version: account.defaultVersion, livemode: account.livemode }) };
    }),
  );
  // Account updating (contract: Tokens): the issuer reissued a saved card, or closed its account.
  app.post(
    '/_sandbox/tokens/:id/reissue',
    control(async (c) => {
      const account = accountOf(service, c);
      const params = parseParams(TokenReissueParams, await readJsonBody(c.req.raw));
      const token = findOr404(account.tokens, c.req.param('id'), 'token');
      reissueCard(service, account, token, params);
      return { body: renderToken(token, { version: account.defaultVersion, livemode: account.livemode }) };
    }),
  );
  app.post(
    '/_sandbox/settlements',
    control((c) => {
      const account = accountOf(service, c);
      const created = settleAccount(service, account);
      const render = { version: account.defaultVersion, livemode: account.livemode };
      return { status: 201, body: { object: 'list', data: created.map((s) => renderSettlement(s, render)) } };
    }),
  );
  app.post(
    '/_sandbox/invoices',
    control(async (c) => {
      const account = accountOf(service, c);
      const seed = parseParams(InvoiceSeed, await readJsonBody(c.req.raw));
      if (seed.customer !== undefined) findOr404(account.customers, seed.customer, 'customer', 'customer');
      const now = service.clock.now();
      const invoice = insertInvoice(service, account, {
        customer: seed.customer ?? null,
        subscription: null,
        status: seed.status,
        amountDue: seed.amountDue,
        amountPaid: seed.status === 'paid' ? seed.amountDue : 0,
        currency: seed.currency,
        periodStartMs: now,
        periodEndMs: now,
        metadata: metadataOnCreate(seed.metadata),
      });
      return { status: 201, body: renderInvoice(invoice, { version: account.defaultVersion, livemode: account.livemode }) };
    }),
  );
  app.get(
    '/_sandbox/webhook_deliveries',
    control((c) => {
      const account = accountOf(service, c);
      const attempts = service.deliverer.attempts.filter((attempt) => account.events.get(attempt.eventId) !== undefined);
      return { body: { object: 'list', data: attempts } };
    }),
  );
  app.post(
    '/_sandbox/changelog',
    control(async (c) => {
      const params = parseParams(ChangelogPublish, await readJsonBody(c.req.raw));
      // Every field was checked with the entry's own rules above; the entry is parsed again as a whole.
      const entry = parseParams(ChangelogEntry, {
        ...params,
        description: params.description ?? params.title,
        publishedAt: service.clock.iso(),
        url: params.url ?? `/changelog#${params.version}`,
      });
      service.changelog.push(entry);
      const data = {
        object: 'changelog_entry',
        version: entry.version,
        tag: entry.tag,
        title: entry.title,
        url: new URL(entry.url, service.origin).href,
      };
      for (const account of service.accounts) service.emit(account, 'changelog.published', data);
      return { status: 201, body: data };
    }),
  );
}
