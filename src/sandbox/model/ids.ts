import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `pay_` + 24 random base62 characters: unguessable, URL-safe, easy to read in logs. */
export function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let id = '';
  // 248 is the largest multiple of 62 below 256: rejecting bytes above it keeps every character equally likely.
  for (const byte of bytes) if (byte < 248) id += ALPHABET.charAt(byte % 62);
  return id.length >= length ? `${prefix}${id.slice(0, length)}` : `${prefix}${id}${newId('', length - id.length)}`;
}
