import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { BROWSER_SCHEMAS, browserValidatorModules } from '../../scripts/validators/browser-validators.js';
import { generateValidators } from '../../scripts/validators/generate.js';
import * as refinements from '../../src/protocol/rules.js';
import { isSafeCssValue } from '../../src/protocol/rules.js';
import * as fontValidators from '../../src/validators/fonts.generated.js';
import * as paymentValidators from '../../src/validators/payment.generated.js';
import * as protocolValidators from '../../src/validators/protocol.generated.js';
import * as savedCardValidators from '../../src/validators/saved-cards.generated.js';
import * as sessionValidators from '../../src/validators/session.generated.js';
import * as setupValidators from '../../src/validators/setup.generated.js';

/** Every generated validator, whichever module holds it. */
const generated = {
  ...protocolValidators,
  ...sessionValidators,
  ...paymentValidators,
  ...setupValidators,
  ...savedCardValidators,
  ...fontValidators,
};

/**
 * The browser's generated validators (src/validators/README.md) against the zod schemas they were
 * generated from, every one of them: the checked-in file is what the generator writes now, and on values built from
 * each schema's shape, then mutated the ways a hostile host or a broken answer would, the validator
 * accepts exactly what `schema.safeParse` accepts and outputs the same value (unknown keys dropped
 * by z.object, kept in place by z.looseObject, `__proto__` skipped, keys in the same order).
 */

const root = fileURLToPath(new URL('../../', import.meta.url));

type AnySchema = z.ZodMiniType & { _zod: { def: Record<string, any> & { type: string } } };

const PAIRS = BROWSER_SCHEMAS.flatMap((source) =>
  source.names.map((name) => [name as keyof typeof generated, (source.exports as Record<string, z.ZodMiniType>)[name]!] as const),
);

/** An own, enumerable `__proto__` key, as JSON.parse and structured clone deliver it. */
function withProtoKey(object: Record<string, unknown>, value: unknown): Record<string, unknown> {
  const copy = { ...object };
  Object.defineProperty(copy, '__proto__', { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

const HOSTILE_STRINGS = [
  '',
  'url(https://evil.example/x.png)',
  'URL(x)',
  'expression(alert(1))',
  '@import x',
  'red; background: blue',
  '{}',
  '<script>',
  'a\\b',
  '\ud800',
  '𝒜',
  '\n',
  '--svc-color',
  '--svc-',
  `--svc-${'a'.repeat(40)}`,
  `--svc-${'a'.repeat(41)}`,
  '--svc-Color',
  '__proto__',
  'constructor',
  'toString',
  '0123456789abcdef0123456789abcdef',
  '0123456789ABCDEF0123456789ABCDEF',
];

/** Strings near a schema's pattern: matches, and matches with one edit (a character more or less, a hostile piece). */
function stringArbitrary(def: AnySchema['_zod']['def']): fc.Arbitrary<string> {
  const patterns = ((def.checks ?? []) as unknown as AnySchema[])
    .map((check) => check._zod.def.pattern)
    .filter((p): p is RegExp => p instanceof RegExp);
  const matching = patterns.flatMap((pattern) => {
    try {
      return [fc.stringMatching(pattern)];
    } catch {
      return [];
    }
  });
  const base = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.constantFrom(...HOSTILE_STRINGS), ...matching);
  const lengths = fc.constantFrom(34, 35, 36, 99, 100, 101).chain((length) => fc.constantFrom('a', '𝒜', ';').map((unit) => unit.repeat(length)));
  const edited = fc
    .tuple(fc.oneof(base, ...matching), fc.constantFrom('', 'a', '𝒜', '\ud800', ';', 'url(', '@import', 'Z', '-', 'drop'), fc.boolean())
    .map(([value, piece, front]) => (piece === 'drop' ? (front ? value.slice(1) : value.slice(0, -1)) : front ? piece + value : value + piece));
  // Values that match every pattern are what a real sender sends: most of the cases.
  const valid = matching.length ? [{ arbitrary: matching[matching.length - 1]!, weight: 6 }] : [];
  return fc.oneof(...valid, { arbitrary: base, weight: 2 }, { arbitrary: lengths, weight: 2 }, { arbitrary: edited, weight: 3 });
}

/** Anything else that may arrive where a value is expected. */
const hostileValue = fc.oneof(
  fc.constantFrom(undefined, null, 0, -0, 1, NaN, Infinity, -Infinity, true, false, '', [], {}, Object.create(null), new Date(0)),
  fc.anything({ maxDepth: 2 }),
);

/**
 * Values shaped by the schema, with a hostile value in any place now and then (`hostile` is its
 * weight against 8; 0 builds values whose every field is present and well typed, so that large
 * schemas such as `Payment` are accepted often enough for their outputs to be compared).
 */
function arbitraryOf(schema: AnySchema, depth = 0, hostile = 1): fc.Arbitrary<unknown> {
  const own = shaped(schema, depth, hostile);
  return hostile ? fc.oneof({ arbitrary: own, weight: 8 }, { arbitrary: hostileValue, weight: hostile }) : own;
}

/** Hostile and well-formed values of one schema, in the proportion the equivalence test uses. */
function mixedArbitraryOf(schema: AnySchema): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: arbitraryOf(schema), weight: 3 }, { arbitrary: arbitraryOf(schema, 0, 0), weight: 1 });
}

