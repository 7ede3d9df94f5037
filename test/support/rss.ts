import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { expect } from 'vitest';

/** An RSS 2.0 feed read with fast-xml-parser, a parser we did not write. */

export interface RssItem {
  title: string;
  link: string;
  guid: { '#text': string; '@_isPermaLink': string };
  pubDate: string;
  category: string;
  description: string;
}

export interface RssDocument {
  rss: {
    '@_version': string;
    channel: {
      title: string;
      link: string;
      description: string;
      language: string;
      lastBuildDate: string;
      item: RssItem[];
    };
  };
}

/** Parses a feed after checking it is well-formed XML; items are always an array. */
export function parseRss(xml: string): RssDocument {
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- its successor, fast-xml-validator, is not a dependency; this one still ships with fast-xml-parser
  expect(XMLValidator.validate(xml)).toBe(true);
  const parser = new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (name) => name === 'item' });
  return parser.parse(xml) as RssDocument;
}
