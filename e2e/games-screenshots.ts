import fs from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from './browser.ts';
import { registerScreenshotPlayer, SCREENSHOT_VIEWPORTS, type Scene, shootScenes } from './screenshot-kit.ts';
import { fundPlayer, studioFrame } from './tests/support/games.ts';

/**
 * Screenshots of the game pages and modals at desktop and phone width, against a running site:
 * `npx tsx games-screenshots.ts` (BASE_URL, OUT_DIR; default /tmp/games-shots). Guests see the lobby,
 * the catalogue, the demo launch and the game modals; a funded player sees favourites, recently
 * played, a real-money launch, the bet modals and the history's Games tab.
 */
const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000';
const outDir = process.env.OUT_DIR ?? '/tmp/games-shots';
const stamp = Date.now().toString(36);

const tilesShown = async (page: Page) => void (await page.getByTestId('game-grid').waitFor());
const modalShown = (name: string) => async (page: Page) =>
  void (await page.getByTestId(`modal-${name}`).waitFor());
/** The studio's game drawn inside the game page's real iframe (its balance shows once the session opened). */
const studioShown = async (page: Page) => void (await studioFrame(page).getByTestId('balance').waitFor());
/** One round with the game's main button, shot once it has landed. */
const playedOnce = (button: string) => async (page: Page) => {
  await studioShown(page);
  await studioFrame(page).getByRole('button', { name: button, exact: true }).click();
  await studioFrame(page).getByRole('status').waitFor();
};

const guestScenes: Scene[] = [
  { name: 'home', path: '/' },
  { name: 'lobby', path: '/main' },
  { name: 'category', path: '/categories/slots', act: tilesShown },
  {
    name: 'category-search',
    path: '/categories/popular',
    act: async (page) => {
      await page.getByTestId('game-search').fill('cr');
      await page.waitForURL(/search=cr/);
      await tilesShown(page);
    },
  },
  {
    name: 'category-no-match',
    path: '/categories/slots?search=nothing-like-this',
    act: async (page) => void (await page.getByTestId('game-grid-empty').waitFor()),
  },
  { name: 'category-unknown', path: '/categories/unknown-category' },
  { name: 'categories-modal', path: '/categories/slots?categories=', act: modalShown('categories') },
  { name: 'providers', path: '/providers' },
  { name: 'providers-games', path: '/providers?provider=studio', act: tilesShown },
  { name: 'providers-modal', path: '/providers?providers=', act: modalShown('providers') },
  { name: 'favorites-guest', path: '/favorites' },
  { name: 'game-guest', path: '/games/slot-golden-idol', act: modalShown('demo-game') },
  { name: 'game-demo', path: '/games/dice?mode=demo', act: studioShown },
  { name: 'game-demo-rolled', path: '/games/dice?mode=demo', act: playedOnce('Roll') },
  {
    name: 'geo-restricted-modal',
    path: '/games/crash?geo-restricted-game=crash',
    act: modalShown('geo-restricted-game'),
  },
  { name: 'mobile-game-modal', path: '/games/mines?mobile-game=mines', act: modalShown('mobile-game') },
];

const playerScenes: Scene[] = [
  { name: 'player-lobby', path: '/main' },
  {
    name: 'player-favorites',
    path: '/favorites',
    act: async (page) => void (await page.getByTestId('favorites-grid').waitFor()),
  },
  {
    name: 'player-played',
    path: '/recently-played',
    act: async (page) => void (await page.getByTestId('played-grid').waitFor()),
  },
  {
    name: 'player-game',
    path: '/games/slot-wild-twenty',
    act: async (page) => {
      const frame = page.getByTestId('game-frame');
      const modal = page.getByTestId('modal-mobile-game');
      await frame.or(modal).first().waitFor();
    },
  },
  { name: 'player-slot-real', path: '/games/slot-golden-idol?mode=real', act: studioShown },
  { name: 'player-slot-spun', path: '/games/slot-golden-idol?mode=real', act: playedOnce('Spin') },
  { name: 'player-roulette-real', path: '/games/roulette?mode=real', act: studioShown },
  {
    name: 'max-bets',
    path: '/games/slot-wild-twenty?mode=demo&max-bets=slot-wild-twenty|5.00|EUR',
    act: modalShown('max-bets'),
  },
  {
    name: 'restricted-bets',
    path: '/categories/slots?restricted-bets=dice',
    act: modalShown('restricted-bets'),
  },
  {
    name: 'history-games',
    path: '/profile/history?tab=games',
    act: async (page) => void (await page.getByTestId('game-history').waitFor()),
  },
];

const browser = await chromium.launch(chromiumLaunchOptions);
fs.mkdirSync(outDir, { recursive: true });
for (const viewport of SCREENSHOT_VIEWPORTS) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, baseURL: baseUrl });
  await context.addCookies([{ name: 'cookie-consent', value: '1', url: baseUrl }]);
  const accessToken = await registerScreenshotPlayer(
    context,
    `games-${viewport.name}-${stamp}@example.com`,
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140 Safari/537.36',
  );
  await fundPlayer(context.request, accessToken, 'EUR', '150');
  const headers = { authorization: `Bearer ${accessToken}` };
  for (const game of ['dice', 'slot-golden-idol', 'crash']) {
    await context.request.post(`/api/game/games/${game}/favorite`, { headers });
    await context.request.post(`/api/game/games/${game}/play`, { headers, data: { demoMode: true } });
  }
  const options = { outDir, viewport: viewport.name, baseUrl, accessToken, settleMs: 500 };
  await shootScenes(context, guestScenes, { ...options, signedInByDefault: false });
  await shootScenes(context, playerScenes, { ...options, signedInByDefault: true });
  await context.close();
}
await browser.close();