function shaped(schema: AnySchema, depth: number, hostile: number): fc.Arbitrary<unknown> {
  const def = schema._zod.def;
  switch (def.type) {
    case 'string':
      return stringArbitrary(def);
    case 'number':
      return hostile ? fc.oneof(fc.double(), fc.integer(), fc.constantFrom('1', 1n)) : fc.integer();
    case 'boolean':
      return hostile ? fc.oneof(fc.boolean(), fc.constantFrom('true', 0, 1)) : fc.boolean();
    case 'unknown':
      return fc.anything({ maxDepth: 1 });
    case 'custom':
      // The predicates of z.custom (src/api/rules.ts): values each accepts, and near misses.
      return fc.oneof(
        fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof({ arbitrary: fc.string(), weight: 9 }, { arbitrary: fc.integer(), weight: 1 }), {
          maxKeys: 3,
        }),
        fc.stringMatching(/^pay_\w{1,12}$/),
        fc.stringMatching(/^cs_[A-Za-z0-9]{1,12}_secret_[\w-]{1,12}$/),
        fc.constantFrom(
          `pay_${'a'.repeat(251)}`,
          `pay_${'a'.repeat(252)}`,
          'pay_',
          'pay_a-b',
          'cs_1_secret_',
          `cs_1_secret_${'a'.repeat(243)}`,
          `cs_1_secret_${'a'.repeat(244)}`,
        ),
        fc.array(fc.string(), { maxLength: 2 }),
      );
    case 'literal':
    case 'enum': {
      const values = def.type === 'literal' ? (def.values as unknown[]) : Object.values(def.entries);
      const other = fc.constantFrom(...values).map((value) => (typeof value === 'string' ? value.toUpperCase() : String(value)));
      return hostile ? fc.oneof({ arbitrary: fc.constantFrom(...values), weight: 6 }, { arbitrary: other, weight: 1 }) : fc.constantFrom(...values);
    }
    case 'optional':
      return fc.oneof(fc.constant(undefined), arbitraryOf(def.innerType, depth, hostile));
    case 'nullable':
      return fc.oneof(fc.constant(null), arbitraryOf(def.innerType, depth, hostile));
    case 'array':
      return fc.array(arbitraryOf(def.element, depth + 1, hostile), { maxLength: 4 });
    case 'union':
      return fc.oneof(...(def.options as AnySchema[]).map((option) => arbitraryOf(option, depth + 1, hostile)));
    case 'object': {
      const shape = def.shape as Record<string, AnySchema>;
      // Each key: absent, present with a shaped value, or present as undefined.
      const entries = Object.entries(shape).map(([key, value]) => {
        const present = arbitraryOf(value, depth + 1, hostile).map((v) => [[key, v]] as [string, unknown][]);
        if (!hostile) return present;
        return fc.oneof(
          { arbitrary: present, weight: 24 },
          { arbitrary: fc.constant([] as [string, unknown][]), weight: 1 },
          { arbitrary: fc.constant([[key, undefined]] as [string, unknown][]), weight: 1 },
        );
      });
      const catchall = def.catchall as AnySchema | undefined;
      const extraValue = catchall ? arbitraryOf(catchall, depth + 1, hostile) : fc.anything({ maxDepth: 1 });
      const extraKey = fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(...HOSTILE_STRINGS), fc.stringMatching(/^--svc-[a-z0-9-]{1,12}$/));
      const extras = fc.array(fc.tuple(extraKey, extraValue), { maxLength: hostile ? 3 : 0 });
      return fc.tuple(fc.tuple(...entries), extras, fc.option(extraValue, { nil: undefined }), fc.boolean()).map(([own, more, proto, shuffled]) => {
        const pairs = [...own.flat(), ...more];
        // Keys in another order than the shape's: the output must still follow the shape.
        if (shuffled) pairs.reverse();
        const object = Object.fromEntries(pairs);
        return proto === undefined ? object : withProtoKey(object, proto);
      });
    }
    default:
      throw new Error(`no arbitrary for ${def.type}`);
  }
}

