import type { FrameLocator, Locator, Page } from '@playwright/test';
import {
  fundPlayer,
  gameFrame,
  hundredths,
  launchToken,
  pickCategory,
  playForReal,
  type StudioRound,
  signInByApi,
  studioFrame,
  studioRounds,
} from './support/games.ts';
import { acceptCookies } from './support/identity.ts';
import { expect, test } from './support/test.ts';

/**
 * The games issue end to end, in the real frame: a funded player finds a slot, spins it for real money
 * and follows the round from the studio's balance to the site's header, the history and the round's
 * recall, then proves it fair; a guest rolls the dice in the demo. Favourites are games-catalogue's.
 */

type Scope = Page | FrameLocator | Locator;

/** A labelled seed or hash of the studio's pages (fairness panel, recall, verifier). */
const seedValue = (scope: Scope, label: string) =>
  scope.locator(`.seed-field:has(> .seed-field__label:text-is("${label}")) > code`);

/** The symbols a slot window shows, reel after reel, read from their accessible names. */
const slotSymbols = (scope: Scope) =>
  scope
    .locator('.slot-grid .symbol')
    .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('aria-label')));

/** The recall's figure under a heading (Bet, Multiplier, Win). */
const figure = (page: Page, term: string) =>
  page.locator(`.round-details__figures dt:text-is("${term}") + dd`);

/** Plays one round with the game's main button and waits until it has landed and been shown. */
async function playOnce(studio: FrameLocator, button: string, busy: string): Promise<void> {
  const play = studio.getByRole('button', { name: button, exact: true });
  await play.click();
  await expect(studio.getByRole('button', { name: busy })).toHaveCount(0);
  await expect(studio.getByRole('status')).toBeVisible();
  await expect(play).toBeEnabled();
}

/** The newest round of a launch, settled. */
async function lastRound(page: Page, token: string): Promise<StudioRound> {
  const [round] = await studioRounds(page.request, token);
  expect(round?.status).toBe('settled');
  return round!;
}

const amountOf = async (locator: Locator) => hundredths(await locator.innerText());

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL!);
});

