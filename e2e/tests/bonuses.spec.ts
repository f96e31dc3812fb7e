import type { Page } from '@playwright/test';
import { gameFrame, playForReal, signInByApi, studioFrame } from './support/games.ts';
import { acceptCookies, afterMount, unique } from './support/identity.ts';
import { operatorHeaders, settleSandboxDeposit } from './support/operator.ts';
import { pendingDepositId } from './support/payments.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 16 end to end, in the real browser against the real server: a new player deposits with the
 * welcome bonus the wallet chooses by default, sees it on /profile/bonuses, plays one of its free spins,
 * wagers it in a slot while the wagering bar moves live in another tab, is stopped by the max bet,
 * redeems a deposit code whose bonus queues behind the active one, and cancels that one through its
 * confirm modal.
 */

const wallet = (page: Page) => page.getByTestId('modal-wallet');

/** Opens the wallet on the card method with `amount` typed in. */
async function cardDeposit(page: Page, amount: string) {
  await page.getByTestId('header-deposit').click();
  await wallet(page).getByTestId('wallet-method-sandbox_card').click();
  await expect(wallet(page).getByTestId('wallet-amount')).toBeVisible();
  await wallet(page).getByTestId('wallet-amount').fill(amount);
}

/** Pays the wallet's open card deposit: the hosted page waits, the operator approves, the result shows. */
async function payAndSettle(page: Page, request: Parameters<typeof settleSandboxDeposit>[0], token: string) {
  await wallet(page).getByTestId('wallet-submit').click();
  await expect(
    wallet(page).frameLocator('.iframe-view__frame').getByText('Waiting for the payment provider'),
  ).toBeVisible();
  await settleSandboxDeposit(request, await pendingDepositId(request, token));
  const success = page.getByTestId('modal-deposit-success');
  await expect(success).toBeVisible();
  await success.getByRole('button').last().click();
  await expect(success).toHaveCount(0);
}

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL!);
});

test.describe('bonuses', () => {
  test('deposit with the welcome bonus, a free spin, wager it live, the max bet, a deposit code, cancel the queued bonus', async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow();
    const player = await signInByApi(page, request, baseURL!, 'bonus-journey');
    const code = unique('reload')
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 30)
      .toUpperCase();
    const created = await request.put(`/api/operator/bonus-codes/${code}`, {
      headers: operatorHeaders,
      data: { bonus: 'weekly-reload', trigger: 3 },
    });
    expect(created.status(), await created.text()).toBe(200);

    await test.step('the wallet offers the welcome bonus, chosen, and the button names its value', async () => {
      await page.goto('/');
      await afterMount(page);
      await cardDeposit(page, '100');
      const welcome = wallet(page).getByTestId('wallet-bonus-option').first();
      await expect(welcome).toContainText('Welcome bonus: 1st deposit');
      await expect(welcome.getByRole('radio')).toBeChecked();
      await expect(wallet(page).getByTestId('wallet-submit')).toContainText(/100.*500/);
      await payAndSettle(page, request, player.token);
      // 100 cash + 100 bonus money.
      await expect(page.getByTestId('header-balance')).toContainText('200.00');
    });

    const bonusesTab = await page.context().newPage();
    const amounts = bonusesTab.getByTestId('player-bonus').getByTestId('wager-amounts');
    await test.step('/profile/bonuses shows the active bonus, its terms and its free spins', async () => {
      await bonusesTab.goto('/profile/bonuses');
      const card = bonusesTab.getByTestId('player-bonus');
      await expect(card).toHaveCount(1);
      await expect(card).toHaveAttribute('data-status', 'active');
      await expect(card.getByTestId('bonus-balance')).toContainText('100.00');
      await expect(amounts).toContainText('3,500.00');
      await expect(card.getByTestId('contribution-table')).toContainText('100');
      await expect(bonusesTab.getByTestId('player-freespin')).toContainText('50');
    });

    await test.step('a free spin on the featured slot costs nothing and counts on the bonuses tab, live', async () => {
      await page.goto('/games/slot-wild-twenty');
      await playForReal(page);
      const studio = studioFrame(page);
      await expect(studio.getByTestId('freespins')).toContainText('50 left at €0.20');
      await studio.getByRole('button', { name: 'Play a free spin', exact: true }).click();
      await expect(studio.getByRole('status')).toBeVisible();
      await expect(studio.getByTestId('freespins')).toContainText('49 left');
      await expect(bonusesTab.getByTestId('freespin-used')).toHaveText('1 of 50');
      // The header still shows the 100 cash + 100 bonus money: a free spin moves no money.
      await expect(page.getByTestId('header-balance')).toContainText('200.00');
    });

    await test.step('a paid spin in another slot moves the wagering bar in the other tab, live', async () => {
      const before = await amounts.innerText();
      await page.goto('/games/slot-classic-sevens');
      await playForReal(page);
      const studio = studioFrame(page);
      await studio.getByLabel('Bet amount').fill('1');
      await studio.getByRole('button', { name: 'Spin', exact: true }).click();
      await expect(studio.getByRole('status')).toBeVisible();
      await expect(amounts).not.toHaveText(before);
    });

    await test.step('a bet over the bonus max bet is refused: the max-bets modal names the cap', async () => {
      const studio = studioFrame(page);
      await expect(studio.getByRole('button', { name: 'Spin', exact: true })).toBeEnabled();
      await studio.getByLabel('Bet amount').fill('10');
      await studio.getByRole('button', { name: 'Spin', exact: true }).click();
      const modal = page.getByTestId('modal-max-bets');
      await expect(modal).toBeVisible();
      await expect(modal.getByTestId('max-bets-text')).toContainText('5.00');
      await expect(gameFrame(page)).toBeVisible();
      // The push reaches every tab of the player; only the game's own page opens the modal.
      await expect(bonusesTab.getByTestId('modal-max-bets')).toHaveCount(0);
    });

    await test.step('a deposit code waits for the next deposit; its bonus queues behind the active one', async () => {
      await page.goto('/');
      await afterMount(page);
      await cardDeposit(page, '40');
      await wallet(page).getByTestId('deposit-code-toggle').click();
      await wallet(page).getByTestId('bonus-code-input').fill(code.toLowerCase());
      await wallet(page).getByTestId('bonus-code-submit').click();
      await expect(wallet(page).getByTestId('deposit-code-waiting')).toContainText(code);
      await payAndSettle(page, request, player.token);
      const queued = bonusesTab.locator('[data-testid="player-bonus"][data-status="issued"]');
      await expect(queued).toHaveCount(1);
      await expect(queued).toContainText('Weekly reload');
      await expect(queued).toContainText('20.00');
    });

    await test.step('cancelling the queued bonus asks first, then it is gone', async () => {
      const queued = bonusesTab.locator('[data-testid="player-bonus"][data-status="issued"]');
      await queued.getByTestId('bonus-cancel').click();
      const confirm = bonusesTab.getByTestId('modal-cancel-issued-bonus');
      await expect(confirm).toBeVisible();
      await confirm.getByTestId('bonus-confirm').click();
      await expect(queued).toHaveCount(0);
      await expect(bonusesTab.getByTestId('player-bonus')).toHaveCount(1);
    });
  });
});
