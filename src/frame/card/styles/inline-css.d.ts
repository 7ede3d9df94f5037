/** Vite's `?inline` CSS import: the stylesheet, built and minified, as a string (./appearance.css, for ../appearance-chunk.ts). */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
