import * as errors from '../../src/api/errors.js';
import * as fonts from '../../src/api/fonts.js';
import * as redirect from '../../src/api/redirect.js';
import * as resources from '../../src/api/resources.js';
import * as apiRules from '../../src/api/rules.js';
import * as protocol from '../../src/protocol/messages.js';
import * as protocolRules from '../../src/protocol/rules.js';
import { type SchemaSource, generateValidators } from './generate.js';

/**
 * Every schema the browser parses (src/validators/README.md), in generated modules along the
 * lines of when a page needs them: a bundler splits code by module, so a validator used only by a
 * lazily loaded chunk (the card frame's confirm) lives in a module of its own to travel with it.
 * Build tooling: `npm run generate:validators` writes each module; test/validators checks that each
 * file is what this produces now and that each validator decides as its schema does, and the frame
 * build refuses to run while one is stale. Specifiers are relative to the generated modules.
 */
export const VALIDATOR_MODULES = [
  {
    /** The host ↔ frame messages: both sides of the protocol, from the first message on. */
    path: 'src/validators/protocol.generated.ts',
    sources: [
      {
        specifier: '../protocol/messages.js',
        exports: protocol,
        names: [
          'Nonce',
          'Hello',
          'Connect',
          'HostMessage',
          'FrameMessage',
          'Appearance',
          'FrameOptions',
          'ThreeDSNotification',
          'ThreeDSMethodStart',
        ],
      },
    ],
  },
  {
    /** What a page reads before a payment: the client session, a card's brands, the error body, the return query. */
    path: 'src/validators/session.generated.ts',
    sources: [
      { specifier: '../api/resources.js', exports: resources, names: ['ClientSession', 'CardBin'] },
      { specifier: '../api/errors.js', exports: errors, names: ['ErrorBody'] },
      { specifier: '../api/redirect.js', exports: redirect, names: ['RedirectStatus', 'ReturnPaymentId', 'ReturnClientSecret'] },
    ],
  },
  {
    /** What a confirm and a return page read: the token and the payment. */
    path: 'src/validators/payment.generated.ts',
    sources: [{ specifier: '../api/resources.js', exports: resources, names: ['Token', 'Payment'] }],
  },
  {
    /** What a setup confirm reads, in the card frame's confirm chunk and the 3DS Method page: a setup session, with its progress. */
    path: 'src/validators/setup.generated.ts',
    sources: [{ specifier: '../api/resources.js', exports: resources, names: ['SetupSession'] }],
  },
  {
    /** What the card frame's saved-cards chunk reads: a customer's saved cards, and a removal's answer. */
    path: 'src/validators/saved-cards.generated.ts',
    sources: [{ specifier: '../api/resources.js', exports: resources, names: ['SavedCardList', 'DeletedObject'] }],
  },
  {
    /** What the card frame's font chunk reads: the faces the service checked (docs/fonts.md). */
    path: 'src/validators/fonts.generated.ts',
    sources: [{ specifier: '../api/fonts.js', exports: fonts, names: ['FontFaceList'] }],
  },
] as const satisfies readonly { path: string; sources: readonly SchemaSource[] }[];

/** Every schema with a validator, across the modules. */
export const BROWSER_SCHEMAS: readonly SchemaSource[] = VALIDATOR_MODULES.flatMap((module): readonly SchemaSource[] => module.sources);

/** Each module's path and the code the generator writes for it now. */
export function browserValidatorModules(): { path: string; code: string }[] {
  return VALIDATOR_MODULES.map(({ path, sources }) => ({
    path,
    code: generateValidators({
      sources,
      // Modules without zod: the generated modules import the refinements from them at run time.
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
    }),
  }));
}
