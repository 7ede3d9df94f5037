import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STATUS_LOCALES, statusCatalogueFor } from '../../src/elements/payment-status/catalogues.js';
import { STATUS_MESSAGES_EN } from '../../src/elements/payment-status/messages.js';
import { LOCALES as FRAME_LOCALES, catalogueFor, loadMessages } from '../../src/frame/card/messages/index.js';
import { en } from '../../src/frame/card/messages/locales/en.js';
import { loadSavedCardMessages } from '../../src/frame/card/messages/saved-cards.js';
import { en as savedCardsEn } from '../../src/frame/card/messages/saved-cards/en.js';
import { directionOf } from '../../src/protocol/locales.js';

/**
 * The message catalogues (issue 12, item 5): one file per locale in each folder, the card frame's
 * (labels, errors, declines, CVC hint, 3DS dialog), the return page's and the card frame's saved-cards
 * view's (issue 14: saved cards, saving a card, setup sessions, the step-up of a held-back payment). Every locale has every
 * English key and nothing else, keeps the English placeholders, and is really translated: no value left
 * in English beyond a short per-key list, no English word beyond a short per-locale list of loanwords,
 * every text in the locale's own script, right-to-left locales in a right-to-left script. The loaders
 * (the frame's LOCALES, the return page's STATUS_LOCALES) know exactly these files, and
 * docs/locales.md lists exactly these locales.
 */

type Catalogue = Readonly<Record<string, string>>;

const ROOT = new URL('../../', import.meta.url);

const FOLDERS = [
  { name: 'card frame', dir: new URL('src/frame/card/messages/locales/', ROOT), english: en as Catalogue },
  { name: 'return page', dir: new URL('src/elements/payment-status/locales/', ROOT), english: STATUS_MESSAGES_EN as Catalogue },
  { name: 'saved cards', dir: new URL('src/frame/card/messages/saved-cards/', ROOT), english: savedCardsEn as Catalogue },
] as const;

type FolderName = (typeof FOLDERS)[number]['name'];

/** Every catalogue of a folder by file name (`pt-br.ts` → `pt-br`), English included. */
async function catalogues(dir: URL): Promise<Map<string, Catalogue>> {
  const tags = readdirSync(dir)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.slice(0, -'.ts'.length))
    .sort();
  const entries = await Promise.all(
    tags.map(async (tag) => [tag, ((await import(new URL(`${tag}.ts`, dir).href)) as { default: Catalogue }).default] as const),
  );
  return new Map(entries);
}

const LOADED = new Map<FolderName, Map<string, Catalogue>>(
  await Promise.all(FOLDERS.map(async ({ name, dir }) => [name, await catalogues(dir)] as const)),
);
/** A locale's catalogue in a folder; empty when the folder has no such file (the first test names the missing file). */
const catalogueOf = (folder: FolderName, tag: string): Catalogue => LOADED.get(folder)!.get(tag) ?? {};

/** The translated locales: the card frame's files but English. */
const LOCALES = [...LOADED.get('card frame')!.keys()].filter((tag) => tag !== 'en');

/** Keys whose value is English in every language: the digit groups of the number field and the bare brand name. */
const ALWAYS_ENGLISH: readonly string[] = ['placeholder.number', 'brand.detected'];

/** Keys that may equal English in the locales listed, and only there. */
const MAY_EQUAL_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  // The card prints MM/YY; card forms in these languages show it as printed (the field stays left to right).
  'placeholder.expiry': ['ar', 'he', 'hi', 'ja', 'ko', 'vi', 'zh', 'zh-hant'],
};

const mayEqualEnglish = (tag: string, key: string): boolean => ALWAYS_ENGLISH.includes(key) || (MAY_EQUAL_ENGLISH[key]?.includes(tag) ?? false);

/** Words of the English catalogues that a translation should never contain. */
const ENGLISH_WORDS = [
  'accepted',
  'again',
  'amount',
  'and',
  'authentication',
  'bank',
  'cancel',
  'card',
  'cards',
  'check',
  'code',
  'confirm',
  'could',
  'date',
  'declined',
  'enter',
  'expired',
  'expiry',
  'failed',
  'incomplete',
  'incorrect',
  'invalid',
  'name',
  'network',
  'not',
  'number',
  'pay',
  'payment',
  'please',
  'processing',
  'security',
  'something',
  'the',
  'try',
  'with',
  'wrong',
  'you',
  'your',
];