test.describe('games journey', () => {
  test('a player spins a slot for real money, finds the round in the history and proves it fair', async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow();
    const player = await signInByApi(page, request, baseURL!, 'journey');
    await fundPlayer(request, player.token, 'EUR', '100');
    const startBalance = 100_00;
    const studio = studioFrame(page);
    const studioBalance = studio.getByTestId('balance');
    const headerBalance = page.getByTestId('header-balance');

    const frameUrl = await test.step('finds the slot by name in its category and launches it', async () => {
      await page.goto('/categories');
      await pickCategory(page, 'slots');
      await page.getByTestId('game-search').fill('idol');
      await expect(page.getByTestId(/^game-tile-/)).toHaveCount(1);
      await page.getByTestId('game-tile-slot-golden-idol').getByRole('link').click();
      await expect(page).toHaveURL(/\/games\/slot-golden-idol/);
      const url = await playForReal(page);
      expect(url.pathname).toBe('/studio/slot-golden-idol');
      await expect(studio.getByRole('heading', { name: 'Golden Idol' })).toBeVisible();
      await expect(studioBalance).toHaveText('€100.00');
      await expect(headerBalance).toContainText('100.00');
      return url;
    });

    const { round, symbols } = await test.step('spins once: both balances move by win − bet', async () => {
      const betAmount = hundredths(await studio.getByLabel('Bet amount').inputValue());
      await playOnce(studio, 'Spin', 'Spinning…');
      const played = await lastRound(page, launchToken(frameUrl));
      expect(played).toMatchObject({ game: 'slot-golden-idol', mode: 'real', currency: 'EUR' });
      expect(hundredths(played.bet)).toBe(betAmount);
      const win = hundredths(played.win);
      // RTS 14: a return not above the stake is told plainly, never celebrated as a win.
      const told =
        win > betAmount ? /^You won €[\d.,]+/ : win > 0 ? /^Returned €[\d.,]+$/ : 'No win this time';
      await expect(studio.getByRole('status')).toHaveText(told);
      if (win > 0) expect(hundredths(await studio.getByRole('status').innerText())).toBe(win);

      const expected = startBalance + win - betAmount;
      await expect.poll(() => amountOf(studioBalance), { message: "the studio's balance" }).toBe(expected);
      await expect
        .poll(() => amountOf(headerBalance), { message: "the site header's balance" })
        .toBe(expected);
      return { round: played, symbols: await slotSymbols(studio) };
    });

    const recall = await test.step('the history lists the round; its details open the recall', async () => {
      // The frame stays behind on its own page: the history opens in a second tab, as a player would.
      const history = await page.context().newPage();
      await history.goto('/profile/history?tab=games');
      const rows = history.getByTestId('game-bet-row');
      await expect(rows).toHaveCount(1);
      const row = rows.first();
      await expect(row).toContainText('Golden Idol');
      await expect(row).toHaveAttribute('data-status', 'settled');
      expect(await amountOf(row.locator('td').nth(2))).toBe(hundredths(round.bet));
      expect(await amountOf(row.locator('td').nth(3))).toBe(hundredths(round.win));

      const [opened] = await Promise.all([
        history.waitForEvent('popup'),
        row.getByTestId('game-bet-recall').click(),
      ]);
      await expect(opened).toHaveURL(new RegExp(`/studio/rounds/${round.id}$`));
      expect(await amountOf(figure(opened, 'Bet'))).toBe(hundredths(round.bet));
      expect(await amountOf(figure(opened, 'Win'))).toBe(hundredths(round.win));
      await expect(seedValue(opened, 'Server seed hash (commitment)')).toHaveText(round.serverSeedHash);
      await expect(seedValue(opened, 'Server seed')).toHaveText('Hidden until you change your client seed');
      await expect.poll(() => slotSymbols(opened.locator('.outcome-view'))).toEqual(symbols);
      await history.close();
      return opened;
    });

    const serverSeed = await test.step('a new client seed reveals the server seed of the round', async () => {
      await studio.getByRole('button', { name: 'Fairness' }).click();
      const panel = studio.getByRole('dialog', { name: 'Provably fair' });
      await expect(seedValue(panel, 'Next nonce')).toHaveText('1');
      await panel.getByLabel('Client seed').fill('harbour-journey-seed');
      await panel.getByRole('button', { name: 'Change seed' }).click();
      const previous = panel.locator('.fairness__previous');
      await expect(seedValue(previous, 'Server seed hash (commitment)')).toHaveText(round.serverSeedHash);
      await expect(seedValue(previous, 'Client seed')).toHaveText(round.clientSeed);
      await expect(seedValue(previous, 'Rounds played')).toHaveText('1');
      await expect(seedValue(panel, 'Next nonce').first()).toHaveText('0');
      await expect(seedValue(panel, 'Server seed hash (commitment)').first()).not.toHaveText(
        round.serverSeedHash,
      );
      return seedValue(previous, 'Server seed').innerText();
    });

    await test.step("the recall's verifier recomputes the same outcome and checks the commitment", async () => {
      await recall.reload();
      await expect(seedValue(recall, 'Server seed')).toHaveText(serverSeed);
      await recall.getByRole('link', { name: 'Verify this round' }).click();
      await expect(recall).toHaveURL(/\/studio\/verify\?/);
      const [verified] = await Promise.all([
        recall.waitForResponse((response) => response.url().endsWith('/studio/api/verify')),
        recall.getByRole('button', { name: 'Verify', exact: true }).click(),
      ]);
      expect(verified.ok()).toBe(true);
      const answer = (await verified.json()) as { data: { outcome: unknown; multiplier: number } };
      expect(answer.data.outcome).toEqual(round.outcome);
      expect(answer.data.multiplier).toBe(round.multiplier);

      await expect(recall.getByText('✓ It matches the commitment shown before the round.')).toBeVisible();
      await expect(seedValue(recall, 'SHA-256 of the server seed')).toHaveText(round.serverSeedHash);
      await expect.poll(() => slotSymbols(recall.locator('.verify-result'))).toEqual(symbols);
      await expect(recall.locator('.verify-result__pays')).toHaveText(
        `Pays: ${round.multiplier.toFixed(2)}×`,
      );
    });
  });

  test('a guest rolls the dice in the demo with FUN coins, and no wallet', async ({ page }) => {
    await page.goto('/games/dice');
    const modal = page.getByTestId('modal-demo-game');
    await modal.getByTestId('choose-demo').click();
    await expect(gameFrame(page)).toHaveAttribute('src', /mode=demo&token=/);
    const frameUrl = new URL((await gameFrame(page).getAttribute('src')) ?? '', 'http://site');

    const studio = studioFrame(page);
    const studioBalance = studio.getByTestId('balance');
    await expect(studioBalance).toHaveText('1,000.00 FUN');
    const betAmount = hundredths(await studio.getByLabel('Bet amount').inputValue());
    await playOnce(studio, 'Roll', 'Rolling…');

    const round = await lastRound(page, launchToken(frameUrl));
    expect(round).toMatchObject({ game: 'dice', mode: 'demo', currency: 'FUN' });
    expect(hundredths(round.bet)).toBe(betAmount);
    const expected = 1000_00 + hundredths(round.win) - betAmount;
    await expect.poll(() => amountOf(studioBalance)).toBe(expected);
    expect(expected).not.toBe(1000_00);

    // A guest has no platform wallet: the header offers to sign in and shows no balance.
    await expect(page.getByTestId('header-balance')).toHaveCount(0);
    await expect(page.getByTestId('header-sign-in')).toBeVisible();
    await expect(page.getByTestId('game-mode')).toHaveText('Demo');
  });

  test.describe('before the page is interactive', () => {
    test.use({ javaScriptEnabled: false });

    test("the poster's real-money choice still goes to the real-money launch", async ({
      page,
      request,
      baseURL,
    }) => {
      await signInByApi(page, request, baseURL!, 'early-tap');
      await page.goto('/games/roulette');
      await page.getByTestId('poster-play-real').click();
      await expect(page).toHaveURL(/\/games\/roulette\?mode=real$/);
    });
  });
});
