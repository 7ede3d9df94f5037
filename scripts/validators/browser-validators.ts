import * as answers from '../client/answers.js';
import * as protocol from '../protocol/messages.js';
import * as refinements from '../protocol/refinements.js';
import { generateValidators } from './generate.js';

/**
 * What the card frame parses, and where the generated validators go (./README.md). Build time only:
 * `node scripts/generate-validators.mjs` writes `GENERATED_PATH`, test/validators checks that the
 * file is what this produces now and that each validator decides as its schema does.
 */
export const GENERATED_PATH = 'src/validators/frame.generated.ts';

export function frameValidatorsModule(): string {
  return generateValidators(
    [
      {
        specifier: '../protocol/messages.js',
        exports: protocol,
        names: ['Nonce', 'Connect', 'HostMessage', 'Appearance', 'ThreeDSNotification'],
      },
      {
        specifier: '../client/answers.js',
        exports: answers,
        names: ['PaymentAnswer', 'ClientSessionAnswer', 'TokenAnswer', 'CardBinAnswer', 'ErrorAnswer'],
      },
    ],
    [{ specifier: '../protocol/refinements.js', exports: refinements }],
    [
      '// Generated from the zod schemas by src/validators/generate.ts (node scripts/generate-validators.mjs).',
      '// Do not edit: change the schemas and generate again; test/validators/frame-validators.test.ts fails until then.',
      '// The card frame parses with these instead of zod: its size budget, src/frame/README.md.',
    ].join('\n'),
  );
}
