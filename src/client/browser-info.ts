import type { BrowserInfo } from '../api/params.js';
import type { ChallengeWindowSize } from '../api/resources.js';

/**
 * The EMV 3DS browser data a confirm carries (contract: Next actions and 3D Secure), collected from
 * values the caller passes in: `collectBrowserInfo(window)` in the frame, plain objects in tests.
 * Pure: no globals are read, the clock included (`now`).
 *
 * `acceptHeader` is left out: a page cannot read the Accept header its browser sends; the service
 * takes it from the request itself.
 */

/** What is read from `window`; a `Window` satisfies it. */
export interface BrowserInfoSource {
  readonly screen: { readonly colorDepth: number; readonly width: number; readonly height: number };
  readonly navigator: { readonly language: string; readonly userAgent: string };
}

/** The colour depths EMV 3DS allows, in bits per pixel. */
export const COLOR_DEPTHS = [1, 4, 8, 15, 16, 24, 32, 48] as const;
export type ColorDepth = (typeof COLOR_DEPTHS)[number];

/** EMV 3DS `browserLanguage` is at most 35 characters (the longest practical BCP 47 tag). */
export const MAX_LANGUAGE_LENGTH = 35;
const MAX_USER_AGENT_LENGTH = 2048;
const MAX_SCREEN_SIDE = 999_999;

/**
 * A depth EMV 3DS lists: the largest listed value not above `depth` (a 30-bit display is 24, a
 * 64-bit one 48), as the specification asks for values it does not list; 1 for anything below.
 */
export function clampColorDepth(depth: number): ColorDepth {
  let chosen: ColorDepth = 1;
  for (const listed of COLOR_DEPTHS) if (Number.isFinite(depth) && listed <= depth) chosen = listed;
  return chosen;
}

/**
 * A BCP 47 tag cut to 35 characters at a subtag boundary, so it stays a valid tag
 * (`de-DE-u-co-phonebk-…` loses whole trailing subtags, never half of one). `und` (undetermined)
 * when the browser reports nothing.
 */
export function clampLanguage(language: string, maxLength: number = MAX_LANGUAGE_LENGTH): string {
  const tag = language.trim();
  if (tag === '') return 'und';
  if (tag.length <= maxLength) return tag;
  let kept = '';
  for (const subtag of tag.split('-')) {
    const next = kept === '' ? subtag : `${kept}-${subtag}`;
    if (next.length > maxLength) break;
    kept = next;
  }
  // A single subtag over the limit is not a tag anyone sends; cut it rather than send nothing.
  return kept === '' ? tag.slice(0, maxLength) : kept;
}

function screenSide(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(MAX_SCREEN_SIDE, Math.max(0, Math.round(value)));
}

/** Minutes from UTC to local time (`Date#getTimezoneOffset`: UTC+2 is -120), within UTC-12 … UTC+14. */
function timeZoneOffsetOf(now: Date): number {
  const offset = now.getTimezoneOffset();
  return Number.isFinite(offset) ? Math.min(720, Math.max(-840, offset)) : 0;
}

export function collectBrowserInfo(source: BrowserInfoSource, now: Date = new Date()): BrowserInfo {
  return {
    colorDepth: clampColorDepth(source.screen.colorDepth),
    javaEnabled: false,
    javascriptEnabled: true,
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- a public function: plain-JavaScript callers pass plain objects that may lack it
    language: clampLanguage(source.navigator.language ?? ''),
    screenHeight: screenSide(source.screen.height),
    screenWidth: screenSide(source.screen.width),
    timeZoneOffset: timeZoneOffsetOf(now),
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- as for the language: a plain-JavaScript caller may leave it out
    userAgent: (source.navigator.userAgent ?? '').slice(0, MAX_USER_AGENT_LENGTH),
  };
}

/**
 * The 3DS challenge window for the host page's viewport (EMV sizes: 01 = 250×400, 02 = 390×400,
 * 03 = 500×600, 04 = 600×400, 05 = full screen), leaving room for the dialog's bar and margins:
 * 500×600 from 600×700, else 390×400 from 440×500, else the whole screen, as on every phone.
 */
export function challengeWindowSizeFor(viewport: { readonly width: number; readonly height: number }): ChallengeWindowSize {
  const { width, height } = viewport;
  if (width >= 600 && height >= 700) return '03';
  if (width >= 440 && height >= 500) return '02';
  return '05';
}
