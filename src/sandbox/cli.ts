import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { API_VERSIONS } from '../api/versions.js';
import { DEV_KEYS, type SandboxOptionsInput } from './model/config.js';
import { startSandbox } from './server.js';

export const USAGE = `Usage: svc-sandbox [options]

Starts a local emulator of the payments service and prints "svc-sandbox listening on <url>".

  --port <n>                 port to listen on; 0 picks a free one (default 0)
  --host <address>           address to bind (default 127.0.0.1)
  --secret-key <sk_…>        the account's secret key (default ${DEV_KEYS.sandbox.secretKey})
  --publishable-key <pk_…>   the account's publishable key (default ${DEV_KEYS.sandbox.publishableKey})
  --environment <env>        sandbox (test keys) or live (live keys) (default sandbox)
  --api-version <date>       the account's pinned API version: ${API_VERSIONS.join(' or ')} (default ${API_VERSIONS.at(-1)})
  --require-https            refuse plain HTTP even from loopback peers
  --tls-cert <file>          PEM certificate: serve HTTPS (with --tls-key)
  --tls-key <file>           PEM private key
  --allowed-origin <origin>  a browser origin allowed with the publishable key and to frame the pages (repeatable)
  --font-origin <origin>     a font host the service may fetch the card frame's web fonts from, for the publishable key (repeatable)
  --ip-allowlist <ip|cidr>   only these addresses may use server keys (repeatable)
  --rate-tier <tier>         sandbox, standard or scale (default: sandbox; standard with --environment live)
  --no-rate-limits           turn rate limiting off (bulk test fixtures)
  --public-url <origin>      the origin browsers use, when behind a proxy
  --allowed-host <name>      a host name requests may use besides IP addresses and localhost (repeatable)
  --log                      log each request to stderr
  --help                     show this text
`;

/** Turns command-line arguments into sandbox options; throws a message meant for the terminal. */
export function optionsFromArgs(args: readonly string[]): SandboxOptionsInput | 'help' {
  const { values } = parseArgs({
    args: [...args],
    strict: true,
    allowPositionals: false,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'secret-key': { type: 'string' },
      'publishable-key': { type: 'string' },
      environment: { type: 'string' },
      'api-version': { type: 'string' },
      'require-https': { type: 'boolean' },
      'tls-cert': { type: 'string' },
      'tls-key': { type: 'string' },
      'allowed-origin': { type: 'string', multiple: true },
      'font-origin': { type: 'string', multiple: true },
      'ip-allowlist': { type: 'string', multiple: true },
      'rate-tier': { type: 'string' },
      'no-rate-limits': { type: 'boolean' },
      'public-url': { type: 'string' },
      'allowed-host': { type: 'string', multiple: true },
      log: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return 'help';
  if ((values['tls-cert'] === undefined) !== (values['tls-key'] === undefined)) {
    throw new Error('--tls-cert and --tls-key go together');
  }
  const port = values.port === undefined ? undefined : Number(values.port);
  if (port !== undefined && !Number.isInteger(port)) throw new Error(`--port must be a whole number, got "${values.port}"`);
  const options: Record<string, unknown> = {
    port,
    host: values.host,
    secretKey: values['secret-key'],
    publishableKey: values['publishable-key'],
    environment: values.environment,
    apiVersion: values['api-version'],
    requireHttps: values['require-https'],
    tls:
      values['tls-cert'] !== undefined && values['tls-key'] !== undefined
        ? { cert: readFileSync(values['tls-cert'], 'utf8'), key: readFileSync(values['tls-key'], 'utf8') }
        : undefined,
    allowedOrigins: values['allowed-origin'],
    fontOrigins: values['font-origin'],
    ipAllowlist: values['ip-allowlist'],
    rateTier: values['rate-tier'],
    rateLimits: values['no-rate-limits'] ? false : undefined,
    publicUrl: values['public-url'],
    allowedHosts: values['allowed-host'],
    log: values.log,
  };
  // Unset flags fall back to the schema's defaults.
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
}

export async function main(args: readonly string[] = process.argv.slice(2)): Promise<void> {
  let options: SandboxOptionsInput | 'help';
  try {
    options = optionsFromArgs(args);
  } catch (error) {
    process.stderr.write(`svc-sandbox: ${(error as Error).message}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (options === 'help') {
    process.stdout.write(USAGE);
    return;
  }
  let sandbox;
  try {
    sandbox = await startSandbox(options);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exitCode = 1;
    return;
  }
  // Handlers first: whoever reads the line below may signal at once, and until a handler is
  // installed the kernel's default action for SIGTERM kills the process with no clean exit.
  const stop = () => void sandbox.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  process.stderr.write(
    `svc-sandbox: ${sandbox.service.options.environment} environment, API version ${sandbox.service.options.apiVersion}\n` +
      `  secret key       ${sandbox.keys.secretKey}\n  publishable key  ${sandbox.keys.publishableKey}\n`,
  );
  process.stdout.write(`svc-sandbox listening on ${sandbox.url}\n`);
}
