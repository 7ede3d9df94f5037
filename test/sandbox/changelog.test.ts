import { describe, expect, it } from 'vitest';
import { BUILT_IN_CHANGELOG, CHANGELOG_TAGS, ChangelogEntry, changelogGuid, renderChangelogRss } from '../../src/sandbox/model/changelog.js';
import { parseRss } from '../support/rss.js';

const BASE_URL = 'http://127.0.0.1:4242';
const NOW = new Date('2026-06-01T12:00:00Z');

function entry(overrides: Partial<ChangelogEntry> = {}): ChangelogEntry {
  return {
    version: '2026-06-01',
    tag: 'additive',
    title: 'Something new',
    description: 'A description.',
    publishedAt: '2026-06-01T09:30:00Z',
    url: '/changelog#2026-06-01-something-new',
    ...overrides,
  };
}

describe('BUILT_IN_CHANGELOG', () => {
  it.each(BUILT_IN_CHANGELOG.map((builtIn) => ({ title: builtIn.title, builtIn })))('parses with the schema: $title', ({ builtIn }) => {
    expect(ChangelogEntry.safeParse(builtIn).success).toBe(true);
  });

  it.each([
    { version: '2026-03-09', tag: CHANGELOG_TAGS.deprecated, about: /charges.*payments/ },
    { version: '2026-04-01', tag: CHANGELOG_TAGS.breaking, about: /amount.*integer/ },
    { version: '2026-04-01', tag: CHANGELOG_TAGS.breaking, about: /pending.*requires_action.*processing/ },
    { version: '2026-04-01', tag: CHANGELOG_TAGS.breaking, about: /customer\.email removed/ },
    { version: '2026-04-01', tag: CHANGELOG_TAGS.deprecated, about: /customer\.email.*deprecated/ },
    { version: '2026-04-20', tag: CHANGELOG_TAGS.additive, about: /payment\.requires_action/ },
    { version: '2026-05-12', tag: CHANGELOG_TAGS.fix, about: /invoice\.paid.*twice/ },
    { version: '2026-05-28', tag: CHANGELOG_TAGS.additive, about: /loyalty\.points\.expiring/ },
  ])('has the $version $tag entry about $about', ({ version, tag, about }) => {
    const matches = BUILT_IN_CHANGELOG.filter((builtIn) => builtIn.version === version && builtIn.tag === tag && about.test(builtIn.title));
    expect(matches).toHaveLength(1);
  });

  it.each([
    { about: /charges/, sunset: '2027-03-09' },
    { about: /customer\.email.*deprecated/, sunset: '2027-04-01' },
  ])('names the sunset date $sunset of the deprecation about $about', ({ about, sunset }) => {
    const deprecation = BUILT_IN_CHANGELOG.find((builtIn) => builtIn.tag === 'deprecated' && about.test(builtIn.title));
    expect(deprecation?.description).toContain(sunset);
  });

  it('gives every entry a distinct guid and a relative docs URL', () => {
    const guids = BUILT_IN_CHANGELOG.map(changelogGuid);
    expect(new Set(guids).size).toBe(guids.length);
    for (const builtIn of BUILT_IN_CHANGELOG) expect(builtIn.url).toMatch(/^\/changelog#/);
  });
});

describe('ChangelogEntry', () => {
  it.each<{ case: string; overrides: Record<string, unknown> }>([
    { case: 'a version that is not YYYY-MM-DD', overrides: { version: '2026-4-1' } },
    { case: 'an unknown tag', overrides: { tag: 'removed' } },
    { case: 'an empty title', overrides: { title: '' } },
    { case: 'publishedAt without a time', overrides: { publishedAt: '2026-06-01' } },
    { case: 'publishedAt without a zone', overrides: { publishedAt: '2026-06-01T09:30:00' } },
    { case: 'a url that is neither a path nor http(s)', overrides: { url: 'changelog#x' } },
    { case: 'a protocol-relative url', overrides: { url: '//elsewhere.example/changelog' } },
    { case: 'a missing description', overrides: { description: undefined } },
  ])('rejects $case', ({ overrides }) => {
    expect(ChangelogEntry.safeParse({ ...entry(), ...overrides }).success).toBe(false);
  });

  it.each([
    { case: 'an offset in publishedAt', overrides: { publishedAt: '2026-06-01T11:30:00+02:00' } },
    { case: 'an absolute https url', overrides: { url: 'https://docs.example/changelog#x' } },
  ])('accepts $case', ({ overrides }) => {
    expect(ChangelogEntry.safeParse(entry(overrides)).success).toBe(true);
  });
});

describe('renderChangelogRss', () => {
  const xml = renderChangelogRss(BUILT_IN_CHANGELOG, { baseUrl: BASE_URL, now: NOW });
  const { rss } = parseRss(xml);

  it('is RSS 2.0 with a UTF-8 declaration and one channel', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0">')).toBe(true);
    expect(rss['@_version']).toBe('2.0');
    expect(xml.match(/<channel>/g)).toHaveLength(1);
  });

  it.each([
    { field: 'title', expected: 'svc payments API changelog' },
    { field: 'link', expected: `${BASE_URL}/changelog` },
    { field: 'language', expected: 'en' },
    { field: 'lastBuildDate', expected: 'Mon, 01 Jun 2026 12:00:00 GMT' },
  ] as const)('has channel $field', ({ field, expected }) => {
    expect(rss.channel[field]).toBe(expected);
  });

  it('has a channel description', () => {
    expect(rss.channel.description).toMatch(/changes/i);
  });

  it('lists every entry, newest first', () => {
    const items = rss.channel.item;
    expect(items).toHaveLength(BUILT_IN_CHANGELOG.length);
    const times = items.map((item) => Date.parse(item.pubDate));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(items[0]?.title).toBe('New event: loyalty.points.expiring');
    expect(items.at(-1)?.category).toBe('deprecated');
  });

  it('does not depend on the order entries are given in', () => {
    const shuffled = [...BUILT_IN_CHANGELOG.slice(4), ...BUILT_IN_CHANGELOG.slice(0, 4)];
    const { item } = parseRss(renderChangelogRss(shuffled, { baseUrl: BASE_URL, now: NOW })).rss.channel;
    expect(item.map((rendered) => rendered.pubDate)).toEqual(rss.channel.item.map((rendered) => rendered.pubDate));
    expect(item[0]?.title).toBe('New event: loyalty.points.expiring');
  });

  describe.each(BUILT_IN_CHANGELOG.map((builtIn) => ({ title: builtIn.title, builtIn })))('item "$title"', ({ builtIn }) => {
    const item = rss.channel.item.find((candidate) => candidate.guid['#text'] === changelogGuid(builtIn));

    it.each<{ field: string; actual: () => unknown; expected: unknown }>([
      { field: 'title', actual: () => item?.title, expected: builtIn.title },
      { field: 'link (absolute)', actual: () => item?.link, expected: `${BASE_URL}${builtIn.url}` },
      { field: 'guid isPermaLink', actual: () => item?.guid['@_isPermaLink'], expected: 'false' },
      { field: 'pubDate (RFC 822)', actual: () => item?.pubDate, expected: new Date(builtIn.publishedAt).toUTCString() },
      { field: 'category', actual: () => item?.category, expected: builtIn.tag },
      { field: 'description', actual: () => item?.description, expected: builtIn.description },
    ])('$field', ({ actual, expected }) => {
      expect(actual()).toBe(expected);
    });
  });

  it.each([
    { publishedAt: '2026-04-01T00:00:00Z', pubDate: 'Wed, 01 Apr 2026 00:00:00 GMT' },
    { publishedAt: '2026-06-01T11:30:00+02:00', pubDate: 'Mon, 01 Jun 2026 09:30:00 GMT' },
  ])('writes pubDate of $publishedAt as $pubDate', ({ publishedAt, pubDate }) => {
    const [item] = parseRss(renderChangelogRss([entry({ publishedAt })], { baseUrl: BASE_URL, now: NOW })).rss.channel.item;
    expect(item?.pubDate).toBe(pubDate);
  });

  it('escapes & < > " \' in every text', () => {
    const tricky = `Amounts <&> "quoted" 'single'`;
    const output = renderChangelogRss([entry({ title: tricky, description: tricky, url: '/changelog?a=1&b=2#x' })], {
      baseUrl: BASE_URL,
      now: NOW,
    });
    expect(output).not.toContain('<&>');
    expect(output).toContain('Amounts &lt;&amp;&gt; &quot;quoted&quot; &apos;single&apos;');
    const [item] = parseRss(output).rss.channel.item;
    expect(item?.title).toBe(tricky);
    expect(item?.description).toBe(tricky);
    expect(item?.link).toBe(`${BASE_URL}/changelog?a=1&b=2#x`);
  });

  it('drops characters XML forbids, so one bad runtime entry cannot break the feed', () => {
    const title = 'bell\u0007 and \uD800 lone surrogate';
    const output = renderChangelogRss([entry({ title })], { baseUrl: BASE_URL, now: NOW });
    expect(parseRss(output).rss.channel.item[0]?.title).toBe('bell and  lone surrogate');
  });

  it.each([
    {
      case: 'a relative path against a base with a path',
      url: '/changelog#a',
      baseUrl: 'https://docs.example/api/',
      link: 'https://docs.example/changelog#a',
    },
    {
      case: 'an absolute url unchanged',
      url: 'https://status.example/x',
      baseUrl: BASE_URL,
      link: 'https://status.example/x',
    },
  ])('resolves $case', ({ url, baseUrl, link }) => {
    const [item] = parseRss(renderChangelogRss([entry({ url })], { baseUrl, now: NOW })).rss.channel.item;
    expect(item?.link).toBe(link);
  });

  it('renders an empty channel when there are no entries', () => {
    const { channel } = parseRss(renderChangelogRss([], { baseUrl: BASE_URL, now: NOW })).rss;
    expect(channel.item).toBeUndefined();
    expect(channel.title).toBe('svc payments API changelog');
  });

  it('rejects a relative baseUrl with a clear message', () => {
    const render = () => renderChangelogRss([entry()], { baseUrl: 'docs.example/changelog', now: NOW });
    expect(render).toThrow(/baseUrl must be absolute/);
  });
});

describe('changelogGuid', () => {
  it.each([
    {
      case: 'the url fragment minus the version',
      url: '/changelog#2026-06-01-something-new',
      guid: '2026-06-01/something-new',
    },
    { case: 'a fragment without the version', url: '/changelog#shiny', guid: '2026-06-01/shiny' },
    { case: 'the slugified title without a fragment', url: '/changelog', guid: '2026-06-01/something-new' },
  ])('uses $case', ({ url, guid }) => {
    expect(changelogGuid(entry({ url }))).toBe(guid);
  });
});
