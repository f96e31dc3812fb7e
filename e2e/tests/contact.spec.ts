import { expect, test } from './support/test.ts';

test.describe('contact form', () => {
  test('checks fields on blur and sends a valid message', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByTestId('contact-form');
    await form.getByLabel('Your name').fill('A');
    await form.getByLabel('E-mail address').click();
    await expect(form.getByText('Must be at least 2 characters.')).toBeVisible();
    await form.getByLabel('Your name').fill('Ana Souza');
    await form.getByLabel('E-mail address').fill('ana@example.com');
    await form.getByLabel('Topic').selectOption('payments');
    await form.getByLabel('Message').fill('My withdrawal has been pending for two days, could you check it?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByTestId('modal-success').getByRole('heading')).toHaveText('Message sent');
    await expect(page).toHaveURL(/\?success=contact$/);
    await expect(form.getByLabel('Your name')).toHaveValue('');
  });

  test('shows the rule messages in the page language', async ({ page }) => {
    await page.goto('/de/contact');
    await page.getByTestId('contact-form').getByRole('button').click();
    await expect(page.getByTestId('contact-form').getByRole('alert')).toHaveCount(4);
  });
});
