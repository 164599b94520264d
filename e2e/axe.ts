import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.0, 2.1 and 2.2 success criteria of levels A and AA (issue 10: WCAG 2.2 AA). */
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The impacts that fail a page; minor and moderate findings are printed, not failed on. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe-core on what the page shows now (open dialogs included) and fails, softly, on every
 * serious or critical violation, each printed with its rule, the element and the help page. Soft,
 * so that one run lists the problems of every page a test visits.
 */
export async function expectAccessible(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).analyze();
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
