import { Appearance } from '../../validators/protocol.generated.js';

/**
 * Theming that crosses into the frame (style.md: two layers only): a theme name and `--svc-*` custom
 * properties, applied through the CSSOM (`style.setProperty`) on the document element. Never a style
 * string: the frame's CSP has no 'unsafe-inline', and a value cannot escape its declaration this way.
 * The protocol schema already limited names and values; they are checked again here, because this
 * is the line that writes them.
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

/**
 * Applies `appearance`, replacing what `previous` set: variables it no longer names are removed.
 * Returns the variable names now set, to pass as `previous` next time. An appearance that does not
 * pass the schema changes nothing.
 */
export function applyAppearance(
  target: AppearanceTarget,
  appearance: Appearance | undefined,
  previous: ReadonlySet<string> = new Set(),
): Set<string> {
  const parsed = Appearance.safeParse(appearance ?? {});
  if (!parsed.success) return new Set(previous);
  const { theme, variables = {} } = parsed.data;

  if (theme === undefined || theme === 'default') target.removeAttribute(THEME_ATTRIBUTE);
  else target.setAttribute(THEME_ATTRIBUTE, theme);

  const applied = new Set<string>();
  for (const [name, value] of Object.entries(variables)) {
    target.style.setProperty(name, value);
    applied.add(name);
  }
  for (const name of previous) if (!applied.has(name)) target.style.removeProperty(name);
  return applied;
}
