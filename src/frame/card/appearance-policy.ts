import type { Appearance } from '../../protocol/messages.js';

/**
 * The appearance's allowlist (issue 12, item 1; docs/appearance.md): every variable, every rule
 * selector and the properties each may set, and the shape every value must have. What is not listed
 * here is refused: no property that could fetch (`background-image`, `content`, `cursor`…), no function
 * but the colour functions and `var()` of a listed variable, so no `url()`, `image-set()`, `calc()`
 * or `expression()`. An appearance with one bad entry is refused whole (`appearanceProblem` names the
 * entry), and the frame keeps the one it had.
 *
 * DOM-free: the docs table and the unit tests read the same lists. Runs in the card frame's appearance
 * chunk (./appearance-chunk.ts), never up front: the page and the merchant's script carry none of it.
 */

/** The kinds of value a property or variable takes, each a list of allowed tokens (see `VALUE_KINDS`). */
export type ValueKind = keyof typeof VALUE_KINDS;

const NUMBER = String.raw`-?(?:\d{1,4}|\d{0,4}\.\d{1,4})`;
const LENGTH = new RegExp(`^(?:0|${NUMBER}(?:px|em|rem|%|ch|ex|vh|vw|pt))$`, 'i');
const PLAIN_NUMBER = new RegExp(`^${NUMBER}$`);
const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
/** rgb(), rgba(), hsl(), hsla() with numbers, percentages, angles and separators only. */
const COLOR_FUNCTION = /^(?:rgba?|hsla?)\([\d.,%\s/+-]*(?:deg)?[\d.,%\s/+-]*\)$/i;
/** A named colour or a colour keyword (`rebeccapurple`, `transparent`, `currentcolor`). */
const COLOR_NAME = /^[a-z]{3,20}$/i;
const VAR = /^var\((--svc-[a-z0-9-]+)\)$/;
const FONT_NAME = /^(?:"[^"\\]{1,60}"|'[^'\\]{1,60}'|[a-z][a-z0-9 -]{0,60})$/i;

const keywords =
  (...words: string[]) =>
  (token: string) =>
    words.includes(token.toLowerCase());
const isColor = (token: string) => HEX_COLOR.test(token) || COLOR_FUNCTION.test(token) || COLOR_NAME.test(token);
const isLength = (token: string) => LENGTH.test(token);
const isBorderStyle = keywords('none', 'solid', 'dashed', 'dotted', 'double');

/**
 * Each kind: what one token may be, how many tokens (whitespace-separated, or comma-separated lists
 * where `lists`), and its name in error messages and the docs.
 */
export const VALUE_KINDS = {
  color: { name: 'a colour', token: isColor, max: 1 },
  colors: { name: '1 to 4 colours', token: isColor, max: 4 },
  length: { name: 'a length (px, em, rem, %…)', token: isLength, max: 1 },
  lengths: { name: '1 to 4 lengths', token: isLength, max: 4 },
  number: { name: 'a number', token: (token: string) => PLAIN_NUMBER.test(token), max: 1 },
  lineHeight: { name: 'a number or a length', token: (token: string) => PLAIN_NUMBER.test(token) || isLength(token), max: 1 },
  fontWeight: {
    name: 'normal, bold or 100 to 900',
    token: keywords('normal', 'bold', 'bolder', 'lighter', ...'123456789'.split('').map((n) => `${n}00`)),
    max: 1,
  },
  fontStyle: { name: 'normal or italic', token: keywords('normal', 'italic'), max: 1 },
  fontFamily: { name: 'font names, quoted or plain, separated by commas', token: (token: string) => FONT_NAME.test(token), max: 10, lists: true },
  textTransform: { name: 'none, uppercase, lowercase or capitalize', token: keywords('none', 'uppercase', 'lowercase', 'capitalize'), max: 1 },
  textDecoration: { name: 'none, underline or line-through', token: keywords('none', 'underline', 'line-through'), max: 1 },
  borderStyle: { name: 'none, solid, dashed, dotted or double', token: isBorderStyle, max: 4 },
  border: { name: 'a width, a style and a colour', token: (token: string) => isLength(token) || isBorderStyle(token) || isColor(token), max: 3 },
  shadow: {
    name: 'shadows: lengths, a colour, inset; separated by commas',
    token: (token: string) => isLength(token) || isColor(token) || token === 'inset' || token === 'none',
    max: 24,
    lists: true,
  },
} satisfies Record<string, { name: string; token: (token: string) => boolean; max: number; lists?: boolean }>;

