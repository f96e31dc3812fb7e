import { fundPlayer, gameFrame, signInByApi, studioFrame } from './support/games.ts';
import { expect, test } from './support/test.ts';

/**
 * What a new user of `npm start` meets first (issue 28, items 5, 6, 11, 13 and 14): the files crawlers
 * and browsers ask the root for, the sandbox's test-money label, a bare launch flag, the slot on a
 * phone and the sportsbook's tile.
 */
test.describe('the first run', () => {
  test('serves a favicon, robots.txt and a sitemap of the public pages at PUBLIC_URL', async ({
    request,
    baseURL,
  }) => {
    const icon = await request.get('/favicon.ico');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toContain('icon');
    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${baseURL}/games/slot-classic-sevens</loc>`);
    expect(sitemap).toContain(`<loc>${baseURL}/de/contact</loc>`);
  });

  test('labels the sandbox’s deposits and withdrawals as test money', async ({ page, request, baseURL }) => {
    await signInByApi(page, request, baseURL!, 'test-money');
    await page.goto('/?wallet=deposit');
    const wallet = page.getByTestId('modal-wallet');
    await expect(wallet.getByTestId('wallet-test-money')).toContainText('Test money');
    await wallet.getByTestId('wallet-tab-withdraw').click();
    await expect(wallet.getByTestId('wallet-test-money')).toContainText('Test money');
  });

  test('opens nothing for ?demo-game and ?mobile-game that name no game', async ({ page }) => {
    for (const flag of ['demo-game', 'mobile-game']) {
      await page.goto(`/?${flag}`);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByTestId(`modal-${flag}`)).toHaveCount(0);
    }
  });

  test('draws the slot’s symbols and shows Spin in the first screen of the game page', async ({ page }) => {
    await page.goto('/games/slot-classic-sevens?mode=demo');
    await expect(gameFrame(page)).toHaveAttribute('src', /mode=demo/);
    const studio = studioFrame(page);
    const spin = studio.getByRole('button', { name: 'Spin' });
    await expect(spin).toBeVisible();
    await expect(studio.locator('svg.symbol__art').first()).toBeVisible();
    await expect(studio.locator('.symbol--word')).toHaveCount(0);
    const box = await spin.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  });

  test('shows the sportsbook’s tile in Recently played', async ({ page, request, baseURL }) => {
    const player = await signInByApi(page, request, baseURL!, 'sportsbook-tile');
    // The sportsbook plays real money only: an account with money to launch it with.
    await fundPlayer(request, player.token, 'EUR', '20');
    // The betting client launches the sportsbook in its frame, which counts as played.
    await page.goto('/betting');
    await expect(page.locator('[data-testid="betting-container"] iframe')).toBeAttached({ timeout: 20_000 });
    const image = page.getByTestId('game-tile-betsy-sportsbook-betsy').locator('img').first();
    await expect(async () => {
      await page.goto('/recently-played');
      await expect(image).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  });
});
