import type { Appearance } from '../../protocol/messages.js';
import type { FrameChannel } from '../shared/channel.js';
import { applyVariablesAndAttributes, type AppearanceTarget } from './appearance.js';
import { RULES, appearanceProblem, cssPropertyName, type RuleSelector } from './appearance-policy.js';
import APPEARANCE_CSS from './styles/appearance.css?inline';

/**
 * What the card frame loads with the first appearance that asks for anything (../README.md, "Size
 * budget"; docs/appearance.md): the allowlist, the themes, the variables beyond the page's own, the
 * floating labels and the rules. `frame-app.ts` loads it with `init` (in parallel with the catalogue
 * and the session, so the fields show styled) or with the first `update` that brings an appearance.
 *
 * CSP and Trusted Types: nothing is written as a style string or an attribute. The chunk's own CSS
 * (./styles/appearance.css) goes into a constructed stylesheet adopted by the document; each rule of
 * the merchant's is an empty rule for a selector of ours (./appearance-policy.ts, `RULES`), filled
 * one declaration at a time with `style.setProperty`, which parses one value and cannot be escaped.
 * Where a browser has no constructed stylesheets (Firefox before 101, Safari before 16.4), the same
 * CSS goes into the page's own stylesheet as one `@media all { … }` rule, replaced on each update.
 */

/** One place rules can be inserted into and cleared from: a constructed sheet, or a rule inside the page's own. */
interface RuleContainer {
  readonly cssRules: CSSRuleList;
  insertRule(rule: string, index: number): number;
}

/** Starts the chunk's stylesheet; each call of the returned function replaces what the previous applied. */
function createSheet(doc: Document): () => RuleContainer {
  const View = doc.defaultView as (Window & { CSSStyleSheet: typeof CSSStyleSheet }) | null;
  // Typed as always there; older engines have none.
  const adopted = (doc as { adoptedStyleSheets?: CSSStyleSheet[] }).adoptedStyleSheets;
  if (adopted !== undefined && View !== null) {
    try {
      const sheet = new View.CSSStyleSheet();
      doc.adoptedStyleSheets = [...adopted, sheet];
      return () => {
        sheet.replaceSync(APPEARANCE_CSS);
        return sheet;
      };
    } catch {
      // An engine with adoptedStyleSheets but no constructor: the page's sheet below.
    }
  }
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- card-frame.html links its one stylesheet; the chunk loads after it
  const page = doc.styleSheets[0]!;
  let index = -1;
  return () => {
    if (index >= 0) page.deleteRule(index);
    index = page.insertRule(`@media all{${APPEARANCE_CSS}}`, page.cssRules.length);
    return page.cssRules[index] as CSSMediaRule;
  };
}

/** Adds the merchant's rules: one empty rule per selector, filled one declaration at a time. */
function addRules(container: RuleContainer, rules: NonNullable<Appearance['rules']>): void {
  for (const [selector, declarations] of Object.entries(rules)) {
    const target = RULES[selector as RuleSelector][0];
    for (const [property, value] of Object.entries(declarations)) {
      // `.Input`'s padding is the padding of the <input> inside the bordered box.
      const where = selector.startsWith('.Input') && property.startsWith('padding') ? `:is(${target})>input` : target;
      let index: number;
      try {
        index = container.insertRule(`${where}{}`, container.cssRules.length);
      } catch {
        continue; // a selector this engine cannot parse (`:has()` before Firefox 121): that state keeps the theme's look
      }
      (container.cssRules[index] as CSSStyleRule).style.setProperty(cssPropertyName(property), value);
    }
  }
}

/**
 * The frame's appearance applier: checks an appearance against the allowlist and applies it whole,
 * or refuses it whole, keeps what was applied before and tells the host (`warning`,
 * `appearance_invalid`) and the console why.
 */
export function createAppearance(doc: Document, channel: Pick<FrameChannel, 'send'>): (appearance: Appearance) => void {
  const root: AppearanceTarget = doc.documentElement;
  const fill = createSheet(doc);
  let applied = new Set<string>();
  return (appearance) => {
    const problem = appearanceProblem(appearance);
    if (problem !== null) {
      const message = `${problem}. Not applied: the previous appearance stays.`;
      console.error(`svc-elements: ${message}`);
      channel.send({ type: 'warning', code: 'appearance_invalid', message });
      return;
    }
    if (appearance.labels === 'floating') {
      // A blank placeholder, so `:placeholder-shown` tells an empty field for every input (./styles/appearance.css).
      for (const input of doc.querySelectorAll('input:not([placeholder])')) (input as HTMLInputElement).placeholder = ' ';
    }
    addRules(fill(), appearance.rules ?? {});
    applied = applyVariablesAndAttributes(root, appearance, applied);
  };
}
