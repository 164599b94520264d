import { expect, type Page } from '@playwright/test';
import axe, { type AxeResults } from 'axe-core';

/** The WCAG 2.0, 2.1 and 2.2 success criteria of levels A and AA (issue 10: WCAG 2.2 AA). */
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The impacts that fail a page; minor and moderate findings are printed, not failed on. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Puts axe-core into every frame of the page that does not have it yet: once per document, not
 * once per scan. @axe-core/playwright's AxeBuilder sent the 0.5 MB source twice on every scan and
 * opened a tab of its own to merge the results: 9-18 s a scan at load 25-35 on the 2 cores,
 * against 0.6-1.5 s for one injection and 1.3-2.6 s for axe itself (issue 27).
 */
async function injectAxe(page: Page) {
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => 'axe' in window);
    if (!present) await frame.evaluate(axe.source);
  }
}

/**
 * Runs axe-core on what the page shows now (open dialogs and frames included) and fails, softly,
 * on every serious or critical violation, each printed with its rule, the element and the help
 * page. Soft, so that one run lists the problems of every page a test visits.
 */
export async function expectAccessible(page: Page, label: string) {
  await injectAxe(page);
  // What a user reads is the page at rest. A list still loading its next page shows the last one
  // dimmed (aria-busy), whose faded colours it never keeps: under load axe met such a table, the
  // rows already the new search's, with the refetch of the same page still running. (A button
  // stays busy while the checkout it opened is on screen: that is its rest.)
  await expect(page.locator('[aria-busy="true"]:not(button)')).toHaveCount(0);
  // And a table fading back in after its next page loaded (150 ms, longer on a busy CPU) has,
  // mid-fade, colours it never keeps. Endless animations (a spinner) are left turning.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        // Only the violations are read: axe then skips gathering every node that passed.
        resultTypes: ['violations'],
      }) as Promise<AxeResults>,
    WCAG_AA_TAGS,
  );
  const failing = results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `[${violation.impact}] ${violation.id}: ${violation.help}\n  at ${node.target.join(' ')}\n  ${
            node.failureSummary?.replaceAll('\n', '\n  ') ?? ''
          }\n  ${violation.helpUrl}`,
      ),
    );
  expect.soft(failing, `serious or critical accessibility violations on ${label}`).toEqual([]);
}
