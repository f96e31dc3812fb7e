import type { Page } from '@playwright/test';
import { registerByApi, signInWithForm, signOut } from './support/identity.ts';
import { expect, test } from './support/test.ts';

const realtimeState = (page: Page) => page.locator('[data-realtime]');
const onlineCount = (page: Page) => page.getByTestId('online-count');

async function shownCount(page: Page): Promise<number> {
  if ((await onlineCount(page).count()) === 0) return 0;
  return Number(await onlineCount(page).getAttribute('data-count'));
}

test.describe('realtime', () => {
  test('the server renders the page without a connection; the browser connects after mount', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('data-realtime="disconnected"');
    expect(html).not.toContain('data-testid="online-count"');
    await page.goto('/');
    await expect(realtimeState(page)).toHaveAttribute('data-realtime', 'connected');
  });

  test('a guest sees how many players are online', async ({ page }) => {
    await page.goto('/');
    await expect(onlineCount(page)).toBeVisible();
    await expect(onlineCount(page)).toHaveText(/^\d+ players? online$/);
  });

  test('two open pages count at least two players online', async ({ page, browser }) => {
    const other = await browser.newContext();
    try {
      const second = await other.newPage();
      await page.goto('/');
      await second.goto('/');
      await expect(realtimeState(second)).toHaveAttribute('data-realtime', 'connected');
      await expect.poll(() => shownCount(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
      await expect.poll(() => shownCount(second), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    } finally {
      await other.close();
    }
  });

  test('a signed-in player is connected, and stays connected as a guest after signing out', async ({
    page,
    request,
  }) => {
    const player = await registerByApi(request, 'realtime');
    await page.goto('/');
    const connectionToken = (url: string, status: number) =>
      page.waitForResponse(
        (response) =>
          response.url() === url && response.request().method() === 'POST' && response.status() === status,
      );
    const tokenUrl = new URL('/api/connection/token', page.url()).href;
    const afterSignIn = connectionToken(tokenUrl, 200);
    await signInWithForm(page, player);
    await afterSignIn;
    await expect(realtimeState(page)).toHaveAttribute('data-realtime', 'connected');
    const afterReload = connectionToken(tokenUrl, 200);
    await page.reload();
    await afterReload;
    await expect(realtimeState(page)).toHaveAttribute('data-realtime', 'connected');
    await signOut(page);
    await expect(realtimeState(page)).toHaveAttribute('data-realtime', 'connected');
  });
});