/** Words of that list that are also the locale's own word (German "Bank", French "code postal"). */
const LOANWORDS: Readonly<Record<string, readonly string[]>> = {
  da: ['bank'],
  de: ['bank', 'name'],
  et: ['number'],
  fr: ['code', 'date', 'incorrect'],
  id: ['bank'],
  ms: ['bank'],
  nl: ['bank'],
  pl: ['bank'],
  ro: ['card'],
  sv: ['bank'],
};

/** The script each locale is written in (Latin when not listed). */
const SCRIPTS: Readonly<Record<string, RegExp>> = {
  ar: /\p{Script=Arabic}/u,
  bg: /\p{Script=Cyrillic}/u,
  el: /\p{Script=Greek}/u,
  he: /\p{Script=Hebrew}/u,
  hi: /\p{Script=Devanagari}/u,
  ja: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u,
  ko: /\p{Script=Hangul}/u,
  ru: /\p{Script=Cyrillic}/u,
  th: /\p{Script=Thai}/u,
  uk: /\p{Script=Cyrillic}/u,
  zh: /\p{Script=Han}/u,
  'zh-hant': /\p{Script=Han}/u,
};
const LATIN = /\p{Script=Latin}/u;
const RIGHT_TO_LEFT_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();
const withoutPlaceholders = (text: string): string => text.replace(/\{\w+\}/g, '');

/** Runs `check` on every value of every translated catalogue and returns what it reports, one line each. */
function problems(check: (value: string, key: string, tag: string, english: Catalogue) => string | null): string[] {
  const found: string[] = [];
  for (const { name, english } of FOLDERS) {
    for (const tag of LOCALES) {
      for (const [key, value] of Object.entries(catalogueOf(name, tag))) {
        const problem = check(value, key, tag, english);
        if (problem !== null) found.push(`${tag} (${name}) ${key}: ${problem}`);
      }
    }
  }
  return found;
}

describe('the locales', () => {
  it('are the same in every folder: English and at least 30 others, named by lowercase tag', () => {
    const frame = [...LOADED.get('card frame')!.keys()];
    expect([...LOADED.get('return page')!.keys()]).toEqual(frame);
    expect([...LOADED.get('saved cards')!.keys()]).toEqual(frame);
    expect(frame).toContain('en');
    expect(LOCALES.length).toBeGreaterThanOrEqual(30);
    for (const tag of frame) expect(tag).toMatch(/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/);
  });

  it('include Arabic and Hebrew, right to left', () => {
    expect(LOCALES).toEqual(expect.arrayContaining(['ar', 'he']));
    expect(LOCALES.filter((tag) => directionOf(tag) === 'rtl')).toEqual(['ar', 'he']);
  });

  it('have English as the English catalogues themselves', () => {
    expect(catalogueOf('card frame', 'en')).toBe(en);
    expect(catalogueOf('return page', 'en')).toBe(STATUS_MESSAGES_EN);
    expect(catalogueOf('saved cards', 'en')).toBe(savedCardsEn);
  });

  it('are the ones the loaders know: the frame every file, the return page every file but English', () => {
    expect([...FRAME_LOCALES]).toEqual([...LOADED.get('card frame')!.keys()]);
    expect([...STATUS_LOCALES].sort()).toEqual(LOCALES);
  });

  it.each(LOCALES)('%s: each loader finds the catalogue by its tag and loads that file', async (tag) => {
    expect(catalogueFor(tag)).toBe(tag);
    expect(await loadMessages(tag)).toEqual(catalogueOf('card frame', tag));
    expect(await loadSavedCardMessages(tag)).toEqual(catalogueOf('saved cards', tag));
    // The return page's file is fetched as JSON built from it: test/sandbox/status-catalogues.test.ts.
    expect(statusCatalogueFor(tag)).toBe(tag);
  });
});

describe.each(FOLDERS.map(({ name }) => name))('the %s catalogues', (folder) => {
  const english = FOLDERS.find(({ name }) => name === folder)!.english;

  it.each(LOCALES)('%s has exactly the English keys, in their order', (tag) => {
    expect(Object.keys(catalogueOf(folder, tag))).toEqual(Object.keys(english));
  });

  it('no two locales are the same catalogue', () => {
    const seen = new Map<string, string>();
    for (const tag of LOCALES) {
      const text = JSON.stringify(catalogueOf(folder, tag));
      expect(seen.get(text), `${tag} repeats ${seen.get(text) ?? ''}`).toBeUndefined();
      seen.set(text, tag);
    }
  });
});

