import { parseRss } from '../support/rss.js';
import { describe, expect, it } from 'vitest';
import { type ApiResult, type TestSandbox, payWith, useSandbox } from '../support/sandbox.js';

/**
 * Interface: Versioning (rules 1–7), Payment (`amount`, `customer`), States and transitions, Events
 * (`changelog.published`); contract: Payment states, Other limits (known versions, `invalid_api_version`,
 * `Svc-Version` on every response), Webhooks (event envelope `apiVersion`).
 */

const MODERN = '2026-04-01';
const LEGACY = '2025-09-01';
const TAGS = ['additive', 'fix', 'breaking', 'deprecated'];
const PAYMENT = { amount: 2000, currency: 'EUR', returnUrl: 'https://shop.example/return' };
const CUSTOMER = { email: 'ada@example.com', name: 'Ada Lovelace' };

/** The feed's version, channel fields and items. */
function readFeed(xml: string) {
  const { rss } = parseRss(xml);
  const { item: items, ...channel } = rss.channel;
  return { version: rss['@_version'], channel, items };
}

function expectError(result: ApiResult, status: number, code: string, param?: string) {
  expect(result.status, JSON.stringify(result.body)).toBe(status);
  expect(result.body.error.code).toBe(code);
  if (param !== undefined) expect(result.body.error.param).toBe(param);
}

async function create(t: TestSandbox, body: Record<string, unknown>, version?: string): Promise<ApiResult> {
  return t.api('POST', '/v1/payments', { body, ...(version ? { version } : {}) });
}

async function eventFor(t: TestSandbox, type: string, paymentId: string) {
  const events = await t.api('GET', `/v1/events?type=${type}&limit=100`);
  expect(events.status).toBe(200);
  const event = events.body.data.find((item: any) => item.data.id === paymentId);
  expect(event, `${type} for ${paymentId}`).toBeDefined();
  return event;
}

