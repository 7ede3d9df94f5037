/**
 * The elements draw their few shadow-root nodes by hand, without a template engine (./README.md,
 * "Rendering"): each is made once with its fixed attributes, then kept in step property by property.
 */

/** A new element with `attributes` set, in this order, before anything else sees it. */
export function createPart<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  attributes: Readonly<Record<string, string>>,
): HTMLElementTagNameMap[Tag] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}