describe('every translated value', () => {
  it('keeps the placeholders of the English value, and adds none', () => {
    expect(problems((value, key, _tag, english) => (placeholders(value).join() === placeholders(english[key] ?? '').join() ? null : value))).toEqual(
      [],
    );
  });

  it('is a non-empty text without spaces around it or doubled inside', () => {
    expect(problems((value) => (value.trim() === '' || value.trim() !== value || /\s{2}/.test(value) ? JSON.stringify(value) : null))).toEqual([]);
  });

  it('differs from the English value, but for the digit groups, the bare brand and a few expiry placeholders', () => {
    expect(problems((value, key, tag, english) => (value === english[key] && !mayEqualEnglish(tag, key) ? `still English: ${value}` : null))).toEqual(
      [],
    );
  });

  it('keeps the digit groups and the bare brand exactly', () => {
    expect(problems((value, key, _tag, english) => (ALWAYS_ENGLISH.includes(key) && value !== english[key] ? value : null))).toEqual([]);
  });

  it('contains no English word, but for the locale’s own loanwords', () => {
    const pattern = (tag: string): RegExp => {
      const words = ENGLISH_WORDS.filter((word) => !(LOANWORDS[tag] ?? []).includes(word));
      return new RegExp(`(?<!\\p{L})(?:${words.join('|')})(?!\\p{L})`, 'iu');
    };
    const patterns = new Map(LOCALES.map((tag) => [tag, pattern(tag)]));
    expect(
      problems((value, key, tag) => (mayEqualEnglish(tag, key) ? null : (patterns.get(tag)!.exec(withoutPlaceholders(value))?.[0] ?? null))),
    ).toEqual([]);
  });

  it('uses each loanword exception somewhere (the list stays minimal)', () => {
    const unused = Object.entries(LOANWORDS).flatMap(([tag, words]) =>
      words
        .filter(
          (word) =>
            !FOLDERS.some(({ name }) =>
              Object.values(catalogueOf(name, tag)).some((value) =>
                new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'iu').test(withoutPlaceholders(value)),
              ),
            ),
        )
        .map((word) => `${tag}: ${word}`),
    );
    expect(unused).toEqual([]);
  });

  it('is written in the locale’s script, with no Latin letters in a locale written in another script', () => {
    expect(
      problems((value, key, tag) => {
        if (mayEqualEnglish(tag, key)) return null;
        const script = SCRIPTS[tag] ?? LATIN;
        if (!script.test(value)) return `not in the locale's script: ${value}`;
        return tag in SCRIPTS && LATIN.test(withoutPlaceholders(value)) ? `Latin letters: ${value}` : null;
      }),
    ).toEqual([]);
  });

  it('in a right-to-left locale, is written in a right-to-left script', () => {
    expect(
      problems((value, key, tag) => (directionOf(tag) === 'rtl' && !mayEqualEnglish(tag, key) && !RIGHT_TO_LEFT_SCRIPT.test(value) ? value : null)),
    ).toEqual([]);
  });

  it('writes digits as 0–9 (no Arabic-Indic, Devanagari or Thai digits)', () => {
    expect(problems((value) => (/(?![0-9])\p{Nd}/u.test(value) ? value : null))).toEqual([]);
  });
});

describe('docs/locales.md', () => {
  const doc = readFileSync(new URL('docs/locales.md', ROOT), 'utf8');
  const rows = [...doc.matchAll(/^\| `([A-Za-z0-9-]+)` \| ([^|]+?) \| ([^|]+?) \| (ltr|rtl) \|$/gm)].map(([, tag, language, native, direction]) => ({
    tag: tag!,
    language: language!,
    native: native!,
    direction: direction!,
  }));

  it('lists every locale once, English included, and no other', () => {
    expect(rows.map(({ tag }) => tag.toLowerCase()).sort()).toEqual([...LOADED.get('card frame')!.keys()].sort());
  });

  it('gives each locale the direction the frame uses', () => {
    expect(rows.filter(({ tag, direction }) => directionOf(tag) !== direction)).toEqual([]);
  });

  it('names each language as its card-frame catalogue does', () => {
    const named = rows
      .filter(({ tag }) => tag !== 'en')
      .map(({ tag, language, native }) => {
        const source = readFileSync(new URL(`${tag.toLowerCase()}.ts`, FOLDERS[0].dir), 'utf8');
        return { tag, doc: `${language} (${native})`, file: /^\/\*\* (.+)\. \*\/$/m.exec(source)?.[1] };
      });
    expect(named.filter(({ doc, file }) => doc !== file)).toEqual([]);
  });
});
