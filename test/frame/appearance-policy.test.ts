import { describe, expect, it } from 'vitest';
import { Appearance } from '../../src/protocol/messages.js';
import { RULES, VARIABLES, appearanceProblem, valueProblem, variableName, type ValueKind } from '../../src/frame/card/appearance-policy.js';

/**
 * The appearance's allowlist (src/frame/card/appearance-policy.ts) as tables: values of each kind it
 * takes and refuses, and the error naming the bad entry. Everything refused here is refused whole by
 * the frame (test/browser/appearance.spec.ts shows the error reaching the page).
 */

describe('valueProblem: values each kind takes', () => {
  it.each<[ValueKind, string]>([
    ['color', '#fff'],
    ['color', '#0B5CADff'],
    ['color', 'rgb(11, 92, 173)'],
    ['color', 'rgba(0 0 0 / 50%)'],
    ['color', 'hsl(210deg 88% 36%)'],
    ['color', 'rebeccapurple'],
    ['color', 'transparent'],
    ['color', 'var(--svc-color-primary)'],
    ['colors', '#000 #111 red blue'],
    ['length', '0'],
    ['length', '12px'],
    ['length', '0.875em'],
    ['length', '-1px'],
    ['length', '50%'],
    ['length', 'var(--svc-spacing)'],
    ['lengths', '10px 12px'],
    ['lengths', '1px 2px 3px 4px'],
    ['number', '0.5'],
    ['lineHeight', '1.4'],
    ['lineHeight', '20px'],
    ['fontWeight', '600'],
    ['fontWeight', 'bold'],
    ['fontStyle', 'italic'],
    ['fontFamily', 'Georgia, "Times New Roman", serif'],
    ['fontFamily', "'Helvetica Neue', Arial"],
    ['fontFamily', 'var(--svc-font-family)'],
    ['textTransform', 'uppercase'],
    ['textDecoration', 'underline'],
    ['borderStyle', 'dashed'],
    ['border', '1px solid #8a919e'],
    ['border', '2px dashed var(--svc-color-danger)'],
    ['border', 'none'],
    ['shadow', '0 1px 2px rgba(0, 0, 0, 0.2)'],
    ['shadow', 'inset 0 0 0 1px #000, 0 0 0 3px var(--svc-color-primary)'],
    ['shadow', 'none'],
  ])('%s takes %s', (kind, value) => {
    expect(valueProblem(kind, value)).toBeNull();
  });
});

describe('valueProblem: values each kind refuses', () => {
  it.each<[ValueKind, string]>([
    ['color', 'url(https://evil.example/a.png)'],
    ['color', 'image-set("a.png" 1x)'],
    ['color', 'var(--svc-unknown)'],
    ['color', 'var(--other)'],
    ['color', 'var(--svc-color-primary, red)'],
    ['color', 'color-mix(in srgb, red 50%, blue)'],
    ['color', 'rgb(calc(1 + 1) 0 0)'],
    ['color', 'attr(data-x)'],
    ['color', 'env(safe-area-inset-top)'],
    ['color', '#12'],
    ['color', 'red blue'],
    ['color', ''],
    ['colors', 'red red red red red'],
    ['length', '12'],
    ['length', 'calc(10px + 2px)'],
    ['length', 'max(10px, 1em)'],
    ['length', '12px 4px'],
    ['length', '12 px'],
    ['length', '1e3px'],
    ['lengths', '1px 2px 3px 4px 5px'],
    ['number', '1px'],
    ['fontWeight', '650'],
    ['fontWeight', 'heavy'],
    ['fontFamily', 'Arial, url(x)'],
    ['fontFamily', '"unterminated'],
    ['fontFamily', 'Arial,,serif'],
    ['textTransform', 'shout'],
    ['border', '1px solid red blue'],
    ['shadow', '0 0 2px element(#x)'],
    ['shadow', ', 0 0 1px red'],
    ['shadow', '0 0 1px red,'],
  ])('%s refuses %s', (kind, value) => {
    expect(valueProblem(kind, value)).not.toBeNull();
  });
});

