import type { Page } from '@playwright/test';
import { expectNoSeriousViolations, expectNoSeriousViolationsIn } from './support/axe.ts';
import {
  fundPlayer,
  gameFrame,
  launchToken,
  signInByApi,
  studioFrame,
  studioRounds,
} from './support/games.ts';
import { afterMount } from './support/identity.ts';
import { settleSandboxDeposit } from './support/operator.ts';
import { pendingDepositId } from './support/payments.ts';
import { expect, test } from './support/test.ts';

/**
 * axe (WCAG 2.0 and 2.1, A and AA) over every page of apps/web/app/routes.ts and every modal of
 * shell/modal-registry.tsx, as a guest and as a player (pages and modals on desktop; the menus,
 * the wallet's and sign-up's inner views and the game frames on both projects): no serious or
 * critical violation anywhere. Each test lists all it found before failing (soft assertions).
 */

/** Pages anyone sees the same way; the player pages come again signed in. */
const GUEST_PAGES = [
  '/',
  '/main',
  '/static/terms',
  '/static/responsible-gaming',
  '/questions',
  '/questions/payments',
  '/bonus/welcome-bonus',
  '/welcome-package',
  '/loyalty',
  '/tournaments',
  '/contact',
  '/categories/popular',
  '/categories/slots?search=no+such+game',
  '/providers',
  '/favorites',
  '/recently-played',
  '/betting',
  '/de/no-such-page',
  '/categories/no-such-category',
  '/verify/not-a-real-code',
  '/password/reset/not-a-real-code',
  '/games/dice',
  '/auth/autologin?state=not-a-valid-one-time-token',
];

const PLAYER_PAGES = [
  '/',
  '/profile',
  '/profile/info',
  '/profile/security',
  '/profile/wallet',
  '/profile/history',
  '/profile/history?tab=games',
  '/profile/history?tab=adjustments',
  '/profile/limits',
  '/profile/bonuses',
  '/profile/notifications',
  '/loyalty',
  '/tournaments',
  '/favorites',
  '/recently-played',
  '/games/dice',
];

/** Modals a guest may open, with the flag's value each needs. */
const GUEST_MODALS = [
  'sign-in=true',
  'sign-up=true',
  'sign-up-cancel=true',
  'forgot-pass=true',
  'reset-pass=not-a-real-code',
  'profile-confirmed=true',
  'success=contact',
  'cancel-deposit=true',
  'categories=true',
  'providers=true',
  'demo-game=dice',
  'mobile-game=slot-golden-idol',
  'geo-restricted-game=roulette',
  'loyalty-earn=true',
];

/** Modals only a player may open. */
const PLAYER_MODALS = [
  'wallet=deposit',
  'wallet=withdraw',
  'deposit-success=true',
  'deposit-error=true',
  'deposit-pending=true',
  'deposit-redirect=true',
  'equivalent-currency=true',
  'wallet-region=true',
  'turn-over-wager=true',
  'max-bets=mines|5|EUR',
  'restricted-bets=mines',
  'add-cash-limit=3',
  'edit-cash-limit=00000000-0000-4000-8000-000000000000',
  'game-limit-reached=14101',
  'self-exclusion-limit=4',
  'self-exclusion-limit=5',
  'reality-check=true',
  'loyalty-level=true',
  'quests-hub=true',
  // Two at once: the confirmation over the wallet.
  'wallet=deposit&cancel-deposit=true',
];

/** The studio's games, one of each kind, in the game page's frame (axe goes into frames). */
const STUDIO_GAMES = ['slot-golden-idol', 'dice', 'roulette', 'mines', 'plinko', 'crash'];

async function scanPage(page: Page, path: string, where: string) {
  await page.goto(path);
  await afterMount(page);
  await expectNoSeriousViolations(page, `${where} ${path}`);
}

async function scanModal(page: Page, flags: string, where: string) {
  await page.goto(`/main?${flags}`);
  await afterMount(page);
  const names = [...new URLSearchParams(flags).keys()];
  for (const name of names) {
    const modal = page.getByTestId(`modal-${name}`);
    await expect(modal).toBeVisible();
    // The game modals load their game first.
    await expect(modal.getByRole('heading', { level: 2 })).toBeVisible();
  }
  const dialogs = names.map((name) => `[data-testid="modal-${name}"]`);
  await expectNoSeriousViolationsIn(page, dialogs, `${where} modal ?${flags}`);
}

/** A sweep in parts of a few scans each: the parts run on both workers, and a slow one fails alone. */
function parts<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

