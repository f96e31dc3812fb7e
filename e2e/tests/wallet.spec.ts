import type { Page } from '@playwright/test';
import { fillEmailRegistration, uniqueEmail } from './support/identity.ts';
import { settleSandboxDeposit } from './support/operator.ts';
import { confirmDepositByWebhook } from './support/payments.ts';
import { expect, test } from './support/test.ts';

const TRON_ADDRESS = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

const wallet = (page: Page) => page.getByTestId('modal-wallet');

async function signUp(page: Page, tag: string) {
  await page.goto('/');
  await page.getByTestId('header-sign-up').click();
  await fillEmailRegistration(page, uniqueEmail(tag));
  await page.getByTestId('modal-sign-up').getByTestId('sign-up-submit').click();
  await expect(page.getByTestId('modal-sign-up')).toHaveCount(0);
  // Settling a payment before the socket is up would miss the live update this journey is about.
  await expect(page.locator('[data-realtime]')).toHaveAttribute('data-realtime', 'connected');
}

/** Picks a method; under 768 px the form is a separate view that replaces the list. */
async function chooseMethod(page: Page, method: string) {
  await wallet(page).getByTestId(`wallet-method-${method}`).click();
  await expect(wallet(page).getByTestId('wallet-amount')).toBeVisible();
}

/**
 * A new player's first deposit is offered the welcome bonus, chosen by default; these journeys are
 * about the money of the deposit itself (the bonus journeys are in bonuses.spec.ts).
 */
async function declineBonus(page: Page) {
  await wallet(page).getByTestId('wallet-bonus-decline').check();
  await expect(wallet(page).getByTestId('wallet-bonus-option').first().getByRole('radio')).not.toBeChecked();
}

/** What the page pushed onto the tag manager's data layer for an event. */
async function dataLayer(page: Page, event: string) {
  return page.evaluate(
    (name) =>
      ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
        (item) => item.event === name,
      ),
    event,
  );
}

/** The player's pending deposit in a currency, once the wallet has created it. */
async function pendingDeposit(page: Page, currency: string) {
  let id = '';
  await expect
    .poll(async () => {
      id = (await invoices(page)).find((item) => item.currency === currency && item.status === 1)?.id ?? '';
      return id;
    })
    .not.toBe('');
  return id;
}

/** The player's invoices, through the API with the browser's own session. */
async function invoices(page: Page) {
  return page.evaluate(async () => {
    const token = window.localStorage.getItem('session-token');
    const response = await fetch('/api/payment/invoices', { headers: { authorization: `Bearer ${token}` } });
    return (
      (await response.json()) as { data: { id: string; amount: number; currency: string; status: number }[] }
    ).data;
  });
}

