import type { FrameLocator, Page } from '@playwright/test';
import {
  fundPlayer,
  gameFrame,
  hundredths,
  launchForReal,
  launchToken,
  signInByApi,
  studioFrame,
  studioRounds,
} from './support/games.ts';
import { acceptCookies } from './support/identity.ts';
import { REALITY_CHECK_TEST_SECONDS } from './support/reality-check.ts';
import { expect, test } from './support/test.ts';

/**
 * The reality check (UKGC RTS 13) and the session figures (RTS 2E) end to end: a player chooses an
 * interval on /profile/limits (the server offers the e2e's short one, REALITY_CHECK_TEST_INTERVAL_SECONDS),
 * spins a slot for real money, sees the game page's figures follow each round, is stopped by the
 * reality check's panel in the game (the studio refuses bets meanwhile), acknowledges it and plays on.
 */

/** A screenshot for people to look at, in the test's output folder (test-results/). */
async function shot(page: Page, name: string, fullPage = false) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });
}

/** A net position as the pages show it ("−€0.50", "+0.70 EUR", "€0.00") in hundredths; null for "–" (none yet). */
function netOf(text: string): number | null {
  if (!/\d/.test(text)) return null;
  const value = hundredths(text.replace('−', ''));
  return text.includes('−') ? -Math.abs(value) : value;
}

/** One spin with the slot's button, landed and shown. */
async function spin(studio: FrameLocator) {
  const button = studio.getByRole('button', { name: 'Spin', exact: true });
  await expect(button).toBeEnabled();
  await button.click();
  await expect(studio.getByRole('button', { name: 'Spinning…' })).toHaveCount(0);
  await expect(studio.getByRole('status')).toBeVisible();
}

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL!);
});

