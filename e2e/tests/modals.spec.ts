import { expect, test } from './support/test.ts';

test.describe('modals opened by query flag', () => {
  test('a modal closes on escape and loses its flag', async ({ page }) => {
    await page.goto('/contact?success=contact&topic=1');
    const modal = page.getByTestId('modal-success');
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('heading')).toHaveText('Message sent');
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    await expect(page).toHaveURL(/\/contact\?topic=1$/);
  });

  test('an outside click closes it too', async ({ page }) => {
    await page.goto('/?success');
    await expect(page.getByTestId('modal-success')).toBeVisible();
    await page.mouse.click(5, 700);
    await expect(page.getByTestId('modal-success')).toHaveCount(0);
    expect(new URL(page.url()).search).toBe('');
  });

  test('a modal the visitor may not open is refused silently', async ({ page }) => {
    await page.goto('/main?wallet=deposit&keep=yes');
    await expect(page).toHaveURL(/\/main\?keep=yes$/);
    await expect(page.locator('[role="dialog"]')).toHaveCount(0);
  });
});
