import { unique } from './support/identity.ts';
import { expect, test } from './support/test.ts';

test.describe('social sign-in', () => {
  test('signs up at the OpenID provider and comes back signed in to the page it left', async ({ page }) => {
    const login = unique('oidc');
    await page.goto('/static/terms?sign-in');
    const modal = page.getByTestId('modal-sign-in');
    await modal.locator('[data-connection="local"]').click();

    // The provider's own sign-in and consent pages.
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill('anything');
    await page.locator('button[type="submit"]').click();
    await page.locator('button[type="submit"]').click();

    await expect(page).toHaveURL(/\/static\/terms$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and Conditions');
    await page.getByTestId('user-nav-toggle').click();
    await expect(page.getByTestId('user-nav-nickname')).toContainText('oidc');
    const profile = await page.evaluate(async () => {
      const token = window.localStorage.getItem('session-token');
      const response = await fetch('/api/player/profile', { headers: { authorization: `Bearer ${token}` } });
      return (await response.json()).data;
    });
    expect(profile).toMatchObject({ email: `${login}@players.example`, emailConfirmed: true });
  });
});
