import { expect, test } from './support/test.ts';

test.describe('layout', () => {
  test('the drawer compact mode survives a reload', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'the drawer is an overlay on phones, without compact mode');
    await page.goto('/');
    const drawer = page.getByTestId('drawer');
    await expect(drawer).toHaveAttribute('data-compact', 'false');
    await page.getByTestId('drawer-compact-toggle').click();
    await expect(drawer).toHaveAttribute('data-compact', 'true');
    await expect.poll(async () => (await drawer.boundingBox())?.width).toBeLessThan(100);
    await page.reload();
    await expect(page.getByTestId('drawer')).toHaveAttribute('data-compact', 'true');
    await page.getByTestId('drawer-compact-toggle').click();
    await page.reload();
    await expect(page.getByTestId('drawer')).toHaveAttribute('data-compact', 'false');
  });

  test('the drawer opens from the burger on phones and locks scrolling', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'phones only');
    await page.goto('/');
    const drawer = page.getByTestId('drawer');
    await expect(drawer).not.toBeInViewport();
    await page.getByTestId('drawer-toggle').click();
    await expect(drawer).toBeInViewport();
    await expect(page.locator('html')).toHaveClass(/scroll-locked/);
    await drawer.getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator('html')).not.toHaveClass(/scroll-locked/);
  });

  test('the user nav locks scrolling while open', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('user-nav-toggle').click();
    await expect(page.getByTestId('user-nav')).toBeVisible();
    const viewportHeight = page.viewportSize()!.height;
    await expect
      .poll(async () => (await page.getByTestId('user-nav').boundingBox())?.height)
      .toBe(viewportHeight);
    await expect(page.locator('html')).toHaveClass(/scroll-locked/);
    await page.getByTestId('user-nav').getByRole('button', { name: 'Close' }).click();
    await expect(page.locator('html')).not.toHaveClass(/scroll-locked/);
  });

  test('the currency nav lists the accepted currencies', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('currency-nav-toggle').click();
    const nav = page.getByTestId('currency-nav');
    await expect(nav.getByText('BTC', { exact: true })).toBeVisible();
    await expect(nav.getByText('EUR', { exact: true })).toBeVisible();
    await nav.getByRole('tab', { name: 'Crypto' }).click();
    await expect(nav.getByText('EUR', { exact: true })).toHaveCount(0);
    await expect(nav.getByText('ETH', { exact: true })).toBeVisible();
  });

  test('the cookie popup stays away once accepted', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('cookie-popup').getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByTestId('cookie-popup')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('cookie-popup')).toHaveCount(0);
  });

  test('the affiliate tag goes into a cookie and leaves the URL', async ({ page, context }) => {
    await page.goto('/main?stag=partner-42_7&x=1');
    await expect(page).toHaveURL(/\/main\?x=1$/);
    const cookie = (await context.cookies()).find((item) => item.name === 'affiliate-tag');
    expect(cookie?.value).toBe('partner-42_7');
    const days = (cookie!.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  test('switching language keeps the page and remembers the choice', async ({ page, context }) => {
    await page.goto('/static/privacy');
    await page.locator('.site-footer').getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/static\/privacy$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect((await context.cookies()).find((item) => item.name === 'user-language')?.value).toBe('de');
  });

  test('no page scrolls sideways', async ({ page }) => {
    for (const path of [
      '/',
      '/main',
      '/welcome-package',
      '/questions/payments',
      '/static/terms',
      '/contact',
      '/pt-br/',
    ]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
