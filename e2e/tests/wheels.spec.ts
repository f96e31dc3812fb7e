import { signInByApi } from './support/games.ts';
import { acceptCookies, afterMount } from './support/identity.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 17's prize wheels end to end: a player's daily spin of the daily wheel is waiting on /loyalty;
 * Spin turns the wheel, shows the prize and the values that prove the draw, and the spin is spent.
 */

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL!);
});

test('a player spins the daily wheel on /loyalty and sees the prize and the fairness values', async ({
  page,
  request,
  baseURL,
}) => {
  await signInByApi(page, request, baseURL!, 'wheel');
  await page.goto('/loyalty');
  await afterMount(page);
  const wheel = page.getByTestId('wheel-card').filter({ hasText: 'Daily wheel' });

  await test.step("today's spin is waiting, with the next daily spin's countdown", async () => {
    await expect(wheel.getByTestId('wheel-spins-left')).toHaveText('1 spin left');
    await expect(wheel.getByTestId('wheel-next-daily')).toHaveText(/\d\d:\d\d:\d\d/);
    await expect(wheel.getByTestId('wheel-sector')).not.toHaveCount(0);
  });

  await test.step('Spin: the wheel turns, then the prize and the draw values show', async () => {
    await wheel.getByTestId('wheel-spin').click();
    await expect(wheel.getByTestId('wheel-spin')).toBeDisabled();
    await expect(wheel.getByTestId('wheel-prize')).toBeVisible({ timeout: 15_000 });
    await expect(wheel.getByTestId('wheel-prize')).toHaveText(/^(You won: .+|No prize this time.*)$/);
    await expect(wheel.getByTestId('wheel-server-seed')).toHaveText(/^\S{16,}$/);
    await expect(wheel.getByTestId('wheel-server-seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
    await expect(wheel.getByTestId('wheel-spins-left')).toHaveText('No spins left');
    await expect(wheel.getByTestId('wheel-spin')).toBeDisabled();
  });
});