/**
 * The same value all the way down: the same prototypes, the same own keys in the same order (the
 * order is part of what the host page sees; a key holding undefined is not an absent key), leaves
 * equal by `Object.is`. (`toStrictEqual` compares own `constructor` keys with ===, which NaN fails.)
 */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const keys = Reflect.ownKeys(a);
  const others = Reflect.ownKeys(b);
  return keys.length === others.length && keys.every((key, index) => key === others[index] && sameValue((a as any)[key], (b as any)[key]));
}

describe('src/validators/*.generated.ts', () => {
  it.each(browserValidatorModules())('$path is what the generator writes from the schemas now (npm run generate:validators)', ({ path, code }) => {
    expect(readFileSync(`${root}${path}`, 'utf8')).toBe(code);
  });

  it('no validator is in two modules', () => {
    const counts = [protocolValidators, sessionValidators, paymentValidators, fontValidators].flatMap((module) => Object.keys(module));
    expect(counts).toHaveLength(new Set(counts).size);
  });

  it('has a validator for every schema the browser parses, and nothing else', () => {
    const validators = Object.keys(generated).sort();
    expect(validators).toEqual(PAIRS.map(([name]) => name).sort());
  });
});

describe.each(PAIRS)('%s: the generated validator decides as the schema does', (name, schema) => {
  const validator = generated[name] as {
    safeParse(value: unknown): { success: boolean; data?: unknown; error?: { issues: { path: PropertyKey[]; message: string }[] } };
  };

  it('on values built from its shape and mutated (fast-check, 3 000 runs)', () => {
    let accepted = 0;
    fc.assert(
      fc.property(mixedArbitraryOf(schema as AnySchema), (value) => {
        const expected = schema.safeParse(value);
        const actual = validator.safeParse(value);
        expect(actual.success).toBe(expected.success);
        if (expected.success) {
          accepted += 1;
          expect(sameValue(actual.data, expected.data), `${JSON.stringify(actual.data)} vs ${JSON.stringify(expected.data)}`).toBe(true);
        } else {
          // The first issue is at the same path, except that a union that none of its options
          // accepts reports itself, where zod may report an option's issue below it.
          const [issue] = actual.error!.issues;
          const zodPath = expected.error.issues[0]!.path;
          if (issue!.message === 'matches none of the options') expect(zodPath.slice(0, issue!.path.length)).toEqual(issue!.path);
          else expect(issue!.path).toEqual(zodPath);
        }
      }),
      { numRuns: 3_000 },
    );
    // Not only refusals: a good share of the generated values must pass.
    console.info(`${name}: ${accepted} of 3000 accepted`);
    expect(accepted).toBeGreaterThan(100);
  });
});

describe('error messages name the path', () => {
  it.each([
    ['Payment', { id: 'pay_1' }, ['object'], 'required'],
    ['ErrorBody', { error: { type: 'x', code: 'y', message: 'z', status: '400' } }, ['error', 'status'], 'expected an integer'],
    ['ErrorBody', { error: { type: 'x', code: 'y', message: 'z', status: 400.5 } }, ['error', 'status'], 'expected an integer'],
    ['CardBin', { object: 'card_bin', bin: '4242', brands: ['visa', 4] }, ['brands', 1], 'expected a string'],
    ['HostMessage', { protocol: 'svc-elements', version: 1, type: 'launch' }, ['type'], 'no option for this type'],
    [
      'HostMessage',
      { protocol: 'svc-elements', version: 1, type: 'focus', field: 'pin' },
      ['field'],
      'expected one of number, expiry, cvc, name, postalCode',
    ],
    ['ReturnPaymentId', 'cs_1', [], 'refused by isReturnPaymentId'],
    ['Appearance', { variables: { '--svc-color': 'url(x)' } }, ['variables', '--svc-color'], 'refused by isSafeCssValue'],
    ['Appearance', { variables: { '--other': 'red' } }, ['variables'], 'refused by hasOnlyVariableNames'],
    ['Appearance', { rules: { '.Input': { color: 'url(x)' } } }, ['rules', '.Input', 'color'], 'refused by isSafeCssValue'],
  ] as const)('%s %j: %j, %s', (name, value, path, message) => {
    const result = generated[name].safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toEqual({ path, message });
  });
});

