import { BlockList, isIP } from 'node:net';
import type { ApiKeyType, PermissionResource } from '../../api/resources.js';
import { isLoopbackHost } from '../../api/urls.js';
import { SandboxError } from '../model/errors.js';
import type { SandboxService } from '../model/service.js';
import type { Account, KeyRecord } from '../model/state.js';

/**
 * Who is calling (interface: Authentication; contract: Transport and environments). Each refusal
 * names what to fix: the header to use, the key type the operation needs, the scope that is missing.
 */

export interface Caller {
  account: Account;
  key: KeyRecord;
}

export interface AccessRule {
  method: string;
  keys: readonly ApiKeyType[];
  /** The restricted-key scope the operation needs; null when restricted keys may never do it. */
  permission: PermissionResource | null;
}

const KEY_SHAPE = /^(sk|pk|rk)_(test|live)_[A-Za-z0-9_]+$/;

export function readApiKey(headers: Headers): string {
  const authorization = headers.get('authorization');
  // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing -- a blank header counts as absent, which ?? would not do
  const xApiKey = headers.get('x-api-key')?.trim() || undefined;
  let bearer: string | undefined;
  if (authorization !== null) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (!match) {
      throw new SandboxError('api_key_invalid', 'The Authorization header must be "Bearer <API key>".');
    }
    bearer = match[1];
  }
  if (bearer !== undefined && xApiKey !== undefined && bearer !== xApiKey) {
    throw new SandboxError('api_key_conflict', 'Authorization and X-Api-Key carry different keys. Send one key, in either header.');
  }
  const key = bearer ?? xApiKey;
  if (key === undefined) {
    throw new SandboxError('api_key_missing', 'No API key provided. Send "Authorization: Bearer <API key>" or "X-Api-Key: <API key>".');
  }
  return key;
}

/**
 * Who is calling, and from where: the key names an account of this environment, is not revoked,
 * and comes from an address (server keys) or a browser origin (publishable keys) the account
 * accepts. Requests refused here belong to no account, or come from outside it, so they spend none
 * of its rate limit: a leaked key used off the IP allowlist cannot throttle the merchant.
 */
export function identify(service: SandboxService, request: { headers: Headers; peerAddress: string }): Caller {
  const secret = readApiKey(request.headers);
  const shape = KEY_SHAPE.exec(secret);
  if (!shape) {
    throw new SandboxError('api_key_invalid', 'The API key is malformed. Keys look like sk_test_…, pk_test_… or rk_test_….');
  }
  if (shape[2] !== service.keyMode) {
    throw new SandboxError(
      'api_key_environment_mismatch',
      service.livemode
        ? 'A test key was used against the live environment. Use a *_live_ key here, or send test keys to the sandbox address.'
        : 'A live key was used against the sandbox. Use a *_test_ key here; live keys work only against the live address.',
    );
  }
  const found = service.findKey(secret);
  if (!found) throw new SandboxError('api_key_invalid', `Invalid API key: ${redact(secret)}.`);
  const { account, key } = found;
  if (key.revokedAtMs !== null) {
    // Interface: Authentication rule 5, from the instant of revocation, no grace period.
    throw new SandboxError('api_key_revoked', `This API key was revoked at ${new Date(key.revokedAtMs).toISOString()}. Use a current key.`);
  }
  if (key.type !== 'publishable') checkIpAllowlist(service, request.peerAddress);
  if (key.type === 'publishable') checkOrigin(service, request.headers.get('origin'));
  // The key list's last-used time answers "is this old key still in use?" (interface: key
  // rotation), so a call the key may not make counts as a use too.
  key.lastUsedAtMs = service.clock.now();
  return { account, key };
}

/**
 * Whether this key may perform the operation: its type (interface: Key types rule 2, 401) and, for
 * a restricted key, its scope (Restricted keys rule 3, 403). Runs after the rate limit, since the
 * account is known: such requests are counted and answered with the X-RateLimit-* headers.
 */
export function authorize({ key }: Caller, rule: AccessRule): void {
  if (!rule.keys.includes(key.type)) {
    if (key.type === 'restricted') {
      throw new SandboxError('permission_denied', 'Restricted keys cannot perform this operation; use the secret key.');
    }
    const needed = rule.keys.filter((type) => type !== 'restricted').join(' or ');
    throw new SandboxError('api_key_wrong_type', `A ${key.type} key cannot perform this operation; it needs a ${needed} key.`);
  }
  if (key.type !== 'restricted' || rule.permission === null) return;
  const needed = rule.method === 'GET' ? 'read' : 'write';
  const granted = key.permissions?.[rule.permission] ?? 'none';
  const enough = granted === 'write' || (granted === 'read' && needed === 'read');
  if (!enough) {
    throw new SandboxError(
      'permission_denied',
      `This restricted key has ${rule.permission}: ${granted}; the operation needs ${rule.permission}: ${needed}.`,
    );
  }
}

function checkIpAllowlist(service: SandboxService, peerAddress: string): void {
  const allowlist = allowlistOf(service);
  if (!allowlist) return;
  const address = peerAddress.replace(/^::ffff:(?=\d+\.)/, '');
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  if (!allowlist.check(address, family)) {
    throw new SandboxError('ip_not_allowed', `Requests from ${address} are not on this account's IP allowlist.`);
  }
}

const allowlists = new WeakMap<SandboxService, BlockList | null>();
function allowlistOf(service: SandboxService): BlockList | null {
  const cached = allowlists.get(service);
  if (cached !== undefined) return cached;
  const entries = service.options.ipAllowlist;
  let list: BlockList | null = null;
  if (entries.length > 0) {
    list = new BlockList();
    for (const entry of entries) {
      const [address = '', prefix] = entry.split('/');
      const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (isIP(address) === 0) throw new Error(`svc-sandbox: --ip-allowlist ${entry} is not an IP address or CIDR range`);
      if (prefix === undefined) list.addAddress(address, family);
      else list.addSubnet(address, Number(prefix), family);
    }
  }
  allowlists.set(service, list);
  return list;
}

/** Loopback origins, the service's own, and those registered with `--allowed-origin`. */
export function isAllowedOrigin(service: SandboxService, origin: string): boolean {
  if (origin === service.origin || service.options.allowedOrigins.includes(origin)) return true;
  try {
    return isLoopbackHost(new URL(origin).hostname);
  } catch {
    return false;
  }
}

function checkOrigin(service: SandboxService, origin: string | null): void {
  // Requests without an Origin header come from servers and tools, not from a browser page.
  if (origin === null || isAllowedOrigin(service, origin)) return;
  throw new SandboxError(
    'origin_not_allowed',
    `The publishable key is not registered for the origin ${origin}. Register it (sandbox: --allowed-origin ${origin}).`,
  );
}

function redact(secret: string): string {
  return secret.length <= 12 ? `${secret.slice(0, 3)}…` : `${secret.slice(0, 8)}…${secret.slice(-4)}`;
}
