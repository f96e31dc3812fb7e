import { fundPlayer, launchForReal, signInByApi, studioFrame } from './support/games.ts';
import { acceptCookies, afterMount } from './support/identity.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 17's tournaments end to end, in the real browser against the real server: the list shows the
 * running Daily Spin Sprint (one point a bet, join to enter); a player joins it on its page, spins a
 * slot for real money in another tab, and the tournament page shows their points and their row on
 * the leaderboard move live.
 */

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL!);
});

test('a player joins a running tournament, plays, and watches the leaderboard and their entry live', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const player = await signInByApi(page, request, baseURL!, 'tournament');
  await fundPlayer(request, player.token, 'EUR', '50');
  // The first page signed in stores the session in the browser (local storage) for the other tab too.
  await page.goto('/');
  await afterMount(page);
  const board = await page.context().newPage();

  await test.step('the list: the sprint runs, join to enter, with its countdown to the end', async () => {
    await board.goto('/tournaments');
    await afterMount(board);
    const card = board
      .getByTestId('tournaments-running')
      .getByTestId('tournament-card')
      .filter({ hasText: 'Daily Spin Sprint' });
    await expect(card.getByTestId('tournament-scoring')).toHaveText('Number of bets');
    await expect(card.getByTestId('tournament-entry-type')).toHaveText('Join to enter');
    const countdown = card.getByTestId('tournament-countdown');
    const first = await countdown.textContent();
    await expect(countdown).not.toHaveText(first ?? '');
    await card.getByTestId('tournament-link').click();
  });

  await test.step('the tournament page: join it, and the entry shows', async () => {
    await expect(board.getByRole('heading', { level: 1 })).toHaveText('Daily Spin Sprint');
    await expect(board.getByTestId('entry-none')).toBeVisible();
    await board.getByTestId('tournament-join').click();
    await expect(board.getByTestId('entry-place')).toHaveText('Not ranked yet');
    await expect(board.getByTestId('entry-points')).toHaveText('0');
    await expect(board.getByTestId('tournament-join')).toHaveCount(0);
  });

  await test.step('two real spins on a slot: two points, on the entry and the leaderboard, live', async () => {
    await page.bringToFront();
    await launchForReal(page, 'slot-classic-sevens');
    const studio = studioFrame(page);
    for (let spin = 0; spin < 2; spin += 1) {
      await expect(studio.getByRole('button', { name: 'Spin', exact: true })).toBeEnabled();
      await studio.getByLabel('Bet amount').fill('1');
      await studio.getByRole('button', { name: 'Spin', exact: true }).click();
      await expect(studio.getByRole('status')).toBeVisible();
    }
    await expect(board.getByTestId('entry-points')).toHaveText('2');
    await expect(board.getByTestId('entry-place')).toHaveText(/^\d+$/);
    const ownRow = board.getByTestId('leaderboard').locator('tr[aria-current="true"]');
    await expect(ownRow).toHaveCount(1);
    await expect(ownRow.locator('td').last()).toHaveText('2');
  });
});
