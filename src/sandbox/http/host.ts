import { isIP } from 'node:net';
import { isLoopbackHost } from '../../api/urls.js';
import { SandboxError } from '../model/errors.js';

/**
 * The `Host` a request names (issue 13: DNS rebinding). A web page of another site can make the
 * shopper's browser reach a sandbox on loopback through a DNS name it controls that resolves to
 * 127.0.0.1; the browser then treats the sandbox as that site's own origin. Such a request names that
 * site in `Host`, so the sandbox answers only requests that name it by an address that no outsider
 * can point elsewhere: an IP address, `localhost` (or `*.localhost`), its `publicUrl`'s host, or a
 * host given with `--allowed-host` (a name on a private network, a container's name).
 */
export function isAllowedHost(host: string | undefined, options: { publicUrl?: string | undefined; allowedHosts: readonly string[] }): boolean {
  const name = hostnameOf(host);
  if (name === null) return false;
  if (isIP(name.replace(/^\[|\]$/g, '')) !== 0 || isLoopbackHost(name)) return true;
  if (options.publicUrl !== undefined && new URL(options.publicUrl).hostname === name) return true;
  return options.allowedHosts.some((allowed) => allowed.toLowerCase() === name);
}

/** Whether `host` names the sandbox by a loopback address only: what its `/_sandbox/` controls take. */
export function isLoopbackHostHeader(host: string | undefined): boolean {
  const name = hostnameOf(host);
  return name !== null && isLoopbackHost(name.replace(/^\[|\]$/g, ''));
}

/** Refuses (`host_not_allowed`) a request to a `/_sandbox/` control that does not name a loopback host. */
export function requireLoopbackHost(host: string | undefined): void {
  if (!isLoopbackHostHeader(host)) {
    throw new SandboxError('host_not_allowed', 'Sandbox controls answer only requests that name a loopback host (localhost, 127.0.0.1, [::1]).');
  }
}

/** The hostname of a `Host` header (`name`, `name:port`, `[v6]:port`), lowercased; null when it is not one. */
function hostnameOf(host: string | undefined): string | null {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i.exec(host?.trim() ?? '');
  return match?.[1]?.toLowerCase() ?? null;
}
