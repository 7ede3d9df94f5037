import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { Appearance, Init, Update } from '../../src/protocol/messages.js';
import { CHALLENGE_WINDOW_SIZES as API_CHALLENGE_WINDOW_SIZES } from '../../src/api/resources.js';
import { CHALLENGE_WINDOW_SIZES } from '../../src/protocol/rules.js';

/**
 * Two protocol schemas are written with constructs the validator generator supports
 * (scripts/validators/generate.ts) rather than with the zod construct that says the same thing:
 * `Appearance.variables` is not a `z.record`, the locale's length is not a `z.maxLength`. Each must
 * accept exactly what that construct accepts and produce the same value; these tables hold them
 * against it. (Only the issues of a refusal differ, and neither side reads them.)
 */

function sameAs(schema: z.ZodMiniType, reference: z.ZodMiniType, input: unknown) {
  const result = schema.safeParse(input);
  const expected = reference.safeParse(input);
  expect(result.success, JSON.stringify(input)).toBe(expected.success);
  expect(result.data).toEqual(expected.data);
}

describe('Appearance, as z.record and z.maxLength would check it', () => {
  const RecordValue = z.string().check(
    z.maxLength(100),
    z.regex(/^[^;{}<>\\]*$/),
    z.refine((value) => !/url\(|expression\(|@import/i.test(value)),
  );
  const RecordAppearance = z.object({
    theme: z.optional(z.enum(['default', 'night', 'flat', 'auto'])),
    variables: z.optional(z.record(z.string().check(z.regex(/^(--svc-[a-z0-9-]{1,40}|[a-z][a-zA-Z0-9]{1,40})$/)), RecordValue)),
    rules: z.optional(z.record(z.string(), z.record(z.string(), RecordValue))),
    labels: z.optional(z.enum(['above', 'floating'])),
  });

  it.each([
    ['no variables', {}],
    ['a theme', { theme: 'night' }],
    ['an unknown theme', { theme: 'matrix' }],
    ['empty variables', { variables: {} }],
    ['two variables', { variables: { '--svc-color-primary': '#0b5cad', '--svc-border-radius': '0' } }],
    ['a name outside --svc-*', { variables: { '--other-color': 'red' } }],
    ['a camelCase name', { variables: { colorPrimary: 'red' } }],
    ['a name in neither spelling', { variables: { 'color-primary': 'red', Color: 'red' } }],
    ['the auto theme and floating labels', { theme: 'auto', labels: 'floating' }],
    ['unknown labels', { labels: 'inside' }],
    ['rules', { rules: { '.Input': { borderColor: '#000', padding: '8px' }, '.Label': {} } }],
    ['a rule value with url()', { rules: { '.Input': { backgroundColor: 'url(x)' } } }],
    ['a rule value that is a number', { rules: { '.Input': { fontWeight: 600 } } }],
    ['a rule that is a string', { rules: { '.Input': 'color: red' } }],
    ['a __proto__ selector, as JSON delivers it', JSON.parse('{"rules": {"__proto__": {"color": "red"}, ".Input": {"color": "red"}}}')],
    ['a name of 41 characters after --svc-', { variables: { [`--svc-${'a'.repeat(41)}`]: 'red' } }],
    ['an uppercase name', { variables: { '--svc-Color': 'red' } }],
    ['a numeric name', { variables: { 1: 'red' } }],
    ['a value with a semicolon', { variables: { '--svc-color-text': 'red; background: blue' } }],
    ['a url()', { variables: { '--svc-color-text': 'URL(https://evil.example/a.png)' } }],
    ['an expression()', { variables: { '--svc-spacing': 'expression(alert(1))' } }],
    ['an @import', { variables: { '--svc-font-family': '@import x' } }],
    ['a value of 100 characters', { variables: { '--svc-font-family': 'a'.repeat(100) } }],
    ['a value of 101 characters', { variables: { '--svc-font-family': 'a'.repeat(101) } }],
    ['a value of 100 astral characters (200 UTF-16 units)', { variables: { '--svc-font-family': '𝒜'.repeat(100) } }],
    ['a value of 101 astral characters', { variables: { '--svc-font-family': '𝒜'.repeat(101) } }],
    ['a value with a lone surrogate', { variables: { '--svc-font-family': `${'a'.repeat(99)}\ud800` } }],
    ['a value that is a number', { variables: { '--svc-spacing': 12 } }],
    ['a value that is null', { variables: { '--svc-spacing': null } }],
    ['variables that are an array', { variables: ['--svc-spacing'] }],
    ['variables that are null', { variables: null }],
    ['variables that are a string', { variables: '--svc-spacing: 1px' }],
    ['a __proto__ key, as JSON or structured clone delivers it', JSON.parse('{"variables": {"__proto__": "x", "--svc-spacing": "8px"}}')],
    ['a __proto__ key holding an object', JSON.parse('{"variables": {"__proto__": {"--svc-spacing": "1px"}}}')],
    ['a key added later', { variables: { '--svc-spacing': '8px' }, added: true }],
  ])('%s', (_name, appearance) => {
    sameAs(Appearance, RecordAppearance, appearance);
  });
});

describe('the locale of init and update, as z.maxLength(35) would check it', () => {
  const MaxLengthLocale = z.string().check(z.maxLength(35));

  it.each([
    ['empty', ''],
    ['a tag', 'pt-BR'],
    ['35 characters', 'a'.repeat(35)],
    ['36 characters', 'a'.repeat(36)],
    ['35 astral characters', '😀'.repeat(35)],
    ['36 astral characters', '😀'.repeat(36)],
    ['35 lone surrogates', '\ud800'.repeat(35)],
    ['36 lone surrogates', '\udc00'.repeat(36)],
    ['line breaks', `en\n${'a'.repeat(32)}`],
    ['36 with a line break', `\n${'a'.repeat(35)}`],
  ])('%s', (_name, locale) => {
    sameAs(Init.shape.locale, MaxLengthLocale, locale);
    sameAs(Update.shape.locale, z.optional(MaxLengthLocale), locale);
  });
});

describe('the protocol’s own copy of the service’s lists', () => {
  it('the challenge window sizes are the service API’s (the protocol imports nothing of src/api)', () => {
    expect(CHALLENGE_WINDOW_SIZES).toEqual(API_CHALLENGE_WINDOW_SIZES);
  });
});
