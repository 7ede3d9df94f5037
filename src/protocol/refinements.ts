/**
 * The protocol's refinements, as named functions rather than closures inside the schemas of
 * ./messages.ts: the validators generated for the card frame (src/validators/README.md) import them
 * from here by name, so the schema and the generated validator run the same function. A `z.refine`
 * whose function is not exported from here fails the generator.
 */

/** A `--svc-*` custom property name. */
export const CSS_VARIABLE_NAME = /^--svc-[a-z0-9-]{1,40}$/;

/** No url(), no expressions, no @import: a value cannot fetch or run anything. */
export function isSafeCssValue(value: string): boolean {
  return !/url\(|expression\(|@import/i.test(value);
}

/** Every name is a `--svc-*` name. */
export function hasOnlySvcVariableNames(variables: object): boolean {
  return Object.keys(variables).every((name) => CSS_VARIABLE_NAME.test(name));
}
