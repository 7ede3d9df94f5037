import type { RouteSpec } from '../http/pipeline.js';
import { SandboxError } from '../model/errors.js';
import { importFonts } from '../model/fonts.js';

/**
 * Web fonts for the card frame (issue 12, item 2; docs/fonts.md): the frame posts the element's
 * `fonts`, the service fetches and checks each one (model/fonts.ts) and answers the faces to load from
 * its own origin. A publishable key (the frame's) or the secret key; never a restricted key.
 */
export const fontRoutes: RouteSpec[] = [
  {
    method: 'POST',
    path: '/v1/fonts',
    keys: ['secret', 'publishable'],
    permission: null,
    endpointClass: 'general',
    async handle(ctx) {
      // The body is FontsRequest (src/api/fonts.ts); each entry is parsed on its own by importFonts, so an
      // error names the entry (`fonts[1][src]`) rather than the union of the two shapes an entry may have.
      const body = ctx.body as Record<string, unknown>;
      const extra = Object.keys(body).find((key) => key !== 'fonts');
      if (extra !== undefined) {
        throw new SandboxError('parameter_unknown', `Unknown parameter: ${extra}. This operation takes fonts only.`, { param: extra });
      }
      if (body.fonts === undefined) throw new SandboxError('parameter_missing', 'Missing required parameter: fonts.', { param: 'fonts' });
      return { status: 200, body: { object: 'font_face_list', data: await importFonts(ctx.service, body.fonts) } };
    },
  },
];
