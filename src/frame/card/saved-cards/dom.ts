/** Makes an element of `tag` with its properties set and its children appended (text by `textContent` only, never markup). */
export type Make = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props?: Partial<HTMLElementTagNameMap[K]>,
  ...children: (Node | string)[]
) => HTMLElementTagNameMap[K];

/** The saved-cards view's element maker for `doc`. */
export function elementMaker(doc: Document): Make {
  return (tag, props = {}, ...children) => {
    const element = Object.assign(doc.createElement(tag), props);
    element.append(...children);
    return element;
  };
}
