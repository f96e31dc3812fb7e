import { fundPlayer, launchForReal, signInByApi, studioFrame } from './support/games.ts';
import { acceptCookies, afterMount } from './support/identity.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 17's quests end to end, in the real browser against the real server: a player opens the quests
 * hub from the account panel, takes the studio tour (rounds in three studio slots), looks at its task
 * and the games it counts, then plays real-money spins in another tab and watches the task's progress
 * move live in the hub, without a reload.
 */

// A journey of four steps across two tabs, with real rounds: longer than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL!);
});

test('a player takes a quest in the hub and its task moves live with real spins', async ({
  page,
  request,
  baseURL,
}) => {
  const player = await signInByApi(page, request, baseURL!, 'quests');
  await fundPlayer(request, player.token, 'EUR', '50');
  // The first page signed in stores the session in the browser (local storage) for the other tab too.
  await page.goto('/');
  await afterMount(page);
  const hubTab = await page.context().newPage();
  const hub = hubTab.getByTestId('modal-quests-hub');
  const tour = hub.getByTestId('quest-card').filter({ hasText: 'Studio tour' });

  await test.step('the account panel opens the hub: quests on offer, none taken yet', async () => {
    await hubTab.goto('/loyalty');
    await afterMount(hubTab);
    await hubTab.getByTestId('user-nav-toggle').click();
    await hubTab.getByTestId('user-nav-quests').click();
    await expect(hub.getByRole('heading', { level: 2, name: 'Quests' })).toBeVisible();
    await expect(hub.getByTestId('quests-active')).toContainText('You have no active quest');
    await expect(hub.getByTestId('quests-offered').getByTestId('quest-card')).not.toHaveCount(0);
    await expect(tour).toContainText('Once activated, you have 24 hours to finish it.');
    await expect(tour.getByTestId('quest-rewards-summary')).toContainText('20 free spins');
  });

  await test.step('activating the studio tour makes it an active quest, with its alert', async () => {
    await tour.getByTestId('quest-activate').click();
    const active = hub.getByTestId('quests-active').getByTestId('quest-card');
    await expect(active).toHaveCount(1);
    await expect(active).toContainText('Studio tour');
    await expect(active.getByTestId('quest-task-progress')).toHaveText('0 of 15');
    await expect(active.getByTestId('quest-countdown')).toHaveText(/^Ends in 2[34] h \d+ min$/);
    await expect(hubTab.getByTestId('alerts')).toContainText('Quest activated');
  });

  await test.step('its task lists the games it counts, each a link to its page', async () => {
    await hub.getByTestId('quests-active').getByTestId('quest-open-tasks').click();
    const tasks = hubTab.getByTestId('modal-quest-tasks');
    await expect(tasks.getByTestId('quest-task')).toHaveCount(1);
    await expect(tasks.getByTestId('quest-task-mark')).toHaveText('In progress');
    await tasks.getByTestId('quest-task-games-link').click();
    const games = hubTab.getByTestId('modal-quest-task-games');
    await expect(games.getByTestId('quest-task-game')).toHaveCount(3);
    await expect(games.getByRole('link', { name: /Classic Sevens/ })).toHaveAttribute(
      'href',
      '/games/slot-classic-sevens',
    );
    await hubTab.keyboard.press('Escape');
    await expect(games).toHaveCount(0);
    await hubTab.keyboard.press('Escape');
    await expect(tasks).toHaveCount(0);
    await expect(hub).toBeVisible();
  });

  await test.step('two real-money spins on Classic Sevens move the task live in the other tab', async () => {
    await launchForReal(page, 'slot-classic-sevens');
    const studio = studioFrame(page);
    for (let spin = 0; spin < 2; spin += 1) {
      await expect(studio.getByRole('button', { name: 'Spin', exact: true })).toBeEnabled();
      await studio.getByLabel('Bet amount').fill('1');
      await studio.getByRole('button', { name: 'Spin', exact: true }).click();
      await expect(studio.getByRole('status')).toBeVisible();
    }
    const progress = hub.getByTestId('quests-active').getByTestId('quest-task-progress');
    await expect(progress).toHaveText('2 of 15', { timeout: 15_000 });
    await expect(
      hub.getByTestId('quests-active').getByRole('progressbar', { name: /Play the studio slots/ }),
    ).toHaveAttribute('aria-valuenow', '13');
  });
});
