/**
 * The generator of the browser's validators (src/validators/README.md): reads zod/mini schemas
 * through their definitions (`schema._zod.def`) and writes a TypeScript module of checks built from
 * the combinators of src/validators/runtime.ts, which accept, refuse and output exactly what
 * `schema.safeParse` does, without zod at run time. Build tooling: nothing in src/ imports this file.
 *
 * Only the constructs the browser's schemas use are supported; anything else throws here, naming the
 * path, so a schema can never silently be checked less than zod would check it. Refinements (and
 * `z.custom` predicates) must be named functions exported from one of the `refinements` modules: the
 * generated module imports them, and schema and validator run the same function.
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

/** What an unknown value may be on the way to a SchemaLike: each level may be missing. */
interface MaybeSchema {
  _zod?: { def?: Record<string, unknown> };
}

const isSchema = (value: unknown): value is SchemaLike =>
  typeof value === 'object' && value !== null && typeof (value as MaybeSchema)._zod?.def?.type === 'string';

export interface GenerateOptions {
  /** The schemas to generate validators for, by module. */
  sources: readonly SchemaSource[];
  /** The modules whose exported functions refinements and z.custom predicates may be. */
  refinements: readonly RefinementSource[];
  /** How the generated module imports src/validators/runtime.ts. */
  runtimeSpecifier: string;
  /** The comment the module starts with. */
  header: string;
}

/** Shared checks shorter than this are written out at each use (see generateValidators). */
const MIN_NAMED_LENGTH = 20;
/**
 * How an expression refers to check number n until the module is written: between U+0001s, which
 * JSON.stringify escapes in every literal and `build` refuses in a pattern, so nothing else matches.
 */
const ref = (index: number): string => `\u0001${index}\u0001`;
// eslint-disable-next-line no-control-regex -- the marker is a control character on purpose (above)
const REF = /\u0001(\d+)\u0001/g;

