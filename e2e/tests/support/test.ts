import { type BrowserContext, test as base, type Page, type Response } from '@playwright/test';

/**
 * Playwright's `test` for our journeys. A page of the site starts its JavaScript one frame after its
 * first paint (apps/web/app/server/hydrate-after-paint.ts), often after the `load` event Playwright's
 * navigations wait for: a click straight after `goto` could land on HTML React has not taken over and
 * be lost, as a player's tap would be. So every navigation of the test's context (goto, reload, back,
 * forward) to one of the site's pages also waits until the page has hydrated (`<html data-hydrated>`).
 * Contexts without JavaScript, and pages that are not the app (a provider's, the PSP sandbox's), do not.
 */
export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) waitForHydrationIn(context);
    await use(context);
  },
});

export { expect } from '@playwright/test';

const NAVIGATIONS = ['goto', 'reload', 'goBack', 'goForward'] as const;

/** Makes the context's pages, present and future, wait for hydration after each navigation. */
export function waitForHydrationIn(context: BrowserContext) {
  for (const page of context.pages()) hydrationAware(page);
  context.on('page', hydrationAware);
}

function hydrationAware(page: Page) {
  for (const name of NAVIGATIONS) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<Response | null>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        await untilHydrated(page, response);
        return response;
      },
    });
  }
}

async function untilHydrated(page: Page, response: Response | null) {
  if (!response || !(response.headers()['content-type'] ?? '').startsWith('text/html')) return;
  await page.waitForFunction(
    () =>
      !document.getElementById('site-translations') || document.documentElement.dataset.hydrated === 'true',
  );
}