/**
 * The variables (docs/appearance.md): `--svc-*` name → the kind of its value, its default and what it
 * styles. Each may also be written in camelCase (`colorPrimary`); the first ten may also be set as CSS
 * custom properties on the element (src/elements/payment-element/appearance.ts).
 */
export const VARIABLES = {
  '--svc-color-primary': ['color', '#0b5cad', 'the focus ring and the chosen card network'],
  '--svc-color-background': ['color', '#ffffff', 'the frame and its fields'],
  '--svc-color-text': ['color', '#1a1f36', 'typed values and the networks’ names'],
  '--svc-color-text-secondary': ['color', '#5b6270', 'labels and the detected brand'],
  '--svc-color-text-placeholder': ['color', 'var(--svc-color-text-secondary)', 'placeholders'],
  '--svc-color-danger': ['color', '#b3261e', 'error messages and invalid fields’ borders'],
  '--svc-color-border': ['color', '#8a919e', 'field borders'],
  '--svc-color-input-background': ['color', 'var(--svc-color-background)', 'the fields’ background'],
  '--svc-font-family': ['fontFamily', 'system-ui, …', 'every text'],
  '--svc-font-size': ['length', '16px', 'the base size: typed values (16px or more keeps iOS from zooming)'],
  '--svc-font-size-label': ['length', '0.875em', 'labels'],
  '--svc-font-size-error': ['length', '0.875em', 'error messages'],
  '--svc-font-weight': ['fontWeight', 'normal', 'typed values'],
  '--svc-font-weight-label': ['fontWeight', 'normal', 'labels'],
  '--svc-line-height': ['lineHeight', '1.4', 'every text'],
  '--svc-border-radius': ['length', '6px', 'fields and the network chooser'],
  '--svc-border-width': ['length', '1px', 'field borders'],
  '--svc-spacing': ['length', '12px', 'between fields'],
  '--svc-spacing-label': ['length', '4px', 'between a label, its field and its error'],
  '--svc-input-padding': ['lengths', '10px 12px', 'inside the fields'],
  '--svc-input-min-height': ['length', '44px', 'the fields’ height (44px is the smallest comfortable touch target)'],
  '--svc-focus-ring-color': ['color', 'var(--svc-color-primary)', 'the focused field’s ring'],
  '--svc-focus-ring-width': ['length', '2px', 'the focused field’s ring'],
  '--svc-focus-ring-offset': ['length', '1px', 'between the field and its ring'],
} as const satisfies Record<string, readonly [ValueKind, string, string]>;

export type VariableName = keyof typeof VARIABLES;

const TEXT = {
  color: 'color',
  fontFamily: 'fontFamily',
  fontSize: 'length',
  fontStyle: 'fontStyle',
  fontWeight: 'fontWeight',
  letterSpacing: 'length',
  lineHeight: 'lineHeight',
  textDecoration: 'textDecoration',
  textTransform: 'textTransform',
} as const satisfies Record<string, ValueKind>;

const BOX = {
  backgroundColor: 'color',
  border: 'border',
  borderColor: 'colors',
  borderStyle: 'borderStyle',
  borderWidth: 'lengths',
  borderRadius: 'lengths',
  boxShadow: 'shadow',
  outline: 'border',
  outlineOffset: 'length',
  padding: 'lengths',
} as const satisfies Record<string, ValueKind>;

/** `.Error` and `.Label` take text properties and spacing; fields, networks and the block take everything. */
const FIELD = { ...TEXT, ...BOX };
const LINE = { ...TEXT, padding: 'lengths', margin: 'lengths', opacity: 'number' } as const satisfies Record<string, ValueKind>;

/**
 * The rule selectors (Stripe's names), what each matches in the card frame, and the properties it may
 * set. `.Input`'s padding goes to the `<input>` inside the bordered box; every other property to the box.
 */