export function generateValidators({ sources, refinements, runtimeSpecifier, header }: GenerateOptions): string {
  /** Each distinct check's code, children first; an expression refers to check n as ref(n) until the module is written. */
  const checks: string[] = [];
  const names = new Map<SchemaLike, string>();
  const byCode = new Map<string, number>();
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
    throw new Error(`${path}: ${what} is not supported by the validator generator (scripts/validators/generate.ts)`);
  };

  const onlyKeys = (path: string, def: Record<string, unknown>, allowed: readonly string[]) => {
    for (const key of Object.keys(def))
      if (!allowed.includes(key) && def[key] !== undefined) unsupported(path, `"${key}" in a ${String(def.type)} definition`);
  };

  const runtime = new Set<string>(['validator']);
  /** A combinator of the runtime, imported by the generated module. */
  const use = (name: string): string => (runtime.add(name), name);

  /** A refinement check, as [function, message]. */
  const refinement = (check: unknown, path: string): string => {
    if (!isSchema(check) || check._zod.def.check !== 'custom')
      return unsupported(path, `the check ${JSON.stringify((check as MaybeSchema)._zod?.def?.check)}`);
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
    if (/^\w+$/.test(code)) return code;
    // Schemas built twice alike (the envelope's fields, `z.optional(z.string())`) are one check.
    let index = byCode.get(code);
    if (index === undefined) {
      index = checks.push(code) - 1;
      byCode.set(code, index);
    }
    names.set(schema, ref(index));
    return ref(index);
  };

  const build = (schema: SchemaLike, path: string): string => {
    const def = schema._zod.def;
    const checks = (def.checks as unknown[] | undefined) ?? [];
    switch (def.type) {
      case 'string': {
        onlyKeys(path, def, ['type', 'checks']);
        const parts = checks.map((check, index) => {
          const checkDef = (check as MaybeSchema)._zod?.def;
          if (checkDef?.check === 'string_format' && checkDef.format === 'regex') {
            onlyKeys(path, checkDef, ['check', 'format', 'pattern', 'abort']);
            const pattern = checkDef.pattern as RegExp;
            if (pattern.global || pattern.sticky) unsupported(path, `the stateful regex ${pattern}`);
            if (pattern.source.includes('\u0001')) unsupported(path, 'a raw U+0001 in a pattern (write it as \\u0001)');
            return `${use('regex')}(${pattern})`;
          }
          return refinement(check, `${path} (check ${index})`);
        });
        return `${use('string')}(${parts.join(', ')})`;
      }
      case 'number':
        if (def.check === 'number_format' && def.format === 'safeint') {
          // z.int(): the format is the schema's own check.
          onlyKeys(path, def, ['type', 'check', 'format', 'abort', 'checks']);
          if (checks.length) unsupported(path, 'a check on z.int()');
          return use('int');
        }
        onlyKeys(path, def, ['type', 'checks']);
        if (checks.length) unsupported(path, 'a number check');
        return use('number');
      case 'boolean':
        onlyKeys(path, def, ['type']);
        return use('boolean');
      case 'unknown':
        onlyKeys(path, def, ['type']);
        return use('pass');
      case 'custom': {
        // z.custom(fn): a predicate on the value as it is, named as refinements are.
        onlyKeys(path, def, ['type', 'check', 'fn', 'error', 'abort']);
        const name = refinementName(def.fn, path);
        return `${use('test')}(${name}, ${JSON.stringify(`refused by ${name}`)})`;
      }
      case 'literal':
      case 'enum': {
        onlyKeys(path, def, ['type', 'values', 'entries']);
        const values = def.type === 'literal' ? (def.values as unknown[]) : Object.values(def.entries as object);
        for (const value of values) {
          if (!['string', 'boolean'].includes(typeof value) && !(typeof value === 'number' && Number.isFinite(value)))
            unsupported(path, `the ${def.type} value ${String(value)}`);
        }
        return `${use('oneOf')}(${values.map((value) => JSON.stringify(value)).join(', ')})`;
      }
      case 'optional':
      case 'nullable': {
        onlyKeys(path, def, ['type', 'innerType']);
        const inner = def.innerType as SchemaLike;
        if (def.type === 'optional' && inner._zod.optin === 'defaulted') unsupported(path, 'a default');
        return `${use(def.type)}(${expression(inner, path)})`;
      }
      case 'array':
        onlyKeys(path, def, ['type', 'element']);
        return `${use('array')}(${expression(def.element, `${path}[]`)})`;
      case 'union': {
        const options = def.options as SchemaLike[];
        if (def.discriminator === undefined) {
          onlyKeys(path, def, ['type', 'options']);
          return `${use('union')}(${options.map((option, index) => expression(option, `${path}|${index}`)).join(', ')})`;
        }
        // z.discriminatedUnion: each option is found by the string literal(s) its key holds.
        onlyKeys(path, def, ['type', 'options', 'discriminator', 'inclusive']);
        if (def.inclusive !== false) unsupported(path, 'an inclusive discriminated union');
        const key = def.discriminator as string; // zod's discriminator is a string key
        const entries = options.flatMap((option, index) => {
          const tag = (option._zod.def.shape as Record<string, SchemaLike> | undefined)?.[key]?._zod.def;
          const values = tag?.type === 'literal' ? (tag.values as unknown[]) : tag?.type === 'enum' ? Object.values(tag.entries as object) : [];
          if (option._zod.def.type !== 'object' || !values.length || values.some((value) => typeof value !== 'string' || value === '__proto__')) {
            unsupported(`${path}|${index}`, `an option without string literals (other than __proto__) at "${key}"`);
          }
          const check = expression(option, `${path}|${index}`);
          return values.map((value) => `${JSON.stringify(value)}: ${check}`);
        });
        return `${use('discriminated')}(${JSON.stringify(key)}, { ${entries.join(', ')} })`;
      }
      case 'object': {
        onlyKeys(path, def, ['type', 'shape', 'catchall', 'checks']);
        const shape = def.shape as Record<string, SchemaLike>;
        if (Object.getOwnPropertySymbols(shape).length) unsupported(path, 'a symbol key');
        const props = Object.entries(shape).map(([key, value]) => {
          // The shape is written as an object literal: its keys must keep their order and their meaning there.
          if (key === '__proto__') unsupported(path, 'a __proto__ key');
          if (/^(0|[1-9]\d*)$/.test(key)) unsupported(path, `the integer-like key "${key}" (an object literal would reorder it)`);
          if (key.endsWith('?')) unsupported(path, `the key "${key}" (a trailing ? marks a key that may be absent)`);
          const { optin, optout } = value._zod;
          const optional = optin === 'optional' && optout === 'optional';
          if (!optional && (optin !== undefined || optout !== undefined)) unsupported(`${path}.${key}`, `optin ${optin} with optout ${optout}`);
          return `${JSON.stringify(optional ? `${key}?` : key)}: ${expression(value, `${path}.${key}`)}`;
        });
        const catchall = def.catchall as SchemaLike | undefined;
        if (catchall && ['never', 'optional'].includes(catchall._zod.def.type)) unsupported(path, `a ${catchall._zod.def.type} catchall`);
        if (catchall && (catchall._zod.optin !== undefined || catchall._zod.optout !== undefined)) unsupported(path, 'an optional catchall');
        const rest = catchall ? expression(catchall, `${path}.*`) : checks.length ? 'undefined' : '';
        const refinements = checks.map((check, index) => refinement(check, `${path} (check ${index})`));
        return `${use('object')}(${props.length ? `{ ${props.join(', ')} }` : '{}'}${rest ? `, ${rest}` : ''}${refinements.map((part) => `, ${part}`).join('')})`;
      }
      default:
        return unsupported(path, `the zod type "${def.type}"`);
    }
  };

  const exportsCode: string[] = [];
  sources.forEach((source, index) => {
    for (const name of source.names) {
      const check = expression(source.exports[name], name);
      exportsCode.push(`export type ${name} = z.output<typeof S${index}.${name}>;`, `export const ${name} = validator<${name}>(${check});`);
    }
  });

  // A check used once is written where it is used. One used more often is a constant, built once,
  // unless it is shorter than MIN_NAMED_LENGTH: gzip already finds such repeats, and a name costs
  // more than it saves there (measured on the elements' and the frame's bundles: src/validators/README.md).
  const uses = new Map<string, number>();
  for (const code of [...checks, ...exportsCode]) for (const [, index = ''] of code.matchAll(REF)) uses.set(index, (uses.get(index) ?? 0) + 1);
  const written: string[] = [];
  const declarations: string[] = [];
  const resolve = (code: string) => code.replace(REF, (_, index: string) => written[Number(index)] ?? '');
  checks.forEach((code, index) => {
    const resolved = resolve(code);
    if ((uses.get(String(index)) ?? 0) > 1 && resolved.length >= MIN_NAMED_LENGTH) {
      written[index] = `c${declarations.length}`;
      declarations.push(`const ${written[index]} = ${resolved};`);
    } else {
      written[index] = resolved;
    }
  });
  exportsCode.forEach((code, index) => (exportsCode[index] = resolve(code)));

  const imports = [
    `import { ${[...runtime].sort().join(', ')} } from '${runtimeSpecifier}';`,
    `import type * as z from 'zod/mini';`,
    ...sources.map((source, index) => `import type * as S${index} from '${source.specifier}';`),
    ...[...usedRefinements].map(([specifier, used]) => `import { ${[...used].sort().join(', ')} } from '${specifier}';`),
  ];
  return `${header}\n${imports.join('\n')}\n\n${declarations.join('\n')}\n\n${exportsCode.join('\n')}\n`;
}
