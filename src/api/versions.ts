/**
 * API versions are dates (interface: Versioning). The sandbox knows these two (contract: Other limits).
 * 2026-04-01 is breaking: integer `amount`, `pending` split, top-level `customer.email` removed.
 */
export const API_VERSIONS = ['2025-09-01', '2026-04-01'] as const;
export type ApiVersion = (typeof API_VERSIONS)[number];

export const LATEST_API_VERSION: ApiVersion = '2026-04-01';

/** The first version with the 2026-04-01 breaking changes. */
export const SPLIT_STATUS_VERSION: ApiVersion = '2026-04-01';

export function isApiVersion(value: string): value is ApiVersion {
  return (API_VERSIONS as readonly string[]).includes(value);
}

/** Dated versions compare as strings (YYYY-MM-DD). */
export function isAtLeast(version: ApiVersion, than: ApiVersion): boolean {
  return version >= than;
}
