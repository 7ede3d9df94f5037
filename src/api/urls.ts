/**
 * URL rules shared by the sandbox, the server module and the browser kit.
 * Loopback is where plain `http:` is acceptable (contract: Transport and environments).
 */

const LOOPBACK_HOSTS = new Set(['localhost', '[::1]', '::1']);

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (LOOPBACK_HOSTS.has(host) || host.endsWith('.localhost')) return true;
  return /^127(?:\.\d{1,3}){3}$/.test(host);
}

/** Schemes that run code or embed content, never acceptable as a place to send a shopper. */
const DANGEROUS_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:', 'about:']);

/**
 * A return address: absolute `https:`, `http:` on loopback, or an app's own scheme (`myapp://done`).
 * Relative, protocol-relative and script-carrying URLs are refused.
 */
export function isAcceptableReturnUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (DANGEROUS_SCHEMES.has(url.protocol)) return false;
  if (url.protocol === 'https:') return url.hostname !== '';
  if (url.protocol === 'http:') return isLoopbackHost(url.hostname);
  // A custom app scheme: letters first, then letters, digits, + - . (RFC 3986 section 3.1).
  return /^[a-z][a-z0-9+.-]*:$/i.test(url.protocol);
}

/** Where the service may deliver webhooks: `https:`, or `http:` on loopback for local receivers. */
export function isAcceptableWebhookUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return url.hostname !== '';
  return url.protocol === 'http:' && isLoopbackHost(url.hostname);
}
