import { fundPlayer, signInByApi } from './support/games.ts';
import { acceptCookies, afterMount } from './support/identity.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 17's inbox end to end, in the real browser against the real server: a deposit credited writes
 * a message, which reaches the open page live (the bell counts it, an alert shows it); the player
 * reads it from the bell, which follows its link, and deletes it on /profile/notifications.
 */

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL!);
});

test('a deposit credited arrives in the bell live; read from the bell, deleted on the inbox page', async ({
  page,
  request,
  baseURL,
}) => {
  const player = await signInByApi(page, request, baseURL!, 'inbox');
  await page.goto('/');
  await afterMount(page);
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toBeVisible();
  await expect(page.getByTestId('notification-count')).toHaveCount(0);

  await test.step('the deposit is credited: the bell counts the message, an alert shows it', async () => {
    await fundPlayer(request, player.token, 'EUR', '50');
    await expect(page.getByTestId('notification-count')).toHaveText('1');
    await expect(bell).toHaveAccessibleName(/1 unread/);
    // Alerts come one at a time (3 s each, 400 ms apart): the deposit's own alerts may come first.
    await expect(page.getByText('Deposit credited').first()).toBeVisible({ timeout: 15_000 });
  });

  await test.step('the bell lists it; a press reads it and opens the wallet page it links to', async () => {
    await bell.click();
    const popover = page.getByTestId('notification-popover');
    await expect(popover).toBeVisible();
    const entry = popover.getByTestId('notification-entry');
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('Deposit credited');
    await expect(entry).toContainText('50.00 EUR');
    await entry.click();
    await expect(page).toHaveURL(/\/profile\/wallet$/);
    await expect(page.getByTestId('notification-count')).toHaveCount(0);
  });

  await test.step('the inbox page shows it read; deleting it leaves the page empty', async () => {
    await page.goto('/profile/notifications');
    await afterMount(page);
    const row = page.getByTestId('notification-row');
    await expect(row).toHaveCount(1);
    await expect(row).toHaveAttribute('data-state', 'read');
    await page.getByTestId('notifications-select-all').check();
    await page.getByTestId('notifications-delete-selected').click();
    await expect(page.getByTestId('notifications-empty')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('notifications-empty')).toBeVisible();
  });
});
