import { fundPlayer, launchForReal, signInByApi, studioFrame } from './support/games.ts';
import { acceptCookies, afterMount } from './support/identity.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 17's loyalty end to end, in the real browser against the real server: a guest sees the ladder
 * and is asked to join; a player's real-money spins earn points that /loyalty shows live in another
 * tab, at the first level's rate (1 point per EUR on slots).
 */

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL!);
});

test('a guest sees the ladder; a player spins for real money and the points move live on /loyalty', async ({
  page,
  request,
  baseURL,
}) => {
  await test.step('as a guest: the five levels, how games count, and a call to join', async () => {
    await page.goto('/loyalty');
    await afterMount(page);
    await expect(page.getByTestId('loyalty-ladder-level')).toHaveCount(5);
    await expect(page.getByTestId('loyalty-ladder-level').first()).toContainText('Deckhand');
    await expect(page.getByTestId('loyalty-earn-rule')).not.toHaveCount(0);
    await expect(page.getByTestId('loyalty-sign-up')).toBeVisible();
  });

  const player = await signInByApi(page, request, baseURL!, 'loyalty');
  await fundPlayer(request, player.token, 'EUR', '50');
  // The first page signed in stores the session in the browser (local storage) for the other tab too.
  await page.goto('/');
  await afterMount(page);
  const loyaltyTab = await page.context().newPage();
  const points = loyaltyTab.getByTestId('loyalty-points');
  await test.step('signed in: the account starts at the first level with no points', async () => {
    await loyaltyTab.goto('/loyalty');
    await afterMount(loyaltyTab);
    await expect(loyaltyTab.getByTestId('loyalty-current-level')).toContainText('Deckhand');
    await expect(points).toContainText('0');
    await expect(loyaltyTab.getByTestId('loyalty-next-level')).toContainText('Sailor');
  });

  await test.step('two 5 EUR spins on a slot: 10 points, shown live in the other tab', async () => {
    await launchForReal(page, 'slot-classic-sevens');
    const studio = studioFrame(page);
    for (let spin = 0; spin < 2; spin += 1) {
      await expect(studio.getByRole('button', { name: 'Spin', exact: true })).toBeEnabled();
      await studio.getByLabel('Bet amount').fill('5');
      await studio.getByRole('button', { name: 'Spin', exact: true }).click();
      await expect(studio.getByRole('status')).toBeVisible();
    }
    await expect(points).toHaveText(/\b10\b/);
  });
});
