/**
 * EMV 3DS challenge window sizes: 01 = 250×400, 02 = 390×400, 03 = 500×600, 04 = 600×400,
 * 05 = full screen. One list for the service API (`src/api`) and the host ↔ frame protocol.
 */
export const CHALLENGE_WINDOW_SIZES = ['01', '02', '03', '04', '05'] as const;
export type ChallengeWindowSizeValue = (typeof CHALLENGE_WINDOW_SIZES)[number];

/** Width × height in CSS pixels of each size; `null` for full screen. */
export const CHALLENGE_WINDOW_DIMENSIONS: Readonly<Record<ChallengeWindowSizeValue, readonly [number, number] | null>> = {
  '01': [250, 400],
  '02': [390, 400],
  '03': [500, 600],
  '04': [600, 400],
  '05': null,
};
