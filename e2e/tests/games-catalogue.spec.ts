import type { Page } from '@playwright/test';
import { pickCategory, signInByApi } from './support/games.ts';
import { afterMount } from './support/identity.ts';
import { expect, test } from './support/test.ts';

const tiles = (page: Page) => page.getByTestId(/^game-tile-/);

test.describe('game catalogue', () => {
  test('a visitor browses a category and searches it by name', async ({ page }) => {
    await page.goto('/categories');
    await expect(page).toHaveURL(/\/categories\/popular$/);
    await expect(tiles(page)).toHaveCount(6);

    await pickCategory(page, 'slots');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Slots');
    await expect(tiles(page)).toHaveCount(8);
    await expect(page.getByTestId('game-tile-slot-golden-idol')).toContainText('RTP 96.48%');

    await page.getByTestId('game-search').fill('idol');
    await expect(page).toHaveURL(/\/categories\/slots\?search=idol$/);
    await expect(tiles(page)).toHaveCount(1);
    await expect(page.getByTestId('game-tile-slot-golden-idol')).toBeVisible();

    // The search is in the URL: a reload is server-rendered with it.
    await page.reload();
    await expect(page.getByTestId('game-search')).toHaveValue('idol');
    await expect(tiles(page)).toHaveCount(1);

    await page.getByTestId('game-search').fill('no such game');
    await expect(page.getByTestId('game-grid-empty')).toContainText('No games match “no such game”.');
    await page.getByTestId('clear-filters').click();
    await expect(tiles(page)).toHaveCount(8);

    await page.getByTestId('game-tile-slot-golden-idol').getByRole('link').click();
    await expect(page).toHaveURL(/\/games\/slot-golden-idol/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Golden Idol');
  });

  test('a game row of the lobby moves with its arrows on desktop', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'phones swipe the rows: no arrows');
    await page.goto('/');
    await afterMount(page);
    const row = page.getByTestId('game-row-popular');
    const list = row.locator('.game-row__list');
    const back = row.getByRole('button', { name: 'Previous games of Popular' });
    const forward = row.getByRole('button', { name: 'More games of Popular' });
    await expect(back).toBeDisabled();
    await expect(forward).toBeEnabled();
    await forward.click();
    await expect.poll(() => list.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100);
    await expect(back).toBeEnabled();
    await back.click();
    await expect.poll(() => list.evaluate((element) => element.scrollLeft)).toBeLessThan(2);
  });

  test('an unknown category is the 404 page', async ({ page }) => {
    const response = await page.goto('/categories/no-such-category');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  });

  test("the providers page lists the studio's games", async ({ page }) => {
    await page.goto('/providers');
    await expect(page.getByTestId('provider-card-studio')).toContainText('13 games');
    await page.getByTestId('provider-card-studio').click();
    await expect(page).toHaveURL(/\/providers\?provider=studio$/);
    await expect(page.getByTestId('game-grid-count')).toHaveText('13 of 13 games');
  });

  test('a guest is asked to sign in on the favourites page', async ({ page }) => {
    await page.goto('/favorites');
    await expect(page.getByTestId('games-sign-in-prompt')).toBeVisible();
    await expect(page.getByTestId('favorite-dice')).toHaveCount(0);
  });

  test('a player favourites a game and finds it on the favourites page', async ({
    page,
    request,
    baseURL,
  }) => {
    await signInByApi(page, request, baseURL!, 'favourite');
    await page.goto('/categories/originals');
    const heart = page.getByTestId('favorite-mines');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    // The heart turns at once; the server's answer comes after. A full page load before it would cancel it.
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/favorite') && response.request().method() === 'POST',
    );
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect((await saved).status()).toBe(200);

    await page.goto('/favorites');
    await expect(tiles(page)).toHaveCount(1);
    await expect(page.getByTestId('game-tile-mines')).toBeVisible();

    await page.getByTestId('favorite-mines').click();
    await expect(page.getByTestId('favorites-grid-empty')).toBeVisible();
  });
});
