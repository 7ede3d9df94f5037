/** `sha384-…` of `bytes`: the Subresource Integrity of a file with these bytes. */
export function integrityOf(bytes: string | Uint8Array): string;
export interface IntegrityManifest {
  version: string;
  algorithm: 'sha384';
  files: Record<string, string>;
}
/** Writes dist/cdn/sri.json and dist/elements/sri.json; throws when the script-tag file's chunk hashes are wrong. */
export function writeManifests(dist?: string): { kit: IntegrityManifest; esm: IntegrityManifest };
