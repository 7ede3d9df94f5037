import type { Metadata } from '../api/resources.js';
import { METADATA_MAX_KEYS } from '../api/params.js';
import { SvcError } from './errors.js';

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
 * key, and an empty object clears everything. The 50-key limit applies to the result.
 */
export function mergeMetadata(current: Metadata, update: Metadata): Metadata {
  if (Object.keys(update).length === 0) return {};
  const merged: Metadata = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (value === '') delete merged[key];
    else merged[key] = value;
  }
  if (Object.keys(merged).length > METADATA_MAX_KEYS) {
    const added = Object.keys(update).find((key) => !(key in current) && update[key] !== '') ?? '';
    throw new SvcError(
      'metadata_invalid',
      `Invalid metadata key "${added}": metadata must have at most ${METADATA_MAX_KEYS} keys after the update.`,
      { param: `metadata[${added}]` },
    );
  }
  return merged;
}

/** `metadata[key]=value` list filters (rule 9): every pair must match exactly. */
export function matchesMetadata(metadata: Metadata, filter: Record<string, string>): boolean {
  return Object.entries(filter).every(([key, value]) => metadata[key] === value);
}
