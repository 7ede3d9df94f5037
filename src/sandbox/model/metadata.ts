import { METADATA_MAX_KEYS } from '../../api/params.js';
import type { Metadata } from '../../api/resources.js';
import { SandboxError } from './errors.js';

/**
 * Metadata storage rules (interface: Metadata, rules 1 and 6). Shapes and limits are checked by the
 * `MetadataParam` schema; what is left here is what needs the stored value.
 */

/** On create, an empty value leaves the key unset. */
export function metadataOnCreate(input: Metadata | undefined): Metadata {
  return Object.fromEntries(Object.entries(input ?? {}).filter(([, value]) => value !== ''));
}

/**
 * Rule 6: keys sent are added or overwritten, omitted keys are untouched, an empty string deletes a
 * key, and an empty object clears everything. The 50-key limit applies to the result. Built in a Map
 * and copied out with `Object.fromEntries`: `merged[key] = value` would set the prototype for a
 * `__proto__` key instead of storing it verbatim (rule 1).
 */
export function mergeMetadata(current: Metadata, update: Metadata): Metadata {
  if (Object.keys(update).length === 0) return {};
  const merged = new Map(Object.entries(current));
  for (const [key, value] of Object.entries(update)) {
    if (value === '') merged.delete(key);
    else merged.set(key, value);
  }
  if (merged.size > METADATA_MAX_KEYS) {
    // Rule 8 names the offending key: kept keys come first, so it is the first added key that does not fit.
    const offending = [...merged.keys()][METADATA_MAX_KEYS] ?? '';
    throw new SandboxError(
      'metadata_invalid',
      `Invalid metadata key "${offending}": metadata must have at most ${METADATA_MAX_KEYS} keys after the update.`,
      { param: `metadata[${offending}]` },
    );
  }
  return Object.fromEntries(merged);
}

/**
 * `metadata[key]=value` list filters (rule 9): every pair must match exactly. Own keys only, so a
 * filter on `constructor` or `__proto__` matches stored metadata, never Object.prototype.
 */
export function matchesMetadata(metadata: Metadata, filter: Record<string, string>): boolean {
  return Object.entries(filter).every(([key, value]) => Object.hasOwn(metadata, key) && metadata[key] === value);
}