describe('the generator refuses what it cannot check as zod does', () => {
  const generate = (schema: unknown) =>
    generateValidators({
      sources: [{ specifier: './s.js', exports: { schema }, names: ['schema'] }],
      refinements: [{ specifier: './r.js', exports: refinements }],
      runtimeSpecifier: './runtime.js',
      header: '',
    });

  it.each([
    ['an anonymous refinement', z.string().check(z.refine((value) => value.length > 1)), /refinement that is not a function exported/],
    ['a number check', z.number().check(z.gte(1)), /a number check/],
    ['a check on z.int', z.int().check(z.lte(5)), /a check on z.int/],
    ['an anonymous z.custom', z.custom((value) => value !== null), /refinement that is not a function exported/],
    ['z.maxLength', z.string().check(z.maxLength(3)), /check "max_length"/],
    ['z.record', z.record(z.string(), z.string()), /zod type "record"/],
    ['z.strictObject', z.strictObject({ a: z.string() }), /never catchall/],
    ['a discriminated union over numbers', z.discriminatedUnion('t', [z.object({ t: z.literal(1) })]), /without string literals .* at "t"/],
    ['a discriminated union with a __proto__ tag', z.discriminatedUnion('t', [z.object({ t: z.literal('__proto__') })]), /other than __proto__/],
    ['a default', z._default(z.string(), 'x'), /zod type "default"/],
    [
      'a transform',
      z.pipe(
        z.string(),
        z.transform((value) => value.length),
      ),
      /zod type "pipe"/,
    ],
    ['a global regex', z.string().check(z.regex(/a/g)), /stateful regex/],
  ])('%s', (_name, schema, error) => {
    expect(() => generate(schema)).toThrow(error);
  });

  it('a named refinement is imported by name', () => {
    expect(generate(z.string().check(z.refine(isSafeCssValue)))).toContain(`import { isSafeCssValue } from './r.js';`);
  });
});

/** Any value at all (issue 13, item 5): what structured clone or JSON.parse can deliver, and more. */
const anyInput = fc.oneof(
  fc.anything({
    maxDepth: 4,
    withBigInt: true,
    withBoxedValues: true,
    withDate: true,
    withMap: true,
    withSet: true,
    withNullPrototype: true,
    withObjectString: true,
    withSparseArray: true,
    withTypedArray: true,
    stringUnit: 'binary',
  }),
  fc.json({ maxDepth: 4 }).map((text) => JSON.parse(text) as unknown),
);

/**
 * Prototype-polluting shapes around a value of the schema's shape: an own `__proto__` key as
 * JSON.parse makes it (holding the value itself, or an object), `constructor` and `prototype`
 * keys, and the value's fields inherited from a prototype instead of owned.
 */
function pollutedArbitraryOf(schema: AnySchema): fc.Arbitrary<unknown> {
  return fc
    .tuple(mixedArbitraryOf(schema), fc.constantFrom('own __proto__', 'constructor', 'inherited', 'json __proto__'), fc.anything({ maxDepth: 1 }))
    .map(([value, how, extra]) => {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
      const object = value as Record<string, unknown>;
      switch (how) {
        case 'own __proto__':
          return withProtoKey(object, { ...object, polluted: extra });
        case 'constructor':
          return { ...object, constructor: { prototype: { polluted: true } }, prototype: extra };
        case 'inherited':
          return Object.create(object) as unknown;
        default: {
          // As JSON.parse delivers it: an own "__proto__" key first, then the fields.
          let text: string | undefined;
          try {
            text = JSON.stringify(object);
          } catch {
            text = undefined; // a BigInt somewhere
          }
          if (!text?.startsWith('{')) return withProtoKey(object, extra);
          return JSON.parse(`{"__proto__":${text}${text === '{}' ? '}' : `,${text.slice(1)}`}`) as unknown;
        }
      }
    });
}

/** A value for a message, whatever it holds (a `toString` that is no function included). */
function printable(value: unknown): string {
  try {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- JSON.stringify gives undefined for undefined, a function or a symbol
    return JSON.stringify(value) ?? typeof value;
  } catch {
    return Object.prototype.toString.call(value);
  }
}

describe.each(PAIRS)('%s: never throws, and decides as the schema does on any value (fast-check, issue 13, item 5)', (name, schema) => {
  const validator = generated[name] as { safeParse(value: unknown): { success: boolean; data?: unknown } };

  it('fc.anything (Maps, Sets, typed arrays, boxed values, null prototypes, sparse arrays), JSON-parsed values and prototype-polluting shapes', () => {
    fc.assert(
      fc.property(fc.oneof(anyInput, pollutedArbitraryOf(schema as AnySchema)), (value) => {
        let actual: { success: boolean; data?: unknown } | undefined;
        expect(() => (actual = validator.safeParse(value))).not.toThrow();
        const expected = schema.safeParse(value);
        expect(actual!.success).toBe(expected.success);
        if (expected.success && !sameValue(actual!.data, expected.data))
          expect.fail(`outputs differ: ${printable(actual!.data)} vs ${printable(expected.data)}`);
        // Nothing leaks onto Object.prototype, whatever the value carried.
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: 1_000 },
    );
  });
});
