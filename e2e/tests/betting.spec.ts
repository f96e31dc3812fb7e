import { mkdirSync } from 'node:fs';
import type { FrameLocator, Page } from '@playwright/test';
import { fundPlayer, hundredths, signInByApi } from './support/games.ts';
import { expect, test } from './support/test.ts';

/**
 * /betting with the studio's built-in betting client (the default setting): the page loads the
 * client's SDK from its host, launches betsy-sportsbook-betsy and hands the token to BetSdk.init; the
 * sportsbook in its frame takes a bet through the seamless wallet and settles it at kick-off (the e2e
 * server kicks off every 8 s). Screenshots of each step go to /tmp/betting-shots.
 */

const SHOTS = '/tmp/betting-shots';

const sportsbook = (page: Page): FrameLocator =>
  page.frameLocator('[data-testid="betting-container"] iframe');

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

type MyBet = { id: string; status: string; odds: number; amount: string; win: string | null };

test.describe('betting', () => {
  test('a player bets on a fixture and sees it settled, the balance following', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const player = await signInByApi(page, request, baseURL!, 'betting');
    await fundPlayer(request, player.token, 'EUR', '100');

    await page.goto('/betting');
    const book = sportsbook(page);
    const studioBalance = book.getByTestId('sportsbook-balance');
    const headerBalance = page.getByTestId('header-balance');
    // The first page after start loads the SDK, launches and opens the studio session: slow on a busy machine.
    await expect(studioBalance).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => hundredths(await studioBalance.innerText())).toBe(10_000);
    await expect(book.getByTestId('fixture').first()).toBeVisible();
    await shot(page, 'betting-book');

    // The second fixture kicks off 8 to 16 s from now: time enough to fill the slip.
    // Held by its id: the list moves up when the first fixture kicks off.
    const fixtureId = await book.getByTestId('fixture').nth(1).getAttribute('data-fixture-id');
    const fixture = book.locator(`[data-fixture-id="${fixtureId}"]`);
    await fixture.getByTestId('odds-home').click();
    await expect(fixture.getByTestId('odds-home')).toHaveAttribute('aria-pressed', 'true');
    await book.getByTestId('stake').fill('5');
    await expect(book.getByTestId('potential-win')).toBeVisible();
    await shot(page, 'betting-slip');
    await book.getByTestId('place-bet').click();
    await expect(book.getByTestId('bet-slip-message')).toHaveText('Bet placed. Good luck!');
    await expect.poll(async () => hundredths(await studioBalance.innerText())).toBe(9_500);
    await expect
      .poll(async () => hundredths(await headerBalance.innerText()), { timeout: 15_000 })
      .toBe(9_500);
    await expect(book.getByTestId('my-bet')).toHaveAttribute('data-status', 'open');
    await shot(page, 'betting-open-bet');

    // The bet settles at kick-off; the sportsbook's API tells what it paid.
    await book.getByTestId('my-bets-settled').click();
    const settled = book.getByTestId('my-bet').first();
    await expect(settled).toHaveAttribute('data-status', /^(won|lost)$/, { timeout: 40_000 });
    const src = (await page.locator('[data-testid="betting-container"] iframe').getAttribute('src')) ?? '';
    const token = new URL(src, baseURL).searchParams.get('token') ?? '';
    const mine = await page.request.get('/studio/api/sportsbook/bets', {
      headers: { authorization: `Bearer ${token}` },
    });
    const { settled: bets } = ((await mine.json()) as { data: { settled: MyBet[] } }).data;
    expect(bets).toHaveLength(1);
    const bet = bets[0]!;
    const win = bet.status === 'won' ? Math.floor(500 * bet.odds + 1e-9) : 0;
    expect(hundredths(bet.win ?? '0')).toBe(win);
    await expect.poll(async () => hundredths(await studioBalance.innerText())).toBe(9_500 + win);
    await expect
      .poll(async () => hundredths(await headerBalance.innerText()), { timeout: 15_000 })
      .toBe(9_500 + win);
    await shot(page, 'betting-settled');
  });

  test('a guest sees the book and signs in from its button', async ({ page }) => {
    await page.goto('/betting');
    const book = sportsbook(page);
    await expect(book.getByTestId('fixture').first()).toBeVisible();
    await book.getByTestId('fixture').first().getByTestId('odds-draw').click();
    await book.getByTestId('sportsbook-sign-in').click();
    await expect(page.getByTestId('modal-sign-in')).toBeVisible();
    await shot(page, 'betting-guest-sign-in');
  });
});
