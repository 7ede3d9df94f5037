/** Vite's `?url` import (vite.frame.config.ts builds it): the built file's URL, the file emitted beside the page's assets. */
declare module '*.css?url' {
  const url: string;
  export default url;
}
