import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (Shift+Tab backwards) until `target` has the focus, as someone without a mouse would;
 * fails when it is not reached within `max` presses. Returns the number of presses.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}) {
  const element = await target.elementHandle();
  if (!element) throw new Error(`Nothing to tab to: ${target}`);
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await element.evaluate((node) => node === document.activeElement)) return presses;
  }
  throw new Error(`${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'} never reached ${target}`);
}

/**
 * How the focused element shows it has the focus: an outline or a shadow ring, or (text boxes) the
 * accent border. Empty when nothing shows it.
 */
export async function focusIndicator(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '';
    const style = getComputedStyle(element);
    if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1)
      return `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`;
    if (style.boxShadow !== 'none') return `shadow ${style.boxShadow}`;
    const accent = getComputedStyle(document.documentElement).getPropertyValue('--accent').trim();
    const probe = document.createElement('span');
    probe.style.color = accent;
    document.body.append(probe);
    const accentColor = getComputedStyle(probe).color;
    probe.remove();
    if (element.matches('input, select, textarea') && style.borderTopColor === accentColor)
      return `border ${style.borderTopColor}`;
    return '';
  });
}

/** The focused element shows its focus. */
export async function expectFocusVisible(page: Page, what: string) {
  expect(await focusIndicator(page), `the focus on ${what} is visible`).not.toBe('');
}
