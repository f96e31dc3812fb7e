import { signInByApi } from './support/games.ts';
import { afterMount, REGISTRATION_PASSWORD, uniqueEmail } from './support/identity.ts';
import { expectFocusVisible, tabTo } from './support/keyboard.ts';
import { settleSandboxDeposit } from './support/operator.ts';
import { pendingDepositId } from './support/payments.ts';
import { expect, test } from './support/test.ts';

/**
 * The two journeys of issue 14 with the keyboard alone (no clicks, no `fill`): a sign-up and a card
 * deposit. Every stop shows its focus; a modal takes the focus when it opens, keeps Tab inside, closes
 * on Escape and gives the focus back to the button that opened it.
 */

test.describe('keyboard only', () => {
  test('signs up from the header with Tab, typing and Enter', async ({ page }) => {
    const email = uniqueEmail('keyboard');
    await page.goto('/');
    await afterMount(page);

    const register = page.getByTestId('header-sign-up');
    await tabTo(page, register);
    await expectFocusVisible(page, 'the Register button');
    await page.keyboard.press('Enter');
    const modal = page.getByTestId('modal-sign-up');
    await expect(modal).toBeVisible();
    await expect(modal).toBeFocused();

    // Escape closes it and the focus is back on Register; Enter opens it again.
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    await expect(register).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(modal).toBeFocused();

    // Tab goes round inside the dialog: back from its first element to its last, and on to the first.
    const close = modal.getByRole('button', { name: 'Close' });
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(modal.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();

    await tabTo(page, modal.getByLabel('E-mail address'));
    await expectFocusVisible(page, 'the e-mail box');
    await page.keyboard.type(email);
    await tabTo(page, modal.getByLabel(/^Password/));
    await page.keyboard.type(REGISTRATION_PASSWORD);
    await tabTo(page, modal.getByLabel(/^Repeat password/));
    await page.keyboard.type(REGISTRATION_PASSWORD);
    const birthdate = modal.getByLabel('Date of birth');
    await tabTo(page, birthdate);
    await page.keyboard.type('07141992');
    await expect(birthdate).toHaveValue('1992-07-14');
    const adult = modal.getByRole('checkbox', { name: /I am at least 18 years old/ });
    await tabTo(page, adult);
    await expectFocusVisible(page, 'the age checkbox');
    await page.keyboard.press('Space');
    await expect(adult).toBeChecked();

    const submit = modal.getByTestId('sign-up-submit');
    await expect(submit).toBeEnabled();
    await tabTo(page, submit);
    await expectFocusVisible(page, 'the submit button');
    await page.keyboard.press('Enter');
    await expect(modal).toHaveCount(0);
    await expect(page.getByTestId('header-nickname')).toHaveText(email.split('@')[0]!);
  });

  test('deposits by card: wallet, method, amount, submit, result', async ({ page, request, baseURL }) => {
    const player = await signInByApi(page, request, baseURL!, 'keyboard-deposit');
    await page.goto('/');
    await afterMount(page);

    const deposit = page.getByTestId('header-deposit');
    await tabTo(page, deposit);
    await expectFocusVisible(page, 'the Deposit button');
    await page.keyboard.press('Enter');
    const wallet = page.getByTestId('modal-wallet');
    await expect(wallet).toBeFocused();

    const card = wallet.getByTestId('wallet-method-sandbox_card');
    await tabTo(page, card);
    await expectFocusVisible(page, 'the card method');
    await page.keyboard.press('Enter');
    const amount = wallet.getByTestId('wallet-amount');
    await expect(amount).toBeVisible();
    await tabTo(page, amount);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('25');
    // The welcome bonus is chosen by default: Tab reaches the radio group on the chosen one, and
    // ArrowUp wraps round to the last choice, "no bonus", however many offers the day has (Free
    // Spins Friday is one more on a Friday).
    const welcome = wallet.getByTestId('wallet-bonus-option').first().getByRole('radio');
    await expect(welcome).toBeChecked();
    await tabTo(page, welcome);
    await expectFocusVisible(page, 'the chosen bonus');
    await page.keyboard.press('ArrowUp');
    await expect(wallet.getByTestId('wallet-bonus-decline')).toBeChecked();
    const submit = wallet.getByTestId('wallet-submit');
    await expect(submit).toContainText('25');
    await tabTo(page, submit);
    await expectFocusVisible(page, 'the pay button');
    await page.keyboard.press('Enter');

    const hosted = wallet.frameLocator('.iframe-view__frame');
    await expect(hosted.getByText('Waiting for the payment provider')).toBeVisible();
    await settleSandboxDeposit(request, await pendingDepositId(request, player.token));

    // The result takes the focus; closing it gives the focus back to the header's Deposit button.
    const success = page.getByTestId('modal-deposit-success');
    await expect(success).toBeFocused();
    await expect(page.getByTestId('header-balance')).toContainText('25.00');
    const done = success.getByRole('button').last();
    await tabTo(page, done);
    await expectFocusVisible(page, 'the result button');
    await page.keyboard.press('Enter');
    await expect(success).toHaveCount(0);
    await expect(deposit).toBeFocused();
  });

  test('the account panel and the phone menu open, are walked and close with the keyboard', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await afterMount(page);
    const toggle = page.getByTestId('user-nav-toggle');
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    const panel = page.getByTestId('user-nav');
    await expect(panel).toBeVisible();
    await tabTo(page, panel.getByRole('link', { name: 'Contact support' }));
    await expectFocusVisible(page, 'a link of the account panel');
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(toggle).toBeFocused();

    if (testInfo.project.name !== 'phone') return;
    // The closed menu is off screen: Tab passes it by, to the page's own links.
    const drawer = page.getByTestId('drawer');
    const burger = page.getByTestId('drawer-toggle');
    await tabTo(page, burger, { backwards: true });
    // A CSS locator: the closed menu's links are out of the accessibility tree, out of getByRole's reach.
    const menuLink = drawer.locator('a[href="/contact"]');
    await expect(tabTo(page, menuLink, { max: 25 })).rejects.toThrow(/never reached/);
    await tabTo(page, burger, { backwards: true, max: 80 });
    await page.keyboard.press('Enter');
    await expect(drawer).toBeInViewport();
    await tabTo(page, menuLink);
    await expectFocusVisible(page, 'a link of the menu');
    await page.keyboard.press('Escape');
    await expect(drawer).not.toBeInViewport();
    await expect(burger).toBeFocused();
  });
});
