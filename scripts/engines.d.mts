// Types of ./engines.mjs, for the engine suite's TypeScript (test/engines/).
export declare const ENGINE_PACKAGES: { firefox: string[]; webkit: string[]; wpe: string[] };
export interface FoundEngines {
  firefox: string | null;
  webkit: { driver: string | null; browser: string | null; xvfb: string | null };
  wpe: { driver: string | null; browser: string | null };
}
export declare function findEngines(options?: { install?: boolean; log?: (line: string) => void }): FoundEngines;
