/**
 * The sandbox's API changelog (interface: Versioning, rule 6): entries tagged `additive`, `fix`,
 * `breaking` or `deprecated`, served as an RSS 2.0 feed at `GET /v1/changelog.rss`. Entries published
 * at run time are validated with `ChangelogEntry` and rendered together with `BUILT_IN_CHANGELOG`;
 * `version`, `tag`, `title` and `url` are also the data of the `changelog.published` event (interface: Events).
 */
import { z } from 'zod/mini';

export const CHANGELOG_TAGS = {
  additive: 'additive',
  fix: 'fix',
  breaking: 'breaking',
  deprecated: 'deprecated',
} as const;
export type ChangelogTag = (typeof CHANGELOG_TAGS)[keyof typeof CHANGELOG_TAGS];

export const ChangelogEntry = z.object({
  /** The dated API version the change belongs to (interface: Versioning, rule 1). */
  version: z.iso.date(),
  tag: z.enum(CHANGELOG_TAGS),
  title: z.string().check(z.minLength(1)),
  description: z.string().check(z.minLength(1)),
  /** RFC 3339 with `Z` or an offset. */
  publishedAt: z.iso.datetime({ offset: true }),
  /**
   * A docs path such as `/changelog#…` (resolved against the feed's base URL) or an absolute http(s)
   * URL with a host. No white space and no backslash anywhere, and a path never starts `//` or `/\`:
   * browsers read those as another host (issue 13: `/\host/path` was published as a foreign link).
   */
  url: z.string().check(z.regex(/^(?:\/(?![/\\])|https?:\/\/[^\s/\\?#@]+(?:[/?#]|$))[^\s\\]*$/)),
});
export type ChangelogEntry = z.infer<typeof ChangelogEntry>;

export const BUILT_IN_CHANGELOG: readonly ChangelogEntry[] = [
  {
    version: '2026-03-09',
    tag: 'deprecated',
    title: 'Client library: the charges namespace is deprecated in favour of payments',
    description:
      'The client library namespace `charges` is deprecated; use `payments`, which covers the same operations. ' +
      '`charges` will be removed in the next major version of the library after its sunset on 2027-03-09. ' +
      'Client libraries are versioned independently of the API version.',
    publishedAt: '2026-03-09T00:00:00Z',
    url: '/changelog#2026-03-09-charges-namespace-deprecated',
  },
  {
    version: '2026-04-01',
    tag: 'breaking',
    title: 'Payment amount must be an integer',
    description:
      "From API version 2026-04-01, `amount` must be an integer in the currency's minor unit; fractional amounts are " +
      'rejected. Accounts pinned to earlier versions are unaffected until they upgrade.',
    publishedAt: '2026-04-01T00:00:00Z',
    url: '/changelog#2026-04-01-integer-amount',
  },
  {
    version: '2026-04-01',
    tag: 'breaking',
    title: 'Payment status pending is split into requires_action and processing',
    description:
      'From API version 2026-04-01, the payment status `pending` is replaced by `requires_action` (the customer must ' +
      'complete a step such as 3D Secure) and `processing` (waiting on the payment network). Accounts pinned to ' +
      'earlier versions keep seeing `pending` until they upgrade.',
    publishedAt: '2026-04-01T00:00:00Z',
    url: '/changelog#2026-04-01-pending-status-split',
  },
  {
    version: '2026-04-01',
    tag: 'breaking',
    title: 'Top-level customer.email removed from payments',
    description:
      'From API version 2026-04-01, payments no longer carry the top-level `customer.email` field. Accounts pinned to ' +
      'earlier versions are unaffected until they upgrade.',
    publishedAt: '2026-04-01T00:00:00Z',
    url: '/changelog#2026-04-01-customer-email-removed',
  },
  {
    version: '2026-04-01',
    tag: 'deprecated',
    title: 'Payment field customer.email is deprecated for accounts on earlier versions',
    description:
      'For accounts pinned to versions before 2026-04-01, the payment field `customer.email` is deprecated with sunset ' +
      '2027-04-01. Responses that include it carry the `Svc-Deprecation` header naming the field and its sunset date; ' +
      'the technical contact is notified 90 and 30 days before sunset.',
    publishedAt: '2026-04-01T00:00:00Z',
    url: '/changelog#2026-04-01-customer-email-deprecated',
  },
  {
    version: '2026-04-20',
    tag: 'additive',
    title: 'New event: payment.requires_action',
    description:
      'The event `payment.requires_action` is emitted when a 3D Secure step-up begins after a payment was created; ' +
      'its data is the payment. New event types are additive and apply to all API versions.',
    publishedAt: '2026-04-20T00:00:00Z',
    url: '/changelog#2026-04-20-payment-requires-action',
  },
  {
    version: '2026-05-12',
    tag: 'fix',
    title: 'invoice.paid is no longer emitted twice for saved-card invoices during a retry',
    description:
      'When a saved-card invoice was paid during a retry, `invoice.paid` was emitted twice. It is now emitted once. ' +
      'Receivers should still de-duplicate on the event id, since deliveries themselves may repeat.',
    publishedAt: '2026-05-12T00:00:00Z',
    url: '/changelog#2026-05-12-invoice-paid-duplicate',
  },
  {
    version: '2026-05-28',
    tag: 'additive',
    title: 'New event: loyalty.points.expiring',
    description:
      'The event `loyalty.points.expiring` is emitted 30 days before a loyalty points balance expires. New event ' +
      'types are additive and apply to all API versions.',
    publishedAt: '2026-05-28T00:00:00Z',
    url: '/changelog#2026-05-28-loyalty-points-expiring',
  },
];

export interface RenderChangelogRssOptions {
  /** Where the sandbox or docs are served, e.g. `http://127.0.0.1:4242`; relative entry URLs resolve against it. */
  baseUrl: string;
  /** The feed's `lastBuildDate`; defaults to the current time. */
  now?: Date;
}

/** An RSS 2.0 feed (https://www.rssboard.org/rss-specification), newest entry first. */
export function renderChangelogRss(entries: readonly ChangelogEntry[], options: RenderChangelogRssOptions): string {
  const { baseUrl, now = new Date() } = options;
  // Array.prototype.sort is stable, so entries published together keep the order they were given in.
  const newestFirst = [...entries].sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));
  const items = newestFirst.map(
    (entry) => `    <item>
      ${element('title', entry.title)}
      ${element('link', absoluteUrl(entry.url, baseUrl))}
      <guid isPermaLink="false">${escapeXml(changelogGuid(entry))}</guid>
      ${element('pubDate', new Date(entry.publishedAt).toUTCString())}
      ${element('category', entry.tag)}
      ${element('description', entry.description)}
    </item>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0">',
    '  <channel>',
    `    ${element('title', 'svc payments API changelog')}`,
    `    ${element('link', absoluteUrl('/changelog', baseUrl))}`,
    `    ${element('description', 'Changes to the svc payments API, tagged additive, fix, breaking or deprecated.')}`,
    `    ${element('language', 'en')}`,
    `    ${element('lastBuildDate', now.toUTCString())}`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/**
 * `<version>/<slug>`, the slug taken from the URL's fragment, so fixing a typo in a title does not make
 * feed readers show the entry again as new.
 */
export function changelogGuid(entry: Pick<ChangelogEntry, 'version' | 'title' | 'url'>): string {
  const fragment = entry.url.includes('#') ? entry.url.slice(entry.url.indexOf('#') + 1) : '';
  const slug = (fragment || slugify(entry.title)).replace(new RegExp(`^${entry.version}-`), '');
  return `${entry.version}/${slug}`;
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function absoluteUrl(url: string, baseUrl: string): string {
  try {
    return new URL(url, baseUrl).href;
  } catch {
    throw new TypeError(`Cannot resolve changelog URL "${url}" against baseUrl "${baseUrl}"; baseUrl must be absolute.`);
  }
}

function element(name: string, text: string): string {
  return `<${name}>${escapeXml(text)}</${name}>`;
}

// Characters XML 1.0 forbids outright (control characters, lone surrogates); an entry published at run
// time could contain them, and a single one makes the whole feed unparseable for every reader.
const XML_FORBIDDEN = new RegExp(
  [
    '[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\uFFFE\\uFFFF]',
    '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])', // high surrogate without its low half
    '(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]', // low surrogate without its high half
  ].join('|'),
  'g',
);

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(XML_FORBIDDEN, '').replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}
