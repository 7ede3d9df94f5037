/** Test names of one test file, in the order they appear. */
export function testNames(source: string): string[];
/** The rules list of docs/sandbox.md as the sandbox tests make it, and as the doc has it. */
export function renderRules(): string;
export function currentRules(): string;
/** The script-tag snippet of docs/install.md as the build's dist/cdn/sri.json makes it, and as the doc has it. */
export function renderSnippet(): string;
export function currentSnippet(): string;
