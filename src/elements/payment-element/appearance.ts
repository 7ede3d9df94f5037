/**
 * Theming that crosses into the frame. The frame is another document, so the merchant's CSS cannot
 * reach it; instead the element reads the documented `--svc-*` custom properties as they resolve on
 * the host (set on the element or inherited from `:root`), merges `appearance.variables` over them
 * and sends the result as `appearance` in `init` and `update`. Only `--svc-` names that pass the
 * protocol's `Appearance` schema are sent; anything else is dropped with a console warning.
 * `AppearanceSync` remembers what was sent, so an unchanged appearance is not sent twice.
 */
import { Appearance } from '../../validators/protocol.generated.js';

/**
 * The custom properties forwarded to the frame, each documented with `@cssprop` on the element.
 * The frame's theme supplies the defaults, so the host never sets these itself.
 */
export const FORWARDED_CSS_PROPERTIES = [
  '--svc-color-primary',
  '--svc-color-background',
  '--svc-color-text',
  '--svc-color-text-secondary',
  '--svc-color-danger',
  '--svc-color-border',
  '--svc-font-family',
  '--svc-font-size',
  '--svc-border-radius',
  '--svc-spacing',
] as const;

/** Custom properties the host's own styles use (the skeleton); not forwarded. */
export const HOST_CSS_PROPERTIES = ['--svc-skeleton-color', '--svc-skeleton-height'] as const;

interface CollectedAppearance {
  appearance: Appearance;
  /** `name: value` pairs that were dropped, for the warning. */
  rejected: string[];
}

function acceptable(name: string, value: string): boolean {
  return Appearance.safeParse({ variables: { [name]: value } }).success;
}

function collectAppearance(host: Element, given: Appearance | null | undefined): CollectedAppearance {
  const variables: Record<string, string> = {};
  const rejected: string[] = [];
  const computed = getComputedStyle(host);
  const candidates: [string, string][] = FORWARDED_CSS_PROPERTIES.map((name) => [name, computed.getPropertyValue(name).trim()]);
  // Set by script, appearance.variables win over the stylesheet's values.
  for (const [name, value] of Object.entries(given?.variables ?? {}))
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-conversion -- set from plain JavaScript, a value may be a number (`borderRadius: 4`), which has no trim()
    candidates.push([name, String(value).trim()]);
  for (const [name, value] of candidates) {
    if (value === '') continue;
    if (acceptable(name, value)) variables[name] = value;
    else rejected.push(`${name}: ${value}`);
  }
  const appearance: Appearance = {};
  if (given?.theme !== undefined) {
    if (Appearance.safeParse({ theme: given.theme }).success) appearance.theme = given.theme;
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-conversion -- set from plain JavaScript, the theme may be anything; a Symbol would throw in a template
    else rejected.push(`theme: ${String(given.theme)}`);
  }
  if (Object.keys(variables).length > 0) appearance.variables = variables;
  return { appearance, rejected };
}

/**
 * The appearance as last sent to the frame, and the last warning given: sends again only what
 * changed (or when forced: the frame then re-measures), warns once per new set of rejected values.
 */
export class AppearanceSync {
  #sent = '';
  #lastWarning = '';

  readonly #host: Element;

  constructor(host: Element) {
    this.#host = host;
  }

  /** The appearance for `init`, remembered as sent. */
  initial(given: Appearance | null | undefined): Appearance {
    const appearance = this.#collect(given);
    this.#sent = JSON.stringify(appearance);
    return appearance;
  }

  /** Hands the appearance to `post` when it changed since it was last sent, or always when `force`. */
  sync(given: Appearance | null | undefined, force: boolean, post: (appearance: Appearance) => boolean): void {
    const appearance = this.#collect(given);
    const json = JSON.stringify(appearance);
    if (!force && json === this.#sent) return;
    if (post(appearance)) this.#sent = json;
  }

  #collect(given: Appearance | null | undefined): Appearance {
    const { appearance, rejected } = collectAppearance(this.#host, given);
    const warning = rejected.join('; ');
    if (warning !== '' && warning !== this.#lastWarning) {
      console.warn(`[svc-payment-element] appearance not forwarded (only --svc-* names and plain values): ${warning}`);
    }
    this.#lastWarning = warning;
    return appearance;
  }
}