describe('versioning (interface: Versioning; contract: Other limits)', () => {
  /** Pinned to the latest version, as new accounts are. */
  const t = useSandbox();
  /** An account onboarded before 2026-04-01 and never upgraded (rule 1). */
  const old = useSandbox({ apiVersion: LEGACY });

  it("versioning rule 1: without Svc-Version a request uses the account's pinned default version", async () => {
    const modern = await create(t, { ...PAYMENT, customer: CUSTOMER });
    expect(modern.status).toBe(201);
    expect(modern.headers.get('svc-version')).toBe(MODERN);
    expect(modern.body.customer).not.toHaveProperty('email');
    const legacy = await create(old, { ...PAYMENT, amount: '20.99', customer: CUSTOMER });
    expect(legacy.status, JSON.stringify(legacy.body)).toBe(201);
    expect(legacy.headers.get('svc-version')).toBe(LEGACY);
    expect(legacy.body.amount).toBe(20);
    expect(legacy.body.customer.email).toBe(CUSTOMER.email);
    expect((await old.api('GET', `/v1/payments/${legacy.body.id}`)).headers.get('svc-version')).toBe(LEGACY);
  });

  it('versioning rule 2: the Svc-Version header sets the version per request, over the account default', async () => {
    const created = await create(t, { ...PAYMENT, customer: CUSTOMER });
    const asLegacy = await t.api('GET', `/v1/payments/${created.body.id}`, { version: LEGACY });
    expect(asLegacy.headers.get('svc-version')).toBe(LEGACY);
    expect(asLegacy.body.customer.email).toBe(CUSTOMER.email);
    const asModern = await t.api('GET', `/v1/payments/${created.body.id}`, { version: MODERN });
    expect(asModern.headers.get('svc-version')).toBe(MODERN);
    expect(asModern.body.customer).not.toHaveProperty('email');
    // The legacy account can opt in to the new version request by request, before upgrading.
    const optIn = await create(old, { ...PAYMENT, amount: '20.99' }, MODERN);
    expect(optIn.headers.get('svc-version')).toBe(MODERN);
    expectError(optIn, 400, 'parameter_invalid', 'amount');
  });

  it('contract: every response carries the Svc-Version it was rendered with (2xx, 4xx, 404, 405, the feed)', async () => {
    const created = await create(t, PAYMENT);
    const cases: [TestSandbox, string, string, Parameters<TestSandbox['api']>[2], number, string][] = [
      [t, 'GET', '/v1/payments', {}, 200, MODERN],
      [t, 'GET', '/v1/payments', { version: LEGACY }, 200, LEGACY],
      [t, 'POST', `/v1/payments/${created.body.id}`, { body: { metadata: { a: 'b' } }, version: LEGACY }, 200, LEGACY],
      [t, 'POST', '/v1/payments', { body: { amount: 'x' }, version: LEGACY }, 400, LEGACY],
      [t, 'POST', '/v1/payments', { body: { amount: 10.5, currency: 'EUR' } }, 400, MODERN],
      [t, 'GET', '/v1/payments?limit=0', {}, 400, MODERN],
      [t, 'GET', '/v1/payments', { key: null }, 401, MODERN],
      [t, 'GET', '/v1/payments/pay_doesnotexist', { version: LEGACY }, 404, LEGACY],
      [t, 'GET', '/v1/nothing-here', {}, 404, MODERN],
      [t, 'DELETE', '/v1/payments', {}, 405, MODERN],
      [t, 'GET', '/v1/changelog.rss', { key: null }, 200, MODERN],
      [old, 'GET', '/v1/payments', {}, 200, LEGACY],
      [old, 'GET', '/v1/payments', { version: MODERN }, 200, MODERN],
      [old, 'GET', '/v1/payments/pay_doesnotexist', {}, 404, LEGACY],
      [old, 'GET', '/v1/payments', { key: 'sk_test_wrongwrongwrong' }, 401, LEGACY],
      [old, 'GET', '/v1/nothing-here', {}, 404, LEGACY],
      [old, 'GET', '/v1/changelog.rss', { key: null }, 200, LEGACY],
    ];
    for (const [sandbox, method, path, call, status, version] of cases) {
      const result = await sandbox.api(method, path, call);
      expect(result.status, `${method} ${path} ${JSON.stringify(call)}`).toBe(status);
      expect(result.headers.get('svc-version'), `${method} ${path} ${JSON.stringify(call)}`).toBe(version);
    }
  });

  it('contract: an unknown Svc-Version → 400 invalid_api_version, before anything runs', async () => {
    const before = (await t.api('GET', '/v1/payments')).body.page.total_estimate;
    for (const version of ['2024-01-01', '2026-04-02', '2026-4-1', 'latest', '2026-04-01,2025-09-01']) {
      const result = await create(t, PAYMENT, version);
      expectError(result, 400, 'invalid_api_version');
      expect(result.body.error.type).toBe('invalid_request_error');
      expect(result.body.error.message).toContain(version);
      expect(result.body.error.message).toContain(LEGACY);
      expect(result.body.error.message).toContain(MODERN);
      // Rendered with the account's version, since the requested one does not exist.
      expect(result.headers.get('svc-version')).toBe(MODERN);
    }
    expectError(await t.api('GET', '/v1/payments', { version: 'latest' }), 400, 'invalid_api_version');
    expect((await t.api('GET', '/v1/payments')).body.page.total_estimate).toBe(before);
  });

  it('versioning rule 7 (2026-04-01): amount must be an integer: 10.5, "10.5", "1000" → 400 parameter_invalid amount', async () => {
    for (const amount of [10.5, '10.5', '1000', 1e-7]) {
      const result = await create(t, { ...PAYMENT, amount }, MODERN);
      expectError(result, 400, 'parameter_invalid', 'amount');
      expect(result.body.error.message).toMatch(/integer/);
    }
    expect((await create(t, { ...PAYMENT, amount: 1000 }, MODERN)).body.amount).toBe(1000);
    // The same rule on every amount of that version: adjust and refunds.
    const payment = await create(t, PAYMENT, MODERN);
    expectError(
      await t.api('POST', `/v1/payments/${payment.body.id}/adjust`, { body: { amount: '1500' }, version: MODERN }),
      400,
      'parameter_invalid',
      'amount',
    );
    const { payment: paid } = await payWith(t, '4242424242424242');
    expectError(
      await t.api('POST', '/v1/refunds', { body: { payment: paid.id, amount: 10.5 }, version: MODERN }),
      400,
      'parameter_invalid',
      'amount',
    );
  });

  it('versioning rule 7 (2025-09-01): decimal strings and decimals are floored: "10.7" and 10.7 → 10', async () => {
    for (const [amount, expected] of [
      ['10.7', 10],
      [10.7, 10],
      ['1000', 1000],
      [1000, 1000],
      ['99.999', 99],
    ] as const) {
      const result = await create(t, { ...PAYMENT, amount }, LEGACY);
      expect(result.status, JSON.stringify(result.body)).toBe(201);
      expect(result.body.amount).toBe(expected);
      expect((await t.api('GET', `/v1/payments/${result.body.id}`)).body.amount).toBe(expected);
    }
    // Floored, not guessed: what is not a number, or floors to nothing, is still refused.
    for (const amount of ['ten', '10,7', '', '0.5', -5]) {
      expectError(await create(t, { ...PAYMENT, amount }, LEGACY), 400, 'parameter_invalid', 'amount');
    }
  });

  it('versioning rule 7: a payment in requires_action reads requires_action from 2026-04-01 and pending before', async () => {
    const { payment, confirm } = await payWith(t, '4000000000003220');
    expect(confirm.body.status).toBe('requires_action');
    expect((await t.api('GET', `/v1/payments/${payment.id}`, { version: MODERN })).body.status).toBe('requires_action');
    expect((await t.api('GET', `/v1/payments/${payment.id}`, { version: LEGACY })).body.status).toBe('pending');
    const listed = await t.api('GET', '/v1/payments?limit=100', { version: LEGACY });
    expect(listed.body.data.find((item: any) => item.id === payment.id).status).toBe('pending');
    // The legacy account sees pending from the start, in answers and in events.
    const legacy = await payWith(old, '4000000000003220');
    expect(legacy.confirm.body.status).toBe('pending');
    expect((await eventFor(old, 'payment.requires_action', legacy.payment.id)).data.status).toBe('pending');
  });

  it('versioning rule 7: a payment in processing reads processing from 2026-04-01 and pending before', async () => {
    const { payment, confirm } = await payWith(t, '4000000000007700');
    expect(confirm.body.status).toBe('processing');
    expect((await t.api('GET', `/v1/payments/${payment.id}`, { version: MODERN })).body.status).toBe('processing');
    expect((await t.api('GET', `/v1/payments/${payment.id}`, { version: LEGACY })).body.status).toBe('pending');
    const legacy = await payWith(old, '4000000000007700');
    expect(legacy.confirm.body.status).toBe('pending');
    expect((await old.api('GET', `/v1/payments/${legacy.payment.id}`, { version: MODERN })).body.status).toBe('processing');
  });

  it('versioning rule 7: the status list filter follows the version: pending only before 2026-04-01', async () => {
    const run = { metadata: { run: `status-${Date.now()}` } };
    const action = await payWith(t, '4000000000003220', { ...PAYMENT, ...run });
    const processing = await payWith(t, '4000000000007700', { ...PAYMENT, ...run });
    await payWith(t, '4242424242424242', { ...PAYMENT, ...run });
    const ids = async (status: string, version: string) => {
      const result = await t.api('GET', `/v1/payments?status=${status}&metadata[run]=${run.metadata.run}`, { version });
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      return result.body.data.map((item: any) => [item.id, item.status]);
    };
    expect(await ids('pending', LEGACY)).toEqual([
      [processing.payment.id, 'pending'],
      [action.payment.id, 'pending'],
    ]);
    expect(await ids('requires_action', MODERN)).toEqual([[action.payment.id, 'requires_action']]);
    expect(await ids('processing', MODERN)).toEqual([[processing.payment.id, 'processing']]);
    expectError(await t.api('GET', '/v1/payments?status=pending', { version: MODERN }), 400, 'parameter_invalid', 'status');
    expectError(await t.api('GET', '/v1/payments?status=requires_action', { version: LEGACY }), 400, 'parameter_invalid', 'status');
    expectError(await t.api('GET', '/v1/payments?status=processing', { version: LEGACY }), 400, 'parameter_invalid', 'status');
    // Statuses every version shares work in both.
    expect(await ids('completed', LEGACY)).toHaveLength(1);
    expect(await ids('completed', MODERN)).toHaveLength(1);
  });

  it('versioning rules 5 and 7: customer.email is present before 2026-04-01 with Svc-Deprecation naming it and its sunset, absent from 2026-04-01 without the header', async () => {
    const legacy = await create(t, { ...PAYMENT, customer: CUSTOMER }, LEGACY);
    expect(legacy.status).toBe(201);
    expect(legacy.body.customer).toMatchObject({ object: 'customer', name: CUSTOMER.name, email: CUSTOMER.email });
    const header = legacy.headers.get('svc-deprecation');
    expect(header).toMatch(/^customer\.email; sunset=\d{4}-\d{2}-\d{2}$/);
    const sunset = header!.split('sunset=')[1]!;
    // Rule 5: at least 12 months of support after the version that removed it.
    expect(sunset >= '2027-04-01').toBe(true);
    const id = legacy.body.id;
    for (const path of [`/v1/payments/${id}`, `/v1/payments?limit=100`]) {
      const read = await t.api('GET', path, { version: LEGACY });
      expect(read.headers.get('svc-deprecation'), path).toBe(header);
    }
    const updated = await t.api('POST', `/v1/payments/${id}`, { body: { description: 'x' }, version: LEGACY });
    expect(updated.headers.get('svc-deprecation')).toBe(header);
    expect(updated.body.customer.email).toBe(CUSTOMER.email);

    const modern = await t.api('GET', `/v1/payments/${id}`, { version: MODERN });
    expect(modern.body.customer).toEqual({ id: legacy.body.customer.id, object: 'customer', name: CUSTOMER.name });
    expect(modern.headers.get('svc-deprecation')).toBeNull();
    const created = await create(t, { ...PAYMENT, customer: CUSTOMER }, MODERN);
    expect(created.body.customer).not.toHaveProperty('email');
    expect(created.headers.get('svc-deprecation')).toBeNull();
    expect((await t.api('GET', '/v1/payments?limit=100', { version: MODERN })).headers.get('svc-deprecation')).toBeNull();
    // Under the old version, a response without the field carries no header either.
    const withoutCustomer = await create(t, PAYMENT, LEGACY);
    expect(withoutCustomer.headers.get('svc-deprecation')).toBeNull();
    // Events keep the version they were rendered in: a legacy account's payment events hold the field, and say so.
    const legacyAccount = await create(old, { ...PAYMENT, customer: CUSTOMER });
    expect(legacyAccount.headers.get('svc-deprecation')).toBe(header);
    const legacyEvents = await old.api('GET', '/v1/events?type=payment.created');
    expect(legacyEvents.body.data[0].data.customer.email).toBe(CUSTOMER.email);
    expect(legacyEvents.headers.get('svc-deprecation')).toBe(header);
    expect((await old.api('GET', `/v1/events/${legacyEvents.body.data[0].id}`)).headers.get('svc-deprecation')).toBe(header);
    expect((await t.api('GET', '/v1/events?type=payment.created', { version: LEGACY })).headers.get('svc-deprecation')).toBeNull();
    // The announcement in the changelog names the same sunset.
    const feed = readFeed((await t.api('GET', '/v1/changelog.rss', { key: null })).body);
    const announcement = feed.items.find((item) => item.category === 'deprecated' && item.title.includes('customer.email'));
    expect(announcement?.description).toContain(sunset);
  });

  it("webhooks: events carry apiVersion = the account's pinned version, and data rendered in it, whatever the request version", async () => {
    const modern = await create(t, { ...PAYMENT, customer: CUSTOMER }, LEGACY);
    const modernEvent = await eventFor(t, 'payment.created', modern.body.id);
    expect(modernEvent.apiVersion).toBe(MODERN);
    expect(modernEvent.data.customer).not.toHaveProperty('email');
    // Reading events with another version does not re-render them.
    expect((await eventFor(t, 'payment.created', modern.body.id)).apiVersion).toBe(MODERN);
    const legacy = await create(old, { ...PAYMENT, customer: CUSTOMER }, MODERN);
    const legacyEvent = await eventFor(old, 'payment.created', legacy.body.id);
    expect(legacyEvent.apiVersion).toBe(LEGACY);
    expect(legacyEvent.data.customer.email).toBe(CUSTOMER.email);
  });

  it("versioning rule 6: GET /v1/changelog.rss needs no key and is RSS 2.0 listing the interface's entries, each tagged", async () => {
    const result = await t.api('GET', '/v1/changelog.rss', { key: null });
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    const feed = readFeed(result.body);
    expect(feed.version).toBe('2.0');
    expect(feed.channel).toMatchObject({ title: expect.any(String), link: expect.stringMatching(/^http/), description: expect.any(String) });
    for (const item of feed.items) {
      expect(TAGS, item.title).toContain(item.category);
      expect(item.link.startsWith(t.url), item.link).toBe(true);
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
    }
    const expected: [string, string, RegExp][] = [
      ['2026-03-09', 'deprecated', /charges.*payments/],
      ['2026-04-01', 'breaking', /amount.*integer/],
      ['2026-04-01', 'breaking', /pending.*requires_action.*processing/],
      ['2026-04-01', 'breaking', /customer\.email/],
      ['2026-04-20', 'additive', /payment\.requires_action/],
      ['2026-05-12', 'fix', /invoice\.paid/],
      ['2026-05-28', 'additive', /loyalty\.points\.expiring/],
    ];
    for (const [version, tag, title] of expected) {
      const matches = feed.items.filter((item) => item.category === tag && title.test(item.title) && item.guid['#text'].startsWith(`${version}/`));
      expect(matches, `${version} ${tag} ${title}`).toHaveLength(1);
    }
    // The charges deprecation names its sunset (interface: Versioning, rule 8).
    expect(feed.items.find((item) => item.title.includes('charges'))?.description).toContain('2027-03-09');
    // Newest first.
    const dates = feed.items.map((item) => Date.parse(item.pubDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('versioning rule 6: POST /_sandbox/changelog adds a feed item and emits changelog.published with version, tag, title, url', async () => {
    for (const [sandbox, pinned] of [
      [t, MODERN],
      [old, LEGACY],
    ] as const) {
      const entry = { version: '2026-07-01', tag: 'additive', title: `New list filter ${pinned}` };
      const published = await sandbox.api('POST', '/_sandbox/changelog', { body: entry, key: null });
      expect(published.status, JSON.stringify(published.body)).toBe(201);
      const feed = readFeed((await sandbox.api('GET', '/v1/changelog.rss', { key: null })).body);
      const item = feed.items.find((candidate) => candidate.title === entry.title);
      expect(item).toMatchObject({ category: 'additive' });
      expect(item!.guid['#text'].startsWith('2026-07-01/')).toBe(true);
      expect(feed.items[0]!.title).toBe(entry.title);

      const events = await sandbox.api('GET', '/v1/events?type=changelog.published&limit=100');
      expect(events.status).toBe(200);
      const matching = events.body.data.filter((candidate: any) => candidate.data.title === entry.title);
      expect(matching, 'one changelog.published event').toHaveLength(1);
      const [event] = matching;
      expect(event.type).toBe('changelog.published');
      expect(event.apiVersion).toBe(pinned);
      expect(event.data).toMatchObject({ version: entry.version, tag: entry.tag, title: entry.title, url: item!.link });
      expect(new URL(event.data.url).href).toBe(event.data.url);
    }
    // Only the four tags, and a dated version.
    const entry = { version: '2026-07-01', tag: 'additive', title: 'Refused' };
    expectError(await t.api('POST', '/_sandbox/changelog', { body: { ...entry, tag: 'feature' }, key: null }), 400, 'parameter_invalid', 'tag');
    expectError(await t.api('POST', '/_sandbox/changelog', { body: { ...entry, version: 'v2' }, key: null }), 400, 'parameter_invalid', 'version');
    // Issue 13: a url that is not a docs path on the sandbox or an absolute http(s) address is a 400
    // naming it, never a 500, and nothing is published: no script, no protocol-relative or
    // backslashed path that a browser reads as another host.
    const items = async () => readFeed((await t.api('GET', '/v1/changelog.rss', { key: null })).body).items.length;
    const before = await items();
    for (const url of [
      'javascript:alert(1)',
      '//evil.example/x',
      '/\\evil.example/x',
      '/\\/evil.example',
      '\\evil.example',
      'data:text/html,x',
      'https://',
      '/a b',
      '',
    ]) {
      expectError(await t.api('POST', '/_sandbox/changelog', { body: { ...entry, url }, key: null }), 400, 'parameter_invalid', 'url');
    }
    expect(await items()).toBe(before);
    const docsPath = await t.api('POST', '/_sandbox/changelog', { body: { ...entry, title: 'Docs path', url: '/changelog#docs-path' }, key: null });
    expect(docsPath.status).toBe(201);
    expect(new URL(docsPath.body.url).origin).toBe(new URL(t.sandbox.url).origin);
  });
});
