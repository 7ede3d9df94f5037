/**
 * The generator of the card frame's validators (./README.md): reads zod/mini schemas through their
 * definitions (`schema._zod.def`) and writes a TypeScript module of plain functions that accept,
 * refuse and output exactly what `schema.safeParse` does, without zod at run time. Build time only:
 * nothing in the browser imports this file.
 *
 * Only the constructs the frame's schemas use are supported; anything else throws here, naming the
 * path, so a schema can never silently be checked less than zod would check it. Refinements must be
 * named functions exported from one of the `refinements` modules: the generated module imports them,
 * and schema and validator run the same function.
 */

/** The parts of a zod schema the generator reads. */
interface SchemaLike {
  _zod: { def: Record<string, unknown> & { type: string }; optin?: string; optout?: string };
}

export interface SchemaSource {
  /** How the generated module imports the schemas' module for their types (`../protocol/messages.js`). */
  specifier: string;
  /** The module's exports. */
  exports: Record<string, unknown>;
  /** The exports to generate, in order. */
  names: readonly string[];
}

export interface RefinementSource {
  /** How the generated module imports the refinement functions. */
  specifier: string;
  exports: Record<string, unknown>;
}

const isSchema = (value: unknown): value is SchemaLike =>
  typeof value === 'object' && value !== null && typeof (value as SchemaLike)._zod?.def?.type === 'string';

/** The prelude every generated module starts with: the failure sentinel, the issue, the combinators. */
const PRELUDE = `/** What a validator returns for a value it refuses; \`issue\` then says where and why. */
const F: unique symbol = Symbol();
type Check = (value: any) => any;
let issue: ValidationIssue = { path: [], message: '' };
const fail = (message: string): typeof F => ((issue = { path: [], message }), F);
const at = (key: PropertyKey): typeof F => (issue.path.unshift(key), F);
const pass = (value: unknown) => value;
const test = (ok: (value: any) => boolean, message: string): Check => (value) => (ok(value) ? value : fail(message));
const string = (...checks: [(value: string) => boolean, string][]): Check => (value) => {
  if (typeof value !== 'string') return fail('expected a string');
  for (const [ok, message] of checks) if (!ok(value)) return fail(message);
  return value;
};
const regex = (pattern: RegExp): [(value: string) => boolean, string] => [(value) => pattern.test(value), \`does not match \${pattern}\`];
const oneOf = (...values: unknown[]): Check => test((value) => values.includes(value), \`expected one of \${values.join(', ')}\`);
const optional = (inner: Check): Check => (value) => (value === undefined ? value : inner(value));
const nullable = (inner: Check): Check => (value) => (value === null ? value : inner(value));
const array = (element: Check): Check => (value) => {
  if (!Array.isArray(value)) return fail('expected an array');
  const out = Array(value.length);
  for (let index = 0; index < value.length; index++) if ((out[index] = element(value[index])) === F) return at(index);
  return out;
};
const union = (...options: Check[]): Check => (value) => {
  for (const option of options) {
    const out = option(value);
    if (out !== F) return out;
  }
  return fail('matches none of the options');
};
/** [key, check, 1 when the key may be absent]; \`rest\` checks the other keys (\`pass\`: kept as they are), or they are dropped. */
const object = (props: [string, Check, 1?][], rest?: Check, ...refinements: [(value: any) => boolean, string][]): Check => {
  const keys = new Set(props.map(([key]) => key));
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail('expected an object');
    const out: Record<string, unknown> = {};
    for (const [key, check, optional] of props) {
      const present = key in value;
      if (!present && optional) continue;
      if (!present) return (fail('required'), at(key));
      if ((out[key] = check(value[key])) === F) return at(key);
    }
    if (rest) for (const key in value) if (!keys.has(key) && key !== '__proto__' && (out[key] = rest(value[key])) === F) return at(key);
    for (const [ok, message] of refinements) if (!ok(out)) return fail(message);
    return out;
  };
};
const validator = <T>(check: Check): Validator<T> => ({
  safeParse(value) {
    const data = check(value);
    return data === F ? { success: false, error: { issues: [issue] } } : { success: true, data };
  },
});

/** Where a value was refused (keys and indexes from the root) and why. */
export interface ValidationIssue {
  path: PropertyKey[];
  message: string;
}
/** The \`safeParse\` of the zod schema it was generated from, without zod. */
export interface Validator<T> {
  safeParse(value: unknown): { success: true; data: T; error?: undefined } | { success: false; data?: undefined; error: { issues: ValidationIssue[] } };
}
`;

