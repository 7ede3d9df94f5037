/**
 * What the generated validators (./*.generated.ts) are built from: a handful of combinators that
 * accept, refuse and output exactly what zod's `safeParse` does for the schema constructs the
 * generator supports (scripts/validators/generate.ts). Browser code never imports zod: it imports
 * the generated validators, which import this module.
 *
 * A check returns the value it outputs, or `FAIL`; the first refusal records where and why in
 * `issue` (the path is built on the way back up, key by key). One issue, not all of them: nothing in
 * the browser reads more than the first (./README.md, "What differs from zod").
 *
 * The factories are marked free of side effects (`@__NO_SIDE_EFFECTS__`), so a bundle that uses some
 * validators drops the checks of the others whole, arguments included (./README.md, "Size").
 */

/** What a check returns for a value it refuses; `issue` then says where and why. */
const FAIL: unique symbol = Symbol('refused');
export type Check = (value: unknown) => unknown;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a refinement is typed on what it checks (a string) and runs after that check; `unknown` would refuse it
type Test = readonly [ok: (value: any) => boolean, message: string];

/** Where a value was refused (keys and indexes from the root) and why. */
export interface ValidationIssue {
  path: PropertyKey[];
  message: string;
}

/** The `safeParse` of the zod schema it was generated from, without zod. */
export interface Validator<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T; error?: undefined } | { success: false; data?: undefined; error: { issues: ValidationIssue[] } };
}

let issue: ValidationIssue = { path: [], message: '' };

const fail = (message: string): typeof FAIL => ((issue = { path: [], message }), FAIL);
const at = (key: PropertyKey): typeof FAIL => (issue.path.unshift(key), FAIL);

/** `z.unknown()`: anything, as it is. */
export const pass: Check = (value) => value;

/** A leaf: the value as it is when `ok`, else refused with `message`. */
export const test =
  /* @__NO_SIDE_EFFECTS__ */
  (ok: (value: unknown) => boolean, message: string): Check =>
    (value) =>
      ok(value) ? value : fail(message);

/** `z.number()`: finite numbers only, as zod refuses NaN and ±Infinity. */
export const number: Check = test(Number.isFinite, 'expected a finite number');
/** `z.int()`: safe integers. */
export const int: Check = test(Number.isSafeInteger, 'expected an integer');
export const boolean: Check = test((value) => typeof value === 'boolean', 'expected a boolean');

/** `z.string()` with its checks, in order: patterns and refinements. */
export const string =
  /* @__NO_SIDE_EFFECTS__ */
  (...checks: Test[]): Check =>
    (value) => {
      if (typeof value !== 'string') return fail('expected a string');
      for (const [ok, message] of checks) if (!ok(value)) return fail(message);
      return value;
    };

/** A `z.regex` check of `string`. */
export const regex = /* @__NO_SIDE_EFFECTS__ */ (pattern: RegExp): Test => [(value: string) => pattern.test(value), `does not match ${pattern}`];

/** `z.literal` and `z.enum`. */
export const oneOf = /* @__NO_SIDE_EFFECTS__ */ (...values: unknown[]): Check =>
  test((value) => values.includes(value), `expected one of ${values.join(', ')}`);

export const optional =
  /* @__NO_SIDE_EFFECTS__ */
  (inner: Check): Check =>
    (value) =>
      value === undefined ? value : inner(value);

export const nullable =
  /* @__NO_SIDE_EFFECTS__ */
  (inner: Check): Check =>
    (value) =>
      value === null ? value : inner(value);

export const array =
  /* @__NO_SIDE_EFFECTS__ */
  (element: Check): Check =>
    (value) => {
      if (!Array.isArray(value)) return fail('expected an array');
      const out: unknown[] = Array(value.length);
      for (let index = 0; index < value.length; index++) if ((out[index] = element(value[index])) === FAIL) return at(index);
      return out;
    };

/** `z.union`: the first option that accepts the value decides. */
export const union =
  /* @__NO_SIDE_EFFECTS__ */
  (...options: Check[]): Check =>
    (value) => {
      for (const option of options) {
        const out = option(value);
        if (out !== FAIL) return out;
      }
      return fail('matches none of the options');
    };

/**
 * `z.discriminatedUnion`: the option whose literal `key` the value carries decides, and reports its
 * own issue; a value that carries none is refused at `key`, as zod refuses it.
 */
export const discriminated =
  /* @__NO_SIDE_EFFECTS__ */
  (key: string, options: Record<string, Check>): Check =>
    (value) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail('expected an object');
      const tag = (value as Record<string, unknown>)[key];
      const option = typeof tag === 'string' && Object.hasOwn(options, tag) ? options[tag] : null;
      return option ? option(value) : (fail(`no option for this ${key}`), at(key));
    };

/**
 * `z.object` and its loose and catch-all forms. `shape` maps each key to its check, in the schema's
 * order; a key written with a trailing `?` may be absent. `rest` checks the other keys (`pass`: kept
 * as they are), or they are dropped; then the object's own refinements run on the output.
 */
export const object = /* @__NO_SIDE_EFFECTS__ */ (shape: Record<string, Check>, rest?: Check, ...refinements: Test[]): Check => {
  const props = Object.entries(shape).map(([key, check]) =>
    key.endsWith('?') ? ([key.slice(0, -1), check, true] as const) : ([key, check, false] as const),
  );
  const keys = new Set(props.map(([key]) => key));
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail('expected an object');
    const input = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, check, optional] of props) {
      const present = key in input;
      if (!present && optional) continue;
      if (!present) return (fail('required'), at(key));
      if ((out[key] = check(input[key])) === FAIL) return at(key);
    }
    if (rest) for (const key in input) if (!keys.has(key) && key !== '__proto__' && (out[key] = rest(input[key])) === FAIL) return at(key);
    for (const [ok, message] of refinements) if (!ok(out)) return fail(message);
    return out;
  };
};

/** Wraps a check in zod's `safeParse` shape. */
export const validator = /* @__NO_SIDE_EFFECTS__ */ <T>(check: Check): Validator<T> => ({
  safeParse(value) {
    const data = check(value);
    return data === FAIL ? { success: false, error: { issues: [issue] } } : { success: true, data: data as T };
  },
});