describe('appearanceProblem: the first entry refused, named as the merchant wrote it', () => {
  it.each<[string, Appearance, string | null]>([
    ['every variable at its default kind', { variables: { '--svc-color-primary': '#0b5cad', spacing: '8px', fontFamily: 'Georgia, serif' } }, null],
    [
      'every rule selector with a property',
      { rules: Object.fromEntries(Object.keys(RULES).map((selector) => [selector, { padding: '4px' }])) },
      null,
    ],
    ['a theme and floating labels alone', { theme: 'auto', labels: 'floating' }, null],
    [
      'a property not allowed',
      { rules: { '.Input': { backgroundImage: 'none' } } },
      'appearance.rules[".Input"].backgroundImage: property not allowed',
    ],
    [
      'a property the selector does not take',
      { rules: { '.Error': { boxShadow: 'none' } } },
      'appearance.rules[".Error"].boxShadow: property not allowed',
    ],
    [
      'a transition (motion is not the merchant’s to add)',
      { rules: { '.Input': { transition: 'all 1s' } } },
      'appearance.rules[".Input"].transition: property not allowed',
    ],
    ['a kebab-case property', { rules: { '.Input': { 'border-color': 'red' } } }, 'appearance.rules[".Input"].border-color: property not allowed'],
    ['an unknown selector', { rules: { '.Input::after': { color: 'red' } } }, 'appearance.rules[".Input::after"]: no such selector'],
    ['a selector of the frame’s own markup', { rules: { input: { color: 'red' } } }, 'appearance.rules["input"]: no such selector'],
    [
      'a value of the wrong shape',
      { rules: { '.Label': { fontSize: 'huge' } } },
      'appearance.rules[".Label"].fontSize: "huge" is not a length (px, em, rem, %…)',
    ],
    ['an unknown variable', { variables: { colorPrimari: '#000' } }, 'appearance.variables["colorPrimari"]: no such variable'],
    ['an unknown --svc-* variable', { variables: { '--svc-color-link': '#000' } }, 'appearance.variables["--svc-color-link"]: no such variable'],
    [
      'a variable of the wrong shape',
      { variables: { borderRadius: 'red' } },
      'appearance.variables["borderRadius"]: "red" is not a length (px, em, rem, %…)',
    ],
    [
      'var() of an unknown name in a rule',
      { rules: { '.Input': { color: 'var(--svc-nope)' } } },
      'appearance.rules[".Input"].color: var(--svc-nope) names no variable',
    ],
  ])('%s', (_name, appearance, expected) => {
    const problem = appearanceProblem(appearance);
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toMatch(new RegExp(`^${expected.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  });

  it('a `__proto__` or inherited name is no selector, property or variable', () => {
    expect(appearanceProblem(JSON.parse('{"rules": {"constructor": {"color": "red"}}}') as Appearance)).toMatch(/no such selector/);
    expect(appearanceProblem({ rules: { '.Input': JSON.parse('{"toString": "red"}') as Record<string, string> } })).toMatch(/property not allowed/);
    expect(appearanceProblem({ variables: { constructor: 'red' } })).toMatch(/no such variable/);
  });

  it('every variable’s documented default is a value of its own kind', () => {
    for (const [name, [kind, fallback]] of Object.entries(VARIABLES)) {
      expect(valueProblem(kind, fallback.replace(', …', '')), name).toBeNull();
    }
  });
});

describe('variableName', () => {
  it.each([
    ['colorPrimary', '--svc-color-primary'],
    ['fontSizeLabel', '--svc-font-size-label'],
    ['--svc-spacing', '--svc-spacing'],
  ])('%s → %s', (name, expected) => {
    expect(variableName(name)).toBe(expected);
  });
});