test.describe('accessibility (axe) sweeps', () => {
  test.describe.configure({ mode: 'parallel', timeout: 90_000 });

  // Pages hold the same markup at both widths; the phone's own shell (drawer, user nav, currency nav)
  // is swept by the menus test below, as a guest and signed in.
  for (const [index, paths] of parts(GUEST_PAGES, 6).entries())
    test(`pages as a guest, part ${index + 1}`, async ({ page, isMobile }) => {
      test.skip(isMobile, 'pages are swept on desktop');
      for (const path of paths) await scanPage(page, path, 'guest');
    });

  for (const [index, paths] of parts(PLAYER_PAGES, 6).entries())
    test(`pages signed in, part ${index + 1}`, async ({ page, request, baseURL, isMobile }) => {
      test.skip(isMobile, 'player pages are swept on desktop');
      await signInByApi(page, request, baseURL!, 'axe-pages');
      for (const path of paths) await scanPage(page, path, 'player');
    });

  // A modal is the same dialog at both widths, only narrower: the modal sweeps run on desktop, which
  // keeps CI within its time limit; the page sweeps and the inner views run on both projects.
  test.describe('modals', () => {
    test.skip(({ isMobile }) => isMobile, 'modals are swept on desktop');

    for (const [index, flags] of parts(GUEST_MODALS, 5).entries())
      test(`modals a guest opens, part ${index + 1}`, async ({ page }) => {
        for (const flag of flags) await scanModal(page, flag, 'guest');
      });

    for (const [index, flags] of parts(PLAYER_MODALS, 5).entries())
      test(`modals a player opens, part ${index + 1}`, async ({ page, request, baseURL }) => {
        const player = await signInByApi(page, request, baseURL!, 'axe-modals');
        await fundPlayer(request, player.token, 'EUR', '40');
        for (const flag of flags) await scanModal(page, flag, 'player');
      });
  });
});

