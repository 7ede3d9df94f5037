/**
 * The import boundaries between the parts of src/ (eslint.config.js, `IMPORT_BOUNDARIES`): the browser
 * never imports server/ or sandbox/ (nor Node's modules); card/, protocol/ and api/ import nothing of
 * ours; the frame never imports host-page code, nor the elements the frame; validators/ and client/
 * sit below the pages, webview/ below the elements; react/ and types/ (the framework layer) import
 * the elements only, and nothing imports them. Each case lints a
 * small module at a path that need not exist, through ESLint's own API and the project's real config,
 * with only the boundary rule switched on (no type information needed).
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RULE = 'svc/import-boundaries';

/** ESLint with the project's config and only `rule` switched on. */
const linterFor = (rule: string) =>
  new ESLint({
    cwd: ROOT,
    // No type information, and no report of the other rules' disable comments, which are off here.
    overrideConfig: [{ ...tseslint.configs.disableTypeChecked, files: ['**/*.ts'] }, { linterOptions: { reportUnusedDisableDirectives: 'off' } }],
    ruleFilter: ({ ruleId }) => ruleId === rule,
  });

/** What `linter` reports (and any parse failure) for `code` placed at `path`. */
async function problemsOf(linter: ESLint, path: string, code: string): Promise<string[]> {
  const [result] = await linter.lintText(code, { filePath: path });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'fatal'}: ${message.message}`);
}

const eslint = linterFor(RULE);
const problems = (path: string, code: string) => problemsOf(eslint, path, code);

describe('a forbidden import is reported', () => {
  it.each([
    ['src/card/x.ts', "import { createSvcClient } from '../server/client.js';", 'src/server'],
    ['src/card/deep/x.ts', "import { createSvcClient } from '../../server/client.js';", 'src/server'],
    ['src/card/x.ts', "import { Payment } from '../api/resources.js';", 'src/api'],
    ['src/card/x.ts', "import { wait } from '../../test/support/wait.js';", 'test/support/wait.js'],
    ['src/protocol/x.ts', "import { luhn } from '../card/index.js';", 'src/card'],
    ['src/protocol/x.ts', "export * from '../api/resources.js';", 'src/api'],
    ['src/frame/x.ts', "import { SvcPaymentElement } from '../elements/index.js';", 'src/elements'],
    ['src/frame/card/x.ts', "import { SvcPaymentElement } from '../../elements/index.js';", 'src/elements'],
    ['src/frame/x.ts', "import { startSandbox } from '../sandbox/index.js';", 'src/sandbox'],
    ['src/frame/x.ts', "import { bridge } from '../webview/bridge.js';", 'src/webview'],
    ['src/elements/x.ts', "import { readFileSync } from 'node:fs';", "Node's modules"],
    ['src/elements/x.ts', "import { createSvcClient } from 'svc-elements/server';", 'src/server'],
    ['src/elements/x.ts', "const sandbox = await import('../sandbox/index.js');", 'src/sandbox'],
    ['src/client/x.ts', "export { createSvcClient } from '../server/index.js';", 'src/server'],
    ['src/client/x.ts', "type Client = import('../server/client.js').SvcClient;", 'src/server'],
    ['src/validators/x.ts', "import { state } from '../sandbox/state.js';", 'src/sandbox'],
    ['src/webview/x.ts', "import { createSvcClient } from '../server/index.js';", 'src/server'],
    ['src/api/x.ts', "import { CHALLENGE_WINDOW_SIZES } from '../protocol/challenge-window.js';", 'src/protocol'],
    ['src/api/x.ts', "import type { Messages } from '../protocol/messages.js';", 'src/protocol'],
    ['src/api/x.ts', "import { request } from '../client/client.js';", 'src/client'],
    ['src/api/x.ts', "import { send } from '../server/request.js';", 'src/server'],
    ['src/api/x.ts', "import { luhn } from '../card/index.js';", 'src/card'],
    ['src/validators/x.ts', "import { retrieveSession } from '../client/calls.js';", 'src/client'],
    ['src/client/x.ts', "import { SvcPaymentElement } from '../elements/index.js';", 'src/elements'],
    ['src/client/x.ts', "import { startCardFrame } from '../frame/card/frame-app.js';", 'src/frame'],
    ['src/elements/payment-element/x.ts', "import { INPUT_IDS } from '../../frame/card/card-form.js';", 'src/frame'],
    ['src/webview/x.ts', "import { SvcLoadErrorEvent } from '../elements/shared/events.js';", 'src/elements'],
    ['src/react/x.ts', "import { createSvcClient } from '../server/index.js';", 'src/server'],
    ['src/react/x.ts', "import { formatCardNumber } from '../card/index.js';", 'src/card'],
    ['src/react/x.ts', "import { readFileSync } from 'node:fs';", "Node's modules"],
    ['src/types/x.ts', "import type { Payment } from '../api/resources.js';", 'src/api'],
    ['src/types/x.ts', "import type { SvcPaymentElementProps } from '../react/index.js';", 'src/react'],
    ['src/elements/x.ts', "import { SvcPaymentElement } from '../react/index.js';", 'src/react'],
    ['src/webview/x.ts', "import type {} from 'svc-elements/types/react';", 'src/types'],
  ])('%s: %s', async (path, code, reached) => {
    const found = await problems(path, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(`${RULE}: src/${path.split('/')[1]} may not import ${reached}`);
  });
});

describe('an allowed import passes', () => {
  it.each([
    ['src/card/x.ts', "import { BRANDS } from './brands.js';"],
    ['src/card/deep/x.ts', "import { BRANDS } from '../brands.js';"],
    ['src/protocol/x.ts', "import { z } from 'zod/mini';\nimport { ENVELOPE } from './envelope.js';"],
    ['src/frame/x.ts', "import { luhn } from '../card/index.js';\nimport { Messages } from '../protocol/messages.js';"],
    ['src/frame/card/x.ts', "import { formatWithCaret } from '../card-form.js';"],
    ['src/elements/x.ts', "import { LitElement } from 'lit';\nimport { retrievePayment } from '../client/payment-calls.js';"],
    ['src/elements/payment-element/x.test.ts', "import { readFileSync } from 'node:fs';"],
    ['src/client/x.ts', "import type { Payment } from '../api/resources.js';"],
    ['src/api/x.ts', "import { z } from 'zod/mini';\nimport { isLoopbackHost } from './urls.js';"],
    ['src/server/x.ts', "import { randomUUID } from 'node:crypto';\nimport type { Payment } from '../api/resources.js';"],
    ['src/sandbox/x.ts', "import { createSvcClient } from '../server/index.js';\nimport { luhn } from '../card/index.js';"],
    [
      'src/react/x.ts',
      "import { createComponent } from '@lit/react';\nimport { SvcPaymentElement } from '../elements/index.js';\nimport type { PaymentElementEvents } from '../types/elements.js';",
    ],
    ['src/types/x.ts', "import type { JSX } from 'solid-js';\nimport type { SvcPaymentStatus } from '../elements/payment-status/index.js';"],
  ])('%s: %s', async (path, code) => {
    expect(await problems(path, code)).toEqual([]);
  });
});

it('the tree as it is has no import that crosses a boundary', async () => {
  const results = await eslint.lintFiles(['src']);
  const found = results.flatMap((result) =>
    result.messages.map((message) => `${result.filePath.slice(ROOT.length)}:${String(message.line)} ${message.message}`),
  );
  expect(found).toEqual([]);
  expect(results.length).toBeGreaterThan(50);
});

describe('no zod in browser code: schema modules by type only (src/validators/README.md)', () => {
  const ZOD_RULE = '@typescript-eslint/no-restricted-imports';
  const zodLint = linterFor(ZOD_RULE);
  const zodProblems = (path: string, code: string) => problemsOf(zodLint, path, code);

  it.each([
    ['src/elements/x.ts', "import * as z from 'zod/mini';"],
    ['src/frame/card/x.ts', "import { z } from 'zod';"],
    ['src/client/x.ts', "import { Payment } from '../api/resources.js';"],
    ['src/elements/shared/x.ts', "import { FrameMessage } from '../../protocol/messages.js';"],
    ['src/frame/x.ts', "export { ErrorBody } from '../api/errors.js';"],
    ['src/validators/x.ts', "import { ReturnParams } from '../api/redirect.js';"],
  ])('%s: %s is reported', async (path, code) => {
    const found = await zodProblems(path, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(ZOD_RULE);
  });

  it.each([
    ['src/elements/x.ts', "import type * as z from 'zod/mini';"],
    ['src/client/x.ts', "import type { Payment } from '../api/resources.js';"],
    ['src/frame/x.ts', "import type { FrameMessage } from '../protocol/messages.js';"],
    ['src/frame/x.ts', "import { message } from '../protocol/rules.js';\nimport { Payment } from '../validators/payment.generated.js';"],
    ['src/server/x.ts', "import * as z from 'zod/mini';\nimport { Payment } from '../api/resources.js';"],
    ['src/elements/x.test.ts', "import * as z from 'zod/mini';"],
  ])('%s: %s passes', async (path, code) => {
    expect(await zodProblems(path, code)).toEqual([]);
  });
});