test.describe('wallet', () => {
  test('sign up, deposit by card and crypto, see the balance change live, withdraw, find it all in history', async ({
    page,
    request,
  }) => {
    // Three deposits, each with its bonus declined, a withdrawal and the history: a long journey.
    test.slow();
    await signUp(page, 'wallet-journey');
    const balance = page.getByTestId('header-balance');
    await expect(balance).toContainText('0.00');

    // Card: the sandbox's hosted page inside the wallet waits for the provider; the operator approves
    // (the provider's signed webhook), never the player.
    await page.getByTestId('header-deposit').click();
    await expect(wallet(page)).toBeVisible();
    await expect(wallet(page).getByTestId('wallet-player-id')).toContainText(/[0-9A-F]{8}/);
    await chooseMethod(page, 'sandbox_card');
    await wallet(page).getByTestId('wallet-amount').fill('70');
    await declineBonus(page);
    await expect(wallet(page).getByTestId('wallet-submit')).toContainText('70');
    await wallet(page).getByTestId('wallet-submit').click();
    const hosted = wallet(page).frameLocator('.iframe-view__frame');
    await expect(hosted.getByText('Waiting for the payment provider')).toBeVisible();
    await expect(hosted.getByRole('button', { name: 'Approve payment' })).toHaveCount(0);
    await settleSandboxDeposit(request, await pendingDeposit(page, 'EUR'));
    await expect(page.getByTestId('modal-deposit-success')).toBeVisible();
    await expect(balance).toContainText('70.00');
    await expect
      .poll(() => dataLayer(page, 'depositSuccess'))
      .toEqual([
        expect.objectContaining({
          depositAmount: 70,
          depositCurrency: 'EUR',
          successDepositNumber: 1,
          invoiceId: expect.any(String),
          walletType: 'fiat',
        }),
      ]);
    const funnel = (await dataLayer(page, 'wallet')).map((item) => item.step);
    expect(funnel).toEqual(expect.arrayContaining(['open', 'method', 'sent']));

    // Crypto: a USDT account from the wallet's currency list, then an address and its QR code.
    await page.goto('/?wallet=deposit');
    await expect(page.locator('[data-realtime]')).toHaveAttribute('data-realtime', 'connected');
    await wallet(page).getByTestId('wallet-currency-button').click();
    await wallet(page).getByTestId('wallet-currency-USDT').click();
    await expect(wallet(page).getByTestId('wallet-header-currency')).toContainText('USDT');
    await chooseMethod(page, 'sandbox_crypto');
    await wallet(page).getByTestId('wallet-field-crypto_network').selectOption('TRC20');
    await wallet(page).getByTestId('wallet-amount').fill('25');
    await declineBonus(page);
    await wallet(page).getByTestId('wallet-submit').click();
    await expect(wallet(page).getByTestId('wallet-crypto-view')).toBeVisible();
    const qr = wallet(page).getByTestId('wallet-qr-image');
    await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
    expect((await qr.boundingBox())?.width).toBe(176);
    await expect(wallet(page).getByTestId('wallet-crypto-address')).toContainText(
      /T[1-9A-HJ-NP-Za-km-z]{33}/,
    );
    const pending = (await invoices(page)).find(
      (invoice) => invoice.currency === 'USDT' && invoice.status === 1,
    )!;
    const confirmed = await confirmDepositByWebhook(request, {
      id: pending.id,
      amount: '25',
      currency: 'USDT',
    });
    expect(confirmed.status()).toBe(200);
    await expect(page.getByTestId('modal-deposit-success')).toBeVisible();
    await expect(balance).toContainText('25.00');

    // Withdraw: an address of another network is refused on its field; a right one is accepted.
    await page.goto('/?wallet=withdraw');
    await expect(wallet(page).getByTestId('wallet-balance-withdrawable')).toContainText('25.00');
    await chooseMethod(page, 'sandbox_crypto');
    await wallet(page).getByTestId('wallet-field-crypto_network').selectOption('TRC20');
    await wallet(page).getByTestId('wallet-field-wallet_id').fill(BTC_ADDRESS);
    await wallet(page).getByTestId('wallet-amount').fill('10');
    await wallet(page).getByTestId('wallet-amount').blur();
    await expect(wallet(page).getByText('This is not a valid Tron (TRC20) address.')).toBeVisible();
    await expect(wallet(page).getByTestId('wallet-submit')).toBeDisabled();
    await wallet(page).getByTestId('wallet-field-wallet_id').fill(TRON_ADDRESS);
    await wallet(page).getByTestId('wallet-submit').click();
    await expect(wallet(page)).toHaveCount(0);
    await expect(page.getByTestId('alerts')).toContainText('processing your withdrawal');
    expect(await dataLayer(page, 'withdrawSuccess')).toEqual([
      expect.objectContaining({ withdrawAmount: 10, withdrawCurrency: 'USDT', walletType: 'crypto' }),
    ]);
    await expect(balance).toContainText('15.00');

    // History: the withdrawal waiting, both deposits paid.
    await page.goto('/profile/history');
    const rows = page.getByTestId('invoice-row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toHaveAttribute('data-status', 'pending');
    await expect(rows.nth(0).getByTestId('invoice-amount')).toContainText('10.00');
    await expect(rows.nth(1)).toHaveAttribute('data-status', 'success');
    await expect(rows.nth(2)).toHaveAttribute('data-status', 'success');
    await expect(rows.nth(0).getByTestId('invoice-cancel')).toBeVisible();
    await expect(rows.nth(1).getByTestId('invoice-cancel')).toHaveCount(0);
  });

  test('a voucher opens the provider’s own window; its approval shows the success in the site', async ({
    page,
    request,
  }) => {
    await signUp(page, 'wallet-voucher');
    await page.getByTestId('header-deposit').click();
    await chooseMethod(page, 'sandbox_voucher');
    await wallet(page).getByTestId('wallet-amount').fill('20');
    await declineBonus(page);
    const popupOpened = page.waitForEvent('popup');
    await wallet(page).getByTestId('wallet-submit').click();
    const popup = await popupOpened;
    await expect(page.getByTestId('modal-deposit-redirect')).toBeVisible();
    await expect(popup.getByText('Waiting for the payment provider')).toBeVisible();
    await settleSandboxDeposit(request, await pendingDeposit(page, 'EUR'));
    await expect(page.getByTestId('modal-deposit-success')).toBeVisible();
    await expect(page.getByTestId('header-balance')).toContainText('20.00');
  });
});