test.describe('accessibility (axe)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the wallet and sign-up inner views', async ({ page, request, baseURL }) => {
    await page.goto('/main?sign-up=true');
    await afterMount(page);
    const signUp = page.getByTestId('modal-sign-up');
    await signUp.getByRole('tab', { name: 'Phone' }).click();
    await expect(signUp.getByLabel('Phone number')).toBeVisible();
    await expectNoSeriousViolations(page, 'sign-up, phone tab');

    const player = await signInByApi(page, request, baseURL!, 'axe-wallet');
    await page.goto('/main?wallet=deposit');
    await afterMount(page);
    const wallet = page.getByTestId('modal-wallet');
    await wallet.getByTestId('wallet-method-sandbox_card').click();
    await expect(wallet.getByTestId('wallet-amount')).toBeVisible();
    await expectNoSeriousViolations(page, 'wallet, card deposit form');
    await wallet.getByTestId('wallet-amount').fill('30');
    await wallet.getByTestId('wallet-submit').click();
    const hosted = wallet.frameLocator('.iframe-view__frame');
    await expect(hosted.getByText('Waiting for the payment provider')).toBeVisible();
    await expectNoSeriousViolations(page, 'wallet, hosted card page');

    // The hosted page waits without reloading itself (no meta refresh) and follows the outcome.
    const address = await wallet.locator('.iframe-view__frame').getAttribute('src');
    const providerPage = await page.context().newPage();
    await providerPage.goto(address!);
    await expect(providerPage.getByRole('status')).toHaveText(/Waiting for the payment provider/);
    await expect(providerPage.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
    await settleSandboxDeposit(request, await pendingDepositId(request, player.token));
    await expect(providerPage.getByRole('heading', { name: 'Payment approved' })).toBeVisible({
      timeout: 10_000,
    });
    await providerPage.close();

    await page.goto('/main?wallet=deposit');
    await wallet.getByTestId('wallet-currency-button').click();
    await expect(wallet.getByTestId('wallet-currency-USDT')).toBeVisible();
    await expectNoSeriousViolations(page, 'wallet, currency list');
  });

  test('the quests modals, with a quest taken', async ({ page, request, baseURL, isMobile }) => {
    test.skip(isMobile, 'modals are swept on desktop');
    const player = await signInByApi(page, request, baseURL!, 'axe-quests');
    await fundPlayer(request, player.token, 'EUR', '20');
    const headers = { authorization: `Bearer ${player.token}` };
    type Quest = { id: string; tasks: { id: string; conditions: { games?: string[] } }[] };
    const offered = (
      (await (await request.get('/api/retention/quests', { headers })).json()) as { data: Quest[] }
    ).data;
    const tour = offered.find((quest) => quest.tasks.some((task) => task.conditions.games?.length));
    expect(tour, 'a quest on offer with a list of games').toBeDefined();
    const activated = await request.put(`/api/retention/quests/${tour!.id}/activate`, { headers });
    expect(activated.ok(), await activated.text()).toBe(true);
    const taken = ((await activated.json()) as { data: Quest }).data;
    const gamesTask = taken.tasks.find((task) => task.conditions.games?.length);
    for (const flags of [
      `quests-hub=true&quest-tasks=${taken.id}`,
      `quest-rewards=${taken.id}`,
      `quest-task-games=${gamesTask!.id}`,
    ])
      await scanModal(page, flags, 'player');
    // The question before a quest is given up.
    await page.goto('/main?quests-hub=true');
    await afterMount(page);
    await page.getByTestId('quest-cancel').click();
    await expect(page.getByTestId('quest-cancel-confirm')).toBeVisible();
    await expectNoSeriousViolationsIn(page, ['[data-testid="modal-quests-hub"]'], 'quests-hub, cancelling');
  });

  test('a tournament page, as a guest and as a player who may join', async ({
    page,
    request,
    baseURL,
    isMobile,
  }) => {
    test.skip(isMobile, 'pages are swept on desktop');
    type Listed = { identity: string; entryType: string };
    const running = (
      (await (await request.get('/api/retention/tournaments?state[]=3&perPage=50')).json()) as {
        data: Listed[];
      }
    ).data;
    const joinable = running.find((tournament) => tournament.entryType === 'join');
    expect(joinable, 'a running tournament to join').toBeDefined();
    await scanPage(page, `/tournaments/${joinable!.identity}`, 'guest');
    await signInByApi(page, request, baseURL!, 'axe-tournament');
    await page.goto(`/tournaments/${joinable!.identity}`);
    await afterMount(page);
    await expect(page.getByTestId('tournament-join')).toBeVisible();
    await expectNoSeriousViolations(page, `player /tournaments/${joinable!.identity}`);
  });

  test('the menus: drawer, user nav, currency nav', async ({ page, request, baseURL }, testInfo) => {
    await page.goto('/main');
    await afterMount(page);
    if (testInfo.project.name === 'phone') {
      await page.getByTestId('drawer-toggle').click();
      await expect(page.getByTestId('drawer')).toBeInViewport();
      await expectNoSeriousViolations(page, 'drawer open');
      await page.keyboard.press('Escape');
    }
    await page.goto('/main');
    await afterMount(page);
    await page.getByTestId('currency-nav-toggle').click();
    await expect(page.getByTestId('currency-nav')).toBeVisible();
    await expectNoSeriousViolations(page, 'currency nav open');

    await signInByApi(page, request, baseURL!, 'axe-menus');
    await page.goto('/main');
    await afterMount(page);
    await page.getByTestId('user-nav-toggle').click();
    await expect(page.getByTestId('user-nav')).toBeVisible();
    await expectNoSeriousViolations(page, 'user nav open');
  });

  test('game pages with the studio in their frame, a round, its fairness panel, recall and verifier', async ({
    page,
    request,
  }) => {
    for (const slug of STUDIO_GAMES) {
      await page.goto(`/games/${slug}?mode=demo`);
      await afterMount(page);
      await expect(gameFrame(page)).toHaveAttribute('src', /mode=demo/);
      await expect(studioFrame(page).getByRole('button').first()).toBeVisible();
      await expectNoSeriousViolations(page, `game page /games/${slug} (demo)`);
    }

    // A demo roll of the dice, with its outcome shown, then the provably fair panel over it.
    await page.goto('/games/dice?mode=demo');
    const frameUrl = new URL((await gameFrame(page).getAttribute('src')) ?? '', 'http://site');
    const studio = studioFrame(page);
    await studio.getByRole('button', { name: 'Roll', exact: true }).click();
    await expect(studio.getByRole('status')).toBeVisible();
    await expectNoSeriousViolations(page, 'studio dice after a roll');
    await studio.getByRole('button', { name: 'Fairness' }).click();
    await expect(studio.getByRole('dialog', { name: 'Provably fair' })).toBeVisible();
    await expectNoSeriousViolations(page, 'studio fairness panel');

    const [round] = await studioRounds(request, launchToken(frameUrl));
    await page.goto(`/studio/rounds/${round!.id}`);
    await expect(page.getByRole('heading', { name: 'Dice' })).toBeVisible();
    await expectNoSeriousViolations(page, 'studio round recall');
    await page.getByRole('link', { name: 'Verify this round' }).click();
    await expect(page).toHaveURL(/\/studio\/verify\?/);
    // The server seed stays hidden until the client seed changes: any seed shows a result.
    await page.getByLabel('Server seed', { exact: true }).fill('f'.repeat(64));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.locator('.verify-result')).toBeVisible();
    await expectNoSeriousViolations(page, 'studio verifier with a result');
  });
});
