import { afterMount } from './support/identity.ts';
import { operatorHeaders } from './support/operator.ts';
import { expect, test } from './support/test.ts';

const TAG_MANAGER = '/api/operator/settings/tag-manager';
const CONTAINER_ID = 'GTM-E2ETEST1';

test.describe('tag manager', () => {
  test.beforeEach(async ({ request }) => {
    const on = await request.put(TAG_MANAGER, {
      headers: operatorHeaders,
      data: { enabled: true, id: CONTAINER_ID },
    });
    expect(on.status(), await on.text()).toBe(200);
  });
  test.afterEach(async ({ request }) => {
    await request.put(TAG_MANAGER, { headers: operatorHeaders, data: { enabled: false, id: '' } });
  });

  test('loads only once the visitor accepts cookies, and reads what the site pushed before', async ({
    page,
  }) => {
    const asked: string[] = [];
    // The container stands in for Google's: it records what the data layer held when it started.
    await page.route('https://www.googletagmanager.com/**', (route) => {
      asked.push(route.request().url());
      return route.fulfill({
        contentType: 'text/javascript',
        body: 'window.containerSaw = (window.dataLayer || []).map((entry) => entry.event);',
      });
    });
    await page.goto('/');
    await afterMount(page);
    await expect(page.getByTestId('cookie-popup')).toBeVisible();
    // Nothing third-party before consent.
    await page.waitForTimeout(300);
    expect(asked).toEqual([]);

    await page.getByTestId('cookie-popup').getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => asked).toEqual([`https://www.googletagmanager.com/gtm.js?id=${CONTAINER_ID}`]);
    await expect
      .poll(() => page.evaluate(() => (window as { containerSaw?: string[] }).containerSaw))
      .toContain('gtm.js');

    // With consent kept in the cookie, the next page loads it at once.
    await page.reload();
    await expect.poll(() => asked.length).toBe(2);
  });
});
