/**
 * Theming that crosses into the frame (docs/appearance.md). The frame is another document, so the
 * merchant's CSS cannot reach it; instead the element reads the documented `--svc-*` custom properties
 * as they resolve on the host (set on the element or inherited from `:root`), puts
 * `appearance.variables` over them and sends the result as `appearance` in `init` and `update`.
 *
 * The host checks only the protocol's shape (the `Appearance` schema: a frame drops a message that
 * fails it). The allowlist of variables, selectors, properties and value shapes is the frame's
 * (src/frame/card/appearance-policy.ts), which reports a refusal back (`warning`): the merchant's
 * script carries none of it. Either way an appearance is refused whole: `svc-loaderror` with
 * `appearance_invalid` and a console error naming the entry, and the frame keeps the one it had.
 * `AppearanceSync` remembers what was sent, so an unchanged appearance is not sent (or refused) twice.
 */
import { Appearance } from '../../validators/protocol.generated.js';
import { SvcLoadErrorEvent } from '../shared/events.js';

/**
 * The custom properties forwarded to the frame: every variable of the frame's allowlist
 * (src/frame/card/appearance-policy.ts, a test holds the two equal), each documented with `@cssprop`
 * on the element. The frame's theme supplies the defaults, so the host never sets these itself.
 */
export const FORWARDED_CSS_PROPERTIES: readonly string[] = (
  'color-primary color-background color-text color-text-secondary color-text-placeholder color-danger color-border ' +
  'color-input-background font-family font-size font-size-label font-size-error font-weight font-weight-label line-height ' +
  'border-radius border-width spacing spacing-label input-padding input-min-height focus-ring-color focus-ring-width focus-ring-offset'
)
  .split(' ')
  .map((name) => `--svc-${name}`);

/** Custom properties the host's own styles use (the skeleton); not forwarded. */
export const HOST_CSS_PROPERTIES = ['--svc-skeleton-color', '--svc-skeleton-height'] as const;

/**
 * The appearance as last sent to the frame: hands on only what changed (or everything when forced:
 * the frame then re-measures), and refuses an appearance the protocol's schema refuses.
 */
export class AppearanceSync {
  #sent = '';

  readonly #host: Element;

  constructor(host: Element) {
    this.#host = host;
  }

  /**
   * `given` with the forwarded custom properties under its variables; null when it is what was sent
   * last (unless `force`), or when it is refused (`svc-loaderror`, `appearance_invalid`).
   */
  next(given: Appearance | null | undefined, force: boolean): Appearance | null {
    const computed = getComputedStyle(this.#host);
    // Set by script, appearance.variables win over the stylesheet's values (they come later: the frame applies in order).
    const variables: Record<string, string> = {};
    for (const name of FORWARDED_CSS_PROPERTIES) {
      const value = computed.getPropertyValue(name).trim();
      if (value) variables[name] = value;
    }
    const appearance = { ...given, variables: { ...variables, ...given?.variables } };
    // Nothing asked for: the frame then loads no appearance code.
    if (Object.keys(appearance.variables).length < 1) delete (appearance as Appearance).variables;
    const json = JSON.stringify(appearance);
    if (!force && json === this.#sent) return null;
    this.#sent = json;
    const parsed = Appearance.safeParse(appearance);
    if (parsed.success) return parsed.data;
    const [issue] = parsed.error.issues;
    const message = `appearance.${issue?.path.join('.')}: ${issue?.message}. Not applied: the previous appearance stays.`;
    console.error(`[svc-payment-element] ${message}`);
    this.#host.dispatchEvent(new SvcLoadErrorEvent({ code: 'appearance_invalid', message }));
    return null;
  }
}
