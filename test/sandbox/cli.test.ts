import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { optionsFromArgs } from '../../src/sandbox/cli.js';
import { DEV_KEYS, startSandbox } from '../../src/sandbox/index.js';

/** The `svc-sandbox` command as a newcomer runs it: the compiled bin, over real HTTP. */

const BIN = fileURLToPath(new URL('../../bin/svc-sandbox.js', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const running: ChildProcessWithoutNullStreams[] = [];

beforeAll(() => {
  // The bin runs the compiled code; build it from the current sources first.
  // `tsc` is the TypeScript 7 compiler the package builds with (README, "Versions").
  const build = spawnSync(`${ROOT}node_modules/.bin/tsc`, ['-p', 'tsconfig.build.json'], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}${build.stderr}`);
}, 120_000);

afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL');
});

async function start(args: string[]): Promise<{ child: ChildProcessWithoutNullStreams; url: string; stdout: () => string }> {
  const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT });
  running.push(child);
  let stdout = '';
  child.stdout.setEncoding('utf8');
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: string) => {
      stdout += chunk;
      const match = /^svc-sandbox listening on (\S+)$/m.exec(stdout);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`svc-sandbox exited with ${code} before listening`)));
  });
  return { child, url, stdout: () => stdout };
}

describe('svc-sandbox command', () => {
  it('prints one line "svc-sandbox listening on <url>" and answers the README curl with an empty list', async () => {
    const { url, stdout } = await start(['--port', '0']);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(stdout()).toBe(`svc-sandbox listening on ${url}\n`);
    const response = await fetch(`${url}/v1/payments`, { headers: { authorization: `Bearer ${DEV_KEYS.sandbox.secretKey}` } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ object: 'list', data: [], page: { has_more: false, next_cursor: null, total_estimate: 0 } });
  });

  it('--environment live plays the live service with live dev keys', async () => {
    const { url } = await start(['--environment', 'live']);
    const live = await fetch(`${url}/v1/payments`, { headers: { authorization: `Bearer ${DEV_KEYS.live.secretKey}` } });
    expect(live.status).toBe(200);
    const test = await fetch(`${url}/v1/payments`, { headers: { authorization: `Bearer ${DEV_KEYS.sandbox.secretKey}` } });
    expect(test.status).toBe(401);
  });

  it('--secret-key and --api-version set the account', async () => {
    const { url } = await start(['--secret-key', 'sk_test_mine_12345678', '--api-version', '2025-09-01']);
    const response = await fetch(`${url}/v1/payments`, { headers: { authorization: 'Bearer sk_test_mine_12345678' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('svc-version')).toBe('2025-09-01');
  });

  it('SIGTERM stops it cleanly (exit code 0)', async () => {
    const { child } = await start([]);
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
  });

  it('--help prints the usage and exits 0', () => {
    const result = spawnSync(process.execPath, [BIN, '--help'], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Usage: svc-sandbox');
    expect(result.stdout).toContain('--no-rate-limits');
  });

  it('an unknown flag exits 2 with the reason and the usage', () => {
    const result = spawnSync(process.execPath, [BIN, '--bogus'], { encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("Unknown option '--bogus'");
    expect(result.stderr).toContain('Usage: svc-sandbox');
  });

  it('an invalid value exits 1 naming the option', () => {
    const result = spawnSync(process.execPath, [BIN, '--environment', 'staging'], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('environment');
  });
});

describe('svc-sandbox flags', () => {
  it.each([
    [['--port', '4242'], { port: 4242 }],
    [['--host', '::1'], { host: '::1' }],
    [['--require-https'], { requireHttps: true }],
    [['--no-rate-limits'], { rateLimits: false }],
    [['--rate-tier', 'scale'], { rateTier: 'scale' }],
    [
      ['--allowed-origin', 'https://a.example', '--allowed-origin', 'https://b.example'],
      { allowedOrigins: ['https://a.example', 'https://b.example'] },
    ],
    [['--ip-allowlist', '127.0.0.1', '--ip-allowlist', '10.0.0.0/8'], { ipAllowlist: ['127.0.0.1', '10.0.0.0/8'] }],
    [
      ['--font-origin', 'https://fonts.a.example', '--font-origin', 'https://fonts.b.example'],
      { fontOrigins: ['https://fonts.a.example', 'https://fonts.b.example'] },
    ],
    [['--publishable-key', 'pk_test_abcdefgh'], { publishableKey: 'pk_test_abcdefgh' }],
    [['--public-url', 'https://svc.test'], { publicUrl: 'https://svc.test' }],
    [['--log'], { log: true }],
  ])('%j → %j', (args, expected) => {
    expect(optionsFromArgs(args)).toEqual(expected);
  });

  it('--tls-cert without --tls-key is refused', () => {
    expect(() => optionsFromArgs(['--tls-cert', 'x.pem'])).toThrow('--tls-cert and --tls-key go together');
  });

  it('a port that is not a number is refused', () => {
    expect(() => optionsFromArgs(['--port', 'eighty'])).toThrow('--port must be a whole number');
  });
});

describe('sandbox options', () => {
  it.each([['10.0.0.300'], ['127.0.0.1/33'], ['::1/129'], ['localhost'], ['10.0.0.0/8/1']])(
    'an ipAllowlist entry %s that is no address or range is refused at start, naming the option',
    async (entry) => {
      await expect(startSandbox({ ipAllowlist: [entry] })).rejects.toThrow(/ipAllowlist/);
    },
  );
});

it('ipAllowlist accepts addresses and CIDR ranges of both families', async () => {
  const sandbox = await startSandbox({ ipAllowlist: ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8'] });
  const response = await fetch(`${sandbox.url}/v1/payments`, { headers: { authorization: `Bearer ${sandbox.keys.secretKey}` } });
  expect(response.status).toBe(200);
  await sandbox.close();
});
