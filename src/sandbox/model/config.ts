import { isIP } from 'node:net';
import * as z from 'zod/mini';
import { API_VERSIONS, LATEST_API_VERSION } from '../../api/versions.js';
import { RATE_TIERS } from './rate-limit.js';

/** The fixed, documented development keys (docs/sandbox.md). Never valid against the real service. */
export const DEV_KEYS = {
  sandbox: {
    secretKey: 'sk_test_svcdev_0123456789abcdefABCDEF',
    publishableKey: 'pk_test_svcdev_0123456789abcdefABCDEF',
  },
  live: {
    secretKey: 'sk_live_svcdev_0123456789abcdefABCDEF',
    publishableKey: 'pk_live_svcdev_0123456789abcdefABCDEF',
  },
} as const;

const KeyShape = (type: 'sk' | 'pk') =>
  z.string().check(z.regex(new RegExp(`^${type}_(test|live)_[A-Za-z0-9_]{8,200}$`), `must look like ${type}_test_… or ${type}_live_…`));

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** How a sandbox is started: the same options from the command line and from `startSandbox()`. */
export const SandboxOptions = z.object({
  /** 0 picks a free port. */
  port: z._default(z.int().check(z.minimum(0), z.maximum(65535)), 0),
  host: z._default(z.string().check(z.minLength(1)), '127.0.0.1'),
  environment: z._default(z.enum(['sandbox', 'live']), 'sandbox'),
  secretKey: z.optional(KeyShape('sk')),
  publishableKey: z.optional(KeyShape('pk')),
  /** The account's pinned default API version (interface: Versioning, rule 1). */
  apiVersion: z._default(z.enum(API_VERSIONS), LATEST_API_VERSION),
  /** Refuse plain HTTP even from loopback peers. */
  requireHttps: z._default(z.boolean(), false),
  /** PEM certificate and key: the port then speaks HTTPS (and answers plain HTTP with 403 https_required). */
  tls: z.optional(z.object({ cert: z.string(), key: z.string() })),
  /** Browser origins allowed to use the publishable key and frame the secure pages, besides loopback ones. */
  allowedOrigins: z._default(z.array(z.string().check(z.regex(/^https?:\/\/[^/]+$/, 'must be an origin such as https://shop.example'))), []),
  /**
   * Origins the service fetches web fonts from for the publishable key (`POST /v1/fonts`, model/fonts.ts;
   * docs/fonts.md): the merchant's font hosts. None by default, loopback included.
   */
  fontOrigins: z._default(z.array(z.string().check(z.regex(/^https?:\/\/[^/]+$/, 'must be an origin such as https://fonts.example'))), []),
  /** When non-empty, server keys work only from these addresses (IPv4/IPv6, or CIDR ranges). */
  ipAllowlist: z._default(z.array(z.string().check(z.refine(isAddressOrRange, 'must be an IP address or a CIDR range such as 10.0.0.0/8'))), []),
  rateTier: z.optional(z.enum(Object.keys(RATE_TIERS) as [keyof typeof RATE_TIERS])),
  rateLimits: z._default(z.boolean(), true),
  /**
   * Host names requests may name in `Host` besides IP addresses, `localhost` and `publicUrl`'s host
   * (src/sandbox/http/host.ts: DNS rebinding). A container's or a private network's name.
   */
  allowedHosts: z._default(z.array(z.string().check(z.regex(/^[a-z0-9.-]+$/i, 'must be a host name such as sandbox.internal'))), []),
  /** The address browsers reach the sandbox at, when it differs from the listening address (a proxy). */
  publicUrl: z.optional(z.string().check(z.regex(/^https?:\/\/[^/]+$/, 'must be an origin such as https://svc.test'))),
  /**
   * The built frame pages served under /elements/v1/ (default: this package's `dist/frame`, written by
   * `npm run build`). Tests point it at a fixture directory.
   */
  frameDir: z.optional(z.string().check(z.minLength(1))),
  /** The built script-tag file and its chunks, served under /elements/kit/ (default: this package's `dist/cdn`). */
  kitDir: z.optional(z.string().check(z.minLength(1))),
  /**
   * A JavaScript file that every HTML page the sandbox serves (the kit's frame pages and the bank's
   * pages) loads first, from PAGE_SCRIPT_PATH: instrumentation for tests and debugging, such as a
   * collector of console errors and CSP violations in engines whose driver cannot see into frames
   * (test/engines/). Off by default: the pages are then served exactly as built.
   */
  pageScript: z.optional(z.string().check(z.minLength(1))),
  /** Log each request to stderr. */
  log: z._default(z.boolean(), false),
});
export type SandboxOptionsInput = z.input<typeof SandboxOptions>;
export type SandboxOptions = z.output<typeof SandboxOptions>;
