import { Hono } from 'hono';
import { isLoopbackHost } from '../api/urls.js';
import { mountThreeDSecure } from './bank/three-d-secure.js';
import { identify, isAllowedOrigin } from './http/auth.js';
import { mountFramePages } from './http/frame-pages.js';
import { isAllowedHost } from './http/host.js';
import { type AppEnv, type RouteSpec, errorResponse, peerAddress, pipeline, readVersion, tooManyRequests } from './http/pipeline.js';
import { renderChangelogRss } from './model/changelog.js';
import { SandboxError } from './model/errors.js';
import { newId } from './model/ids.js';
import type { SandboxService } from './model/service.js';
import { apiKeyRoutes } from './routes/api-keys.js';
import { cardRoutes } from './routes/cards.js';
import { customerRoutes } from './routes/customers.js';
import { fontRoutes } from './routes/fonts.js';
import { mountControls } from './routes/controls.js';
import { mountCspReports } from './routes/csp-reports.js';
import { invoiceRoutes } from './routes/invoices.js';
import { paymentRoutes } from './routes/payments.js';
import { priceRoutes, productRoutes } from './routes/products.js';
import { refundRoutes } from './routes/refunds.js';
import { sessionRoutes } from './routes/sessions.js';
import { settlementRoutes } from './routes/settlements.js';
import { subscriptionRoutes } from './routes/subscriptions.js';
import { usageRecordRoutes } from './routes/usage-records.js';
import { webhookRoutes } from './routes/webhooks.js';

/** Every API operation of the sandbox, each declaring its keys, scope and endpoint class. */
export const API_ROUTES: readonly RouteSpec[] = [
  ...paymentRoutes,
  ...refundRoutes,
  ...sessionRoutes,
  ...cardRoutes,
  ...fontRoutes,
  ...apiKeyRoutes,
  ...webhookRoutes,
  ...settlementRoutes,
  ...invoiceRoutes,
  ...customerRoutes,
  ...productRoutes,
  ...priceRoutes,
  ...subscriptionRoutes,
  ...usageRecordRoutes,
];

const EXPOSED_HEADERS = [
  'Request-Id',
  'Svc-Version',
  'Svc-Deprecation',
  'Idempotent-Replayed',
  'Retry-After',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
].join(', ');
const ALLOWED_REQUEST_HEADERS = 'Authorization, X-Api-Key, Content-Type, Idempotency-Key, Svc-Version';

/**
 * Contract (Transport and environments): plain HTTP is refused before the key is read, except from
 * loopback peers on a server started without --require-https (local development without certificates).
 */
export function refusesPlainHttp(requireHttps: boolean, encrypted: boolean, peerAddress: string): boolean {
  if (encrypted) return false;
  return requireHttps || !isLoopbackHost(peerAddress.replace(/^::ffff:(?=\d+\.)/, ''));
}

export function createApp(service: SandboxService): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    const requestId = newId('req_', 16);
    c.set('requestId', requestId);
    const started = performance.now();
    const origin = c.req.header('origin');
    const corsAllowed = origin !== undefined && isAllowedOrigin(service, origin);

    // A TLS socket's `encrypted` is true; a plain one has none.
    const encrypted = Boolean((c.env.incoming.socket as { encrypted?: boolean }).encrypted);
    if (refusesPlainHttp(service.options.requireHttps, encrypted, peerAddress(c))) {
      c.res = errorResponse(
        new SandboxError('https_required', 'All requests must use HTTPS. Plain HTTP was refused before any key was read.'),
        requestId,
      );
    } else if (!isAllowedHost(c.req.header('host'), service.options)) {
      c.res = errorResponse(
        new SandboxError(
          'host_not_allowed',
          `Host ${JSON.stringify(c.req.header('host') ?? '').slice(0, 80)} does not name this sandbox: use its IP address, localhost, its public URL or a name given with --allowed-host.`,
        ),
        requestId,
      );
    } else if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method') !== undefined) {
      // A refused preflight is an error answer like any other (found by the fuzz suite: it had no body).
      c.res = corsAllowed
        ? new Response(null, {
            status: 204,
            headers: {
              'Access-Control-Allow-Methods': 'GET, POST, DELETE',
              'Access-Control-Allow-Headers': ALLOWED_REQUEST_HEADERS,
              'Access-Control-Max-Age': '600',
            },
          })
        : errorResponse(
            new SandboxError(
              'origin_not_allowed',
              `The origin ${JSON.stringify(origin ?? null)} may not call the API from a browser. Register it (sandbox: --allowed-origin).`,
            ),
            requestId,
          );
    } else {
      await next();
    }

    c.res.headers.set('Request-Id', requestId);
    if (!c.res.headers.has('Svc-Version')) c.res.headers.set('Svc-Version', service.options.apiVersion);
    if (corsAllowed) {
      c.res.headers.set('Access-Control-Allow-Origin', origin);
      c.res.headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
      c.res.headers.append('Vary', 'Origin');
    }
    if (service.options.log) {
      const ms = (performance.now() - started).toFixed(1);
      console.error(`svc-sandbox ${c.req.method} ${new URL(c.req.url).pathname} → ${c.res.status} ${ms} ms ${requestId}`);
    }
  });

  for (const route of API_ROUTES) app.on(route.method, route.path, pipeline(service, route));
  // A known path with another method: 405, not 404, so the mistake is obvious.
  for (const path of new Set(API_ROUTES.map((route) => route.path))) {
    const methods = API_ROUTES.filter((route) => route.path === path).map((route) => route.method);
    app.all(path, (c) =>
      errorResponse(
        new SandboxError('method_not_allowed', `${c.req.method} is not allowed on ${path}; use ${methods.join(' or ')}.`, {
          headers: { Allow: methods.join(', ') },
        }),
        c.get('requestId'),
      ),
    );
  }

  // The changelog feed is public: no key (interface: Endpoints).
  app.get(
    '/v1/changelog.rss',
    () =>
      new Response(renderChangelogRss(service.changelog, { baseUrl: service.origin }), {
        headers: { 'content-type': 'application/rss+xml; charset=utf-8' },
      }),
  );

  mountFramePages(app, service);
  mountThreeDSecure(app, service);
  mountCspReports(app, service);
  mountControls(app, service);

  // An unknown path is a request like any other (issue 13): with a key it is counted, and the answer
  // carries the X-RateLimit-* headers and the Svc-Version asked for (interface: every response).
  app.notFound((c) => {
    const headers: Record<string, string> = {};
    let refusal = new SandboxError('route_not_found', `Unrecognized request URL: ${c.req.method} ${new URL(c.req.url).pathname}.`);
    try {
      const caller = identify(service, { headers: c.req.raw.headers, peerAddress: peerAddress(c) });
      headers['Svc-Version'] = readVersion(c.req.header('svc-version'), caller.account.defaultVersion);
      const access = c.req.method === 'GET' ? 'read' : 'write';
      const rate = service.rateLimiter.check(caller.account.id, caller.key.id, access, 'general', caller.key.type === 'publishable');
      Object.assign(headers, rate.headers);
      if (!rate.allowed) {
        refusal = tooManyRequests(rate.retryAfterSeconds);
      }
    } catch {
      // No key, a refused one or an unknown version: the 404 stands, as for anyone.
    }
    return errorResponse(refusal, c.get('requestId'), headers);
  });
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- an error thrown before the first middleware set it leaves requestId unset
  app.onError((error, c) => errorResponse(error, c.get('requestId') ?? 'req_unknown'));
  return app;
}
