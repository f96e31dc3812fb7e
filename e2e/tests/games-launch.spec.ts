import { fundPlayer, gameFrame, launchForReal, signInByApi } from './support/games.ts';
import { expect, test } from './support/test.ts';

/**
 * Launching games: a guest's demo, a funded player's real-money session. The journeys that play rounds
 * inside the studio's frame build on `launchForReal` (tests/support/games.ts).
 */
test.describe('game launch', () => {
  test('a guest launches a demo', async ({ page }) => {
    await page.goto('/games/dice');
    const modal = page.getByTestId('modal-demo-game');
    await expect(modal.getByRole('heading', { name: 'Dice demo' })).toBeVisible();
    await modal.getByTestId('choose-demo').click();
    await expect(modal).toHaveCount(0);
    await expect(gameFrame(page)).toHaveAttribute('src', /^\/studio\/dice\?mode=demo&token=.+/);
    await expect(page.getByTestId('game-mode')).toHaveText('Demo');
    await expect(page).toHaveURL(/\/games\/dice\?mode=demo$/);
  });

  test('the frame grows to the whole game: no scroll bar inside it', async ({ page }) => {
    // The roulette table is taller than the screen at 1280 × 720 and at 375 px.
    await page.goto('/games/roulette?mode=demo');
    const frame = gameFrame(page);
    const inside = page.frameLocator('[data-testid="game-frame"]');
    await expect(inside.getByRole('button', { name: 'Spin' })).toBeVisible();
    const contentHeight = () =>
      inside.locator('html').evaluate((html) => html.scrollHeight - html.clientHeight);
    await expect.poll(contentHeight).toBeLessThanOrEqual(1);
    const frameHeight = await frame.evaluate((element) => element.getBoundingClientRect().height);
    expect(frameHeight).toBeGreaterThan(page.viewportSize()!.height - 200);
  });

  test('a funded player launches a slot for real money', async ({ page, request, baseURL }) => {
    const player = await signInByApi(page, request, baseURL!, 'launch');
    await fundPlayer(request, player.token, 'EUR', '50');

    const url = await launchForReal(page, 'slot-wild-twenty');
    expect(url.pathname).toBe('/studio/slot-wild-twenty');
    expect(url.searchParams.get('currency')).toBe('EUR');
    expect(url.searchParams.get('session')).toBeTruthy();
    await expect(page.getByTestId('game-mode')).toHaveText('Real money · EUR');
    await expect(page.getByTestId('header-balance')).toContainText('50.00');

    await page.goto('/recently-played');
    const tile = page.getByTestId('game-tile-slot-wild-twenty');
    await expect(tile).toContainText('Last played');
    // The whole date shows, not cut at the tile's edge (issue 28, item 16).
    const caption = tile.locator('.game-tile__caption');
    expect(await caption.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await expect(caption).toContainText(String(new Date().getUTCFullYear()));
  });
});
