import type { Appearance } from '../../protocol/messages.js';
import { variableName } from './appearance-policy.js';

/**
 * The appearance on the document element (style.md: two layers only): the theme as `data-theme`, the
 * label style as `data-labels`, and each variable as a custom property set through the CSSOM
 * (`style.setProperty`). Never a style string: the frame's CSP has no 'unsafe-inline', and a value
 * cannot escape its declaration this way. Called by the appearance chunk (./appearance-chunk.ts) only
 * after the allowlist accepted the whole appearance (./appearance-policy.ts).
 */

export interface AppearanceTarget {
  readonly style: {
    setProperty(name: string, value: string): void;
    removeProperty(name: string): string;
  };
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}

export const THEME_ATTRIBUTE = 'data-theme';
export const LABELS_ATTRIBUTE = 'data-labels';

/**
 * Applies `appearance`'s theme, label style and variables (camelCase names as their `--svc-*` names),
 * replacing what `previous` set: variables it no longer names are removed. Returns the `--svc-*` names
 * now set, to pass as `previous` next time.
 */
export function applyVariablesAndAttributes(
  target: AppearanceTarget,
  { theme, labels, variables = {} }: Appearance,
  previous: ReadonlySet<string> = new Set(),
): Set<string> {
  if (theme === undefined || theme === 'default') target.removeAttribute(THEME_ATTRIBUTE);
  else target.setAttribute(THEME_ATTRIBUTE, theme);
  if (labels === 'floating') target.setAttribute(LABELS_ATTRIBUTE, labels);
  else target.removeAttribute(LABELS_ATTRIBUTE);

  const applied = new Set<string>();
  for (const [name, value] of Object.entries(variables)) {
    const property = variableName(name);
    target.style.setProperty(property, value);
    applied.add(property);
  }
  for (const name of previous) if (!applied.has(name)) target.style.removeProperty(name);
  return applied;
}
