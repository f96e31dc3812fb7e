import { expect, test } from '@playwright/test';
import { fundPlayer, gameFrame, launchForReal, signInByApi } from './support/games.ts';

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
    await expect(page.getByTestId('game-tile-slot-wild-twenty')).toContainText('Last played');
  });
});
