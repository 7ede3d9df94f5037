// Types of ./report.mjs, for test/architecture/bench-results.test.ts.
export declare const MARKERS: { start: string; end: string };
export declare function renderMarkdown(results: unknown): string;
export declare function withReport(doc: string, markdown: string): string;
export declare function reportOf(doc: string): string | null;