test.describe('reality check', () => {
  test('a short interval interrupts a slot with the panel; acknowledged, play goes on; the game page shows the figures', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const player = await signInByApi(page, request, baseURL!, 'reality');
    await fundPlayer(request, player.token, 'EUR', '100');

    await test.step('chooses the interval on /profile/limits', async () => {
      await page.goto('/profile/limits');
      const card = page.getByTestId('limits-reality-check');
      await expect(card).toBeVisible();
      await expect(card.getByTestId('reality-check-interval')).toHaveValue('off');
      await expect(card.getByTestId('reality-check-interval').locator('option')).toHaveText([
        'Off',
        `${REALITY_CHECK_TEST_SECONDS} seconds`,
        '15 minutes',
        '30 minutes',
        '45 minutes',
        '60 minutes',
        '90 minutes',
        '120 minutes',
      ]);
      await card.getByTestId('reality-check-interval').selectOption(String(REALITY_CHECK_TEST_SECONDS));
      await card.scrollIntoViewIfNeeded();
      await shot(page, 'chooser-card');
      await card.getByTestId('reality-check-save').click();
      await expect(card.getByTestId('reality-check-saved')).toBeVisible();
      await page.reload();
      await expect(page.getByTestId('reality-check-interval')).toHaveValue(
        String(REALITY_CHECK_TEST_SECONDS),
      );
    });

    const studio = studioFrame(page);
    const frameUrl = await test.step('plays a slot: the game page shows the session figures', async () => {
      const url = await launchForReal(page, 'slot-golden-idol');
      await expect(studio.getByRole('heading', { name: 'Golden Idol' })).toBeVisible();
      const bar = page.getByTestId('game-session-bar');
      await expect(bar).toBeVisible();
      await expect(page.getByTestId('game-reality-check')).toHaveText(
        `Reality check: every ${REALITY_CHECK_TEST_SECONDS} seconds`,
      );
      await spin(studio);
      const [round] = await studioRounds(page.request, launchToken(url));
      const net = hundredths(round!.win) - hundredths(round!.bet);
      // The site's figures follow the game's after the round: net = wins − bets.
      await expect.poll(async () => netOf(await page.getByTestId('game-session-net').innerText())).toBe(net);
      // Shown once: the game leaves its own bar out in the site's frame (the site says it shows them).
      await expect(studio.getByTestId('session-bar')).toHaveCount(0);
      await expect(page.getByTestId('game-session-elapsed')).toHaveText(/^0:\d\d$/);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, 'game-page-figures');
      return url;
    });

    const token = launchToken(frameUrl);
    const panel = studio.getByTestId('reality-check');
    await test.step('the interval passes: the panel stops play, the studio refuses bets', async () => {
      await expect(panel).toBeVisible({ timeout: (REALITY_CHECK_TEST_SECONDS + 10) * 1000 });
      await expect(panel.getByRole('heading', { name: 'Reality check' })).toBeVisible();
      await expect(panel.getByTestId('reality-check-elapsed')).toHaveText(/^0:\d\d$/);
      const rounds = await studioRounds(page.request, token);
      const net = rounds.reduce((sum, round) => sum + hundredths(round.win) - hundredths(round.bet), 0);
      expect(netOf(await panel.getByTestId('reality-check-net').innerText())).toBe(net);
      await expect(panel.getByTestId('reality-check-history')).toBeVisible();
      await expect(panel.getByTestId('reality-check-leave')).toBeVisible();
      await shot(page, 'panel');
      // The server decides: a bet sent behind the panel's back is refused (409 15021) and takes nothing.
      const refused = await page.request.post('/studio/api/rounds', {
        headers: { authorization: `Bearer ${token}` },
        data: { kind: 'slot', amount: '1' },
      });
      expect(refused.status()).toBe(409);
      expect(((await refused.json()) as { error: { code: number } }).error.code).toBe(15021);
      expect(await studioRounds(page.request, token)).toHaveLength(rounds.length);
    });

    await test.step('acknowledged: the panel goes and play goes on', async () => {
      await panel.getByTestId('reality-check-continue').click();
      await expect(panel).toHaveCount(0);
      const before = (await studioRounds(page.request, token)).length;
      await spin(studio);
      expect(await studioRounds(page.request, token)).toHaveLength(before + 1);
    });

    await test.step("the panel's bet history link takes the site to the history", async () => {
      await expect(panel).toBeVisible({ timeout: (REALITY_CHECK_TEST_SECONDS + 10) * 1000 });
      await panel.getByTestId('reality-check-history').click();
      await expect(page).toHaveURL(/\/profile\/history\?tab=games$/);
      await expect(page.getByTestId('game-bet-row').first()).toBeVisible();
    });

    await test.step('the interval changes from the game page; the game follows it', async () => {
      await launchForReal(page, 'slot-golden-idol');
      // A new launch, a new session: its interval starts again.
      await expect(page.getByTestId('game-session-elapsed')).toHaveText(/^0:[01]\d$/);
      await page.getByTestId('game-reality-check').click();
      const modal = page.getByTestId('modal-reality-check');
      await expect(modal).toBeVisible();
      await expect(modal.getByTestId('reality-check-interval')).toHaveValue(
        String(REALITY_CHECK_TEST_SECONDS),
      );
      await shot(page, 'chooser-modal');
      await modal.getByTestId('reality-check-interval').selectOption('off');
      await modal.getByTestId('reality-check-save').click();
      await expect(modal.getByTestId('reality-check-saved')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(modal).toHaveCount(0);
      await expect(page.getByTestId('game-reality-check')).toHaveText('Reality check: off');
      await expect(gameFrame(page)).toBeVisible();
      await expect(studio.getByRole('button', { name: 'Spin', exact: true })).toBeEnabled();
      // Off: no panel once the old interval would have passed.
      await page.waitForTimeout((REALITY_CHECK_TEST_SECONDS + 2) * 1000);
      await spin(studio);
      await expect(panel).toHaveCount(0);
    });
  });

  test("the slot's Spin button waits out the jurisdiction's 2.5 s cycle (RTS 14)", async ({
    page,
    request,
    baseURL,
  }) => {
    const player = await signInByApi(page, request, baseURL!, 'reality-cycle');
    await fundPlayer(request, player.token, 'EUR', '20');
    // This server runs without a jurisdiction; the session answers minCycleMs 2500 as a UKGC one does
    // (apps/studio/src/server/test/game-design.test.ts): the page must then not invite a second spin.
    await page.route('**/studio/api/session', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      await route.fulfill({ response, json: { data: { ...body.data, minCycleMs: 2500 } } });
    });
    await launchForReal(page, 'slot-golden-idol');
    const studio = studioFrame(page);
    const button = studio.getByRole('button', { name: 'Spin', exact: true });
    await expect(button).toBeEnabled();
    await button.click();
    const clicked = Date.now();
    await expect(studio.getByRole('status')).toBeVisible();
    await expect(button).toBeDisabled();
    await expect(button).toBeEnabled({ timeout: 5_000 });
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(2_500);
  });
});