export const RULES = {
  '.Input': ['.control', 'the bordered box of each field', FIELD],
  '.Input:hover': ['.control:hover', 'a field under the pointer', FIELD],
  '.Input:focus': ['.control:focus-within', 'the field with focus', FIELD],
  '.Input:disabled': ['.control:has(input:read-only)', 'the fields while a payment is in progress (read-only)', FIELD],
  '.Input--invalid': [".control:has(input[aria-invalid='true'])", 'a field showing an error', FIELD],
  '.Label': ['.field>label', 'each field’s label', LINE],
  '.Error': ['.error,.refusal', 'a field’s error, and a refusal by the bank under the form', LINE],
  '.Tab': ['.brand-option', 'a card network offered for a co-badged card (an option of the brand menu)', FIELD],
  '.Tab:hover': ['.brand-option:hover', 'a network under the pointer', FIELD],
  '.Tab:focus': ['.brand-option:focus', 'the network with focus', FIELD],
  '.Tab--selected': [".brand-option[aria-selected='true']", 'the chosen network', FIELD],
  '.Tab:disabled': ['.brand-switch:disabled', 'the brand menu’s button while a payment is in progress', FIELD],
  '.Block': ['.card-form', 'the block that holds every field', BOX],
} as const satisfies Record<string, readonly [string, string, Record<string, ValueKind>]>;

export type RuleSelector = keyof typeof RULES;

/** `colorPrimary` → `--svc-color-primary`; a `--svc-*` name stays as it is. */
export function variableName(name: string): string {
  return name.startsWith('--') ? name : `--svc-${name.replace(/[A-Z0-9]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** `borderColor` → `border-color`. */
export function cssPropertyName(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * The problem with one value of `kind`, or null: its tokens (whitespace-separated; `var()` and the
 * colour functions each one token) must all be of the kind, and as many as it allows.
 */
export function valueProblem(kind: ValueKind, value: string): string | null {
  const { name, token, max, lists } = VALUE_KINDS[kind] as (typeof VALUE_KINDS)[ValueKind] & { lists?: boolean };
  const expected = `${JSON.stringify(value)} is not ${name}`;
  const trimmed = value.trim();
  if (trimmed === '') return expected;
  const tokens: string[] = [];
  // A token: a function call without nested parentheses, a quoted name, or a run of anything else.
  const pattern = /\s*(,|[a-z-]+\([^()]*\)|"[^"]*"|'[^']*'|[^\s,()"']+)\s*/iy;
  let at = 0;
  for (let match = pattern.exec(trimmed); match !== null; match = pattern.exec(trimmed)) {
    tokens.push(match[1] ?? '');
    at = pattern.lastIndex;
  }
  if (at !== trimmed.length) return expected;
  if (kind === 'fontFamily') {
    // Font names may hold spaces: the commas separate them.
    const names = trimmed.split(',').map((part) => part.trim());
    if (names.length > max || !names.every((part) => FONT_NAME.test(part) || VAR.test(part))) return expected;
    return varProblem(tokens);
  }
  let count = 0;
  for (const [index, current] of tokens.entries()) {
    if (current === ',') {
      if (!lists || index === 0 || tokens[index + 1] === undefined || tokens[index + 1] === ',') return expected;
      continue;
    }
    count += 1;
    if (!VAR.test(current) && !token(current)) return expected;
  }
  if (count > max) return expected;
  return varProblem(tokens);
}

/** `var()` only of a listed variable. */
function varProblem(tokens: readonly string[]): string | null {
  for (const token of tokens) {
    const name = VAR.exec(token)?.[1];
    if (name !== undefined && !(name in VARIABLES)) return `var(${name}) names no variable`;
  }
  return null;
}

const own = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/**
 * The first entry of `appearance` the allowlist refuses, named as the merchant wrote it
 * (`appearance.rules[".Input"].backgroundImage: property not allowed`), or null when every entry is allowed.
 */
export function appearanceProblem(appearance: Appearance): string | null {
  for (const [name, value] of Object.entries(appearance.variables ?? {})) {
    const where = `appearance.variables[${JSON.stringify(name)}]`;
    const variable = variableName(name);
    if (!own(VARIABLES, variable)) return `${where}: no such variable`;
    const problem = valueProblem(VARIABLES[variable as VariableName][0], value);
    if (problem !== null) return `${where}: ${problem}`;
  }
  for (const [selector, declarations] of Object.entries(appearance.rules ?? {})) {
    const where = `appearance.rules[${JSON.stringify(selector)}]`;
    if (!own(RULES, selector)) return `${where}: no such selector (${Object.keys(RULES).join(', ')})`;
    const allowed: Partial<Record<string, ValueKind>> = RULES[selector as RuleSelector][2];
    for (const [property, value] of Object.entries(declarations)) {
      const kind = own(allowed, property) ? allowed[property] : undefined;
      if (kind === undefined) return `${where}.${property}: property not allowed`;
      const problem = valueProblem(kind, value);
      if (problem !== null) return `${where}.${property}: ${problem}`;
    }
  }
  return null;
}
