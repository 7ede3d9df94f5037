import * as errors from '../../src/api/errors.js';
import * as redirect from '../../src/api/redirect.js';
import * as resources from '../../src/api/resources.js';
import * as apiRules from '../../src/api/rules.js';
import * as protocol from '../../src/protocol/messages.js';
import * as protocolRules from '../../src/protocol/rules.js';
import { type SchemaSource, generateValidators } from './generate.js';

/**
 * Every schema the browser parses (src/validators/README.md), and where their validators go. Build
 * tooling: `npm run generate:validators` writes `GENERATED_PATH`; test/validators checks that the
 * file is what this produces now and that each validator decides as its schema does, and the frame
 * build refuses to run while it is stale. Specifiers are relative to the generated module.
 */
export const GENERATED_PATH = 'src/validators/generated.ts';

/** What each browser bundle parses: the protocol both sides speak, the service's answers, the return query. */
export const BROWSER_SCHEMAS = [
  {
    specifier: '../protocol/messages.js',
    exports: protocol,
    names: ['Nonce', 'Hello', 'Connect', 'HostMessage', 'FrameMessage', 'Appearance', 'FrameOptions', 'ThreeDSNotification'],
  },
  { specifier: '../api/resources.js', exports: resources, names: ['Payment', 'ClientSession', 'Token', 'CardBin'] },
  { specifier: '../api/errors.js', exports: errors, names: ['ErrorBody'] },
  { specifier: '../api/redirect.js', exports: redirect, names: ['RedirectStatus', 'ReturnPaymentId', 'ReturnClientSecret'] },
] as const satisfies readonly SchemaSource[];

export function browserValidatorsModule(): string {
  return generateValidators({
    sources: BROWSER_SCHEMAS,
    // Modules without zod: the generated module imports the refinements from them at run time.
    refinements: [
      { specifier: '../protocol/rules.js', exports: protocolRules },
      { specifier: '../api/rules.js', exports: apiRules },
    ],
    runtimeSpecifier: './runtime.js',
    header: [
      '// Generated from the zod schemas by scripts/validators/generate.ts (npm run generate:validators).',
      '// Do not edit: change the schemas and generate again; test/validators/browser-validators.test.ts fails until then.',
      '// Browser code parses with these instead of zod: src/validators/README.md.',
    ].join('\n'),
  });
}
