import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA: the rules the site promises to meet. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const BLOCKING = new Set(['serious', 'critical']);

/**
 * Axe's run options for every scan: only the violations are read, so axe keeps one example node of the
 * passes and the rules that did not apply instead of every node (its documented way to run faster).
 */
const RUN_OPTIONS = { resultTypes: ['violations' as const] };

const axe = (page: Page) => new AxeBuilder({ page }).options(RUN_OPTIONS);

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One line a violation, then the elements it was found on, as axe names them. */
export function describeViolations(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map(
        (node) =>
          `    at ${node.target.join(' >> ')}\n      ${node.failureSummary?.split('\n').join('\n      ')}`,
      );
      return `  [${violation.impact}] ${violation.id}: ${violation.help}\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/** Waits for the page's finite animations (a modal popping in, a drawer sliding) to end. */
export async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Runs axe over the page as it is now, frames included, and fails (softly, so that one run lists every
 * page) on any serious or critical violation, printing them all.
 */
export async function expectNoSeriousViolations(page: Page, where: string) {
  await settleAnimations(page);
  expectNone(await axe(page).withTags(WCAG_TAGS).analyze(), where);
}

/** Rules about what an open dialog does to the page behind it: they look at the whole page. */
const BEHIND_DIALOG_RULES = ['aria-hidden-body', 'aria-hidden-focus'];

/**
 * The same for open dialogs (`selectors`): every rule inside them, and the rules about the page
 * behind them over the whole page. The page itself is swept as a page; scanning the lobby under each
 * of thirty dialogs again doubled the sweep's time.
 */
export async function expectNoSeriousViolationsIn(page: Page, selectors: string[], where: string) {
  await settleAnimations(page);
  const inside = axe(page).withTags(WCAG_TAGS);
  for (const selector of selectors) inside.include(selector);
  expectNone(await inside.analyze(), where);
  expectNone(await axe(page).withRules(BEHIND_DIALOG_RULES).analyze(), `${where}, the page behind`);
}

function expectNone(results: Awaited<ReturnType<AxeBuilder['analyze']>>, where: string) {
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  const found = blocking.flatMap((violation) =>
    violation.nodes.map((node) => `[${violation.impact}] ${violation.id} at ${node.target.join(' >> ')}`),
  );
  expect.soft(found, `axe on ${where}:\n${describeViolations(blocking)}`).toEqual([]);
}