export function generateValidators(sources: readonly SchemaSource[], refinements: readonly RefinementSource[], header: string): string {
  const declarations: string[] = [];
  const names = new Map<SchemaLike, string>();
  const byCode = new Map<string, string>();
  const usedRefinements = new Map<string, Set<string>>();

  const refinementName = (fn: unknown, path: string): string => {
    for (const source of refinements) {
      for (const [name, value] of Object.entries(source.exports)) {
        if (value === fn) {
          const used = usedRefinements.get(source.specifier) ?? new Set();
          used.add(name);
          usedRefinements.set(source.specifier, used);
          return name;
        }
      }
    }
    throw new Error(`${path}: a refinement that is not a function exported from ${refinements.map((source) => source.specifier).join(' or ')}`);
  };

  const unsupported = (path: string, what: string): never => {
    throw new Error(`${path}: ${what} is not supported by the validator generator (src/validators/generate.ts)`);
  };

  const onlyKeys = (path: string, def: Record<string, unknown>, allowed: readonly string[]) => {
    for (const key of Object.keys(def)) if (!allowed.includes(key) && def[key] !== undefined) unsupported(path, `"${key}" in a ${String(def.type)} definition`);
  };

  /** A refinement check, as [function, message]. */
  const refinement = (check: unknown, path: string): string => {
    if (!isSchema(check) || check._zod.def.check !== 'custom') return unsupported(path, `the check ${JSON.stringify((check as SchemaLike)._zod?.def?.check)}`);
    const def = check._zod.def;
    onlyKeys(path, def, ['type', 'check', 'fn', 'abort']);
    const name = refinementName(def.fn, path);
    return `[${name}, ${JSON.stringify(`refused by ${name}`)}]`;
  };

  /** An expression for the check of `schema`; shared schemas become one named constant. */
  const expression = (schema: unknown, path: string): string => {
    if (!isSchema(schema)) return unsupported(path, 'a value that is not a zod schema');
    const known = names.get(schema);
    if (known) return known;
    const code = build(schema, path);
    // Leaves that are cheaper written out than named stay inline.
    if (code === 'pass' || code.length < 24) return code;
    // Schemas built twice alike (the envelope's fields, `z.optional(z.string())`) share one check.
    let name = byCode.get(code);
    if (!name) {
      name = `c${byCode.size}`;
      byCode.set(code, name);
      declarations.push(`const ${name} = /*#__PURE__*/ ${code};`);
    }
    names.set(schema, name);
    return name;
  };

  const build = (schema: SchemaLike, path: string): string => {
    const def = schema._zod.def;
    const checks = (def.checks as unknown[] | undefined) ?? [];
    switch (def.type) {
      case 'string': {
        onlyKeys(path, def, ['type', 'checks']);
        const parts = checks.map((check, index) => {
          const checkDef = (check as SchemaLike)._zod?.def;
          if (checkDef?.check === 'string_format' && checkDef.format === 'regex') {
            onlyKeys(path, checkDef, ['check', 'format', 'pattern', 'abort']);
            const pattern = checkDef.pattern as RegExp;
            if (pattern.global || pattern.sticky) unsupported(path, `the stateful regex ${pattern}`);
            return `regex(${pattern})`;
          }
          return refinement(check, `${path} (check ${index})`);
        });
        return parts.length ? `string(${parts.join(', ')})` : 'string()';
      }
      case 'number':
        onlyKeys(path, def, ['type', 'checks']);
        if (checks.length) unsupported(path, 'a number check');
        return `test(Number.isFinite, 'expected a finite number')`;
      case 'boolean':
        onlyKeys(path, def, ['type']);
        return `test((value) => typeof value === 'boolean', 'expected a boolean')`;
      case 'unknown':
        onlyKeys(path, def, ['type']);
        return 'pass';
      case 'literal':
      case 'enum': {
        onlyKeys(path, def, ['type', 'values', 'entries']);
        const values = def.type === 'literal' ? (def.values as unknown[]) : Object.values(def.entries as object);
        for (const value of values) {
          if (!['string', 'boolean'].includes(typeof value) && !(typeof value === 'number' && Number.isFinite(value))) unsupported(path, `the ${def.type} value ${String(value)}`);
        }
        return `oneOf(${values.map((value) => JSON.stringify(value)).join(', ')})`;
      }
      case 'optional':
      case 'nullable': {
        onlyKeys(path, def, ['type', 'innerType']);
        const inner = def.innerType as SchemaLike;
        if (def.type === 'optional' && inner._zod.optin === 'defaulted') unsupported(path, 'a default');
        return `${def.type}(${expression(inner, path)})`;
      }
      case 'array':
        onlyKeys(path, def, ['type', 'element']);
        return `array(${expression(def.element, `${path}[]`)})`;
      case 'union':
        onlyKeys(path, def, ['type', 'options']);
        return `union(${(def.options as unknown[]).map((option, index) => expression(option, `${path}|${index}`)).join(', ')})`;
      case 'object': {
        onlyKeys(path, def, ['type', 'shape', 'catchall', 'checks']);
        const shape = def.shape as Record<string, SchemaLike>;
        if (Object.getOwnPropertySymbols(shape).length) unsupported(path, 'a symbol key');
        const props = Object.entries(shape).map(([key, value]) => {
          if (key === '__proto__') unsupported(path, 'a __proto__ key');
          const { optin, optout } = value._zod;
          const optional = optin === 'optional' && optout === 'optional';
          if (!optional && (optin !== undefined || optout !== undefined)) unsupported(`${path}.${key}`, `optin ${optin} with optout ${optout}`);
          return `[${JSON.stringify(key)}, ${expression(value, `${path}.${key}`)}${optional ? ', 1' : ''}]`;
        });
        const catchall = def.catchall as SchemaLike | undefined;
        if (catchall && ['never', 'optional'].includes(catchall._zod.def.type)) unsupported(path, `a ${catchall._zod.def.type} catchall`);
        if (catchall && (catchall._zod.optin !== undefined || catchall._zod.optout !== undefined)) unsupported(path, 'an optional catchall');
        const rest = catchall ? expression(catchall, `${path}.*`) : checks.length ? 'undefined' : '';
        const refinements = checks.map((check, index) => refinement(check, `${path} (check ${index})`));
        return `object([${props.join(', ')}]${rest ? `, ${rest}` : ''}${refinements.map((part) => `, ${part}`).join('')})`;
      }
      default:
        return unsupported(path, `the zod type "${def.type}"`);
    }
  };

  const exportsCode: string[] = [];
  sources.forEach((source, index) => {
    for (const name of source.names) {
      const check = expression(source.exports[name], name);
      exportsCode.push(`export type ${name} = z.output<typeof S${index}.${name}>;`, `export const ${name} = /*#__PURE__*/ validator<${name}>(${check});`);
    }
  });

  const imports = [
    `import type * as z from 'zod/mini';`,
    ...sources.map((source, index) => `import type * as S${index} from '${source.specifier}';`),
    ...[...usedRefinements].map(([specifier, used]) => `import { ${[...used].sort().join(', ')} } from '${specifier}';`),
  ];
  return `${header}\n${imports.join('\n')}\n\n${PRELUDE}\n${declarations.join('\n')}\n\n${exportsCode.join('\n')}\n`;
}
