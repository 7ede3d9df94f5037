/** A stylesheet imported as its text (`./x.css?inline`): Vite inlines it, minified, into the importing chunk. */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
