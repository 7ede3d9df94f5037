import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { expect } from '../fixtures.js';

/**
 * Axe over the page and every frame in it. When a cross-origin frame does not answer axe in time,
 * axe reports it as `incomplete: frame-tested` instead of testing it; analyse again until every
 * frame was tested (a state of axe's own results, not a delay), and fail if it never is.
 */
export async function analyzeEveryFrame(page: Page, configure: (builder: AxeBuilder) => AxeBuilder = (builder) => builder): Promise<AxeResults> {
  const analyze = (): Promise<AxeResults> => configure(new AxeBuilder({ page })).analyze();
  let results = await analyze();
  for (let attempt = 1; attempt < 4 && results.incomplete.some((rule) => rule.id === 'frame-tested'); attempt += 1) {
    results = await analyze();
  }
  expect(
    results.incomplete.filter((rule) => rule.id === 'frame-tested').flatMap((rule) => rule.nodes.map((node) => node.target)),
    'frames axe could not test',
  ).toEqual([]);
  return results;
}

export const violationsOf = (results: Awaited<ReturnType<typeof analyzeEveryFrame>>) =>
  results.violations.map((violation) => ({ id: violation.id, help: violation.help, targets: violation.nodes.map((node) => node.target) }));

/** Whether an axe target points inside a frame (its first part is the iframe's selector). */
export const inFrame = (target: unknown) => Array.isArray(target) && target.length > 1;
