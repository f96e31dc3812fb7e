import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { registerByApi } from './identity.ts';
import { settleSandboxDeposit } from './operator.ts';

type Account = { id: string; currency: string; balance: number; isActive: boolean };

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The player's account in `currency`, opened when missing. */
async function accountIn(request: APIRequestContext, token: string, currency: string): Promise<Account> {
  const list = await request.get('/api/wallet/accounts', { headers: bearer(token) });
  const accounts = ((await list.json()) as { data: Account[] }).data;
  const found = accounts.find((account) => account.currency === currency);
  if (found) return found;
  const created = await request.post('/api/wallet/accounts', { headers: bearer(token), data: { currency } });
  expect(created.status(), await created.text()).toBe(201);
  // It answers the full account list (client contract section 4).
  const opened = ((await created.json()) as { data: Account[] }).data.find(
    (account) => account.currency === currency,
  );
  expect(opened).toBeDefined();
  return opened!;
}

/**
 * Puts money on a player's account the way a real deposit does: a sandbox card deposit the provider
 * (here the operator) approves. The account becomes the active one; its id is returned.
 */
export async function fundPlayer(
  request: APIRequestContext,
  token: string,
  currency = 'EUR',
  amount = '100',
) {
  const account = await accountIn(request, token, currency);
  const deposit = await request.post('/api/payment/invoices/deposit', {
    headers: bearer(token),
    data: { method: 'sandbox_card', currency, amount, accountId: account.id, fields: {} },
  });
  expect(deposit.ok(), await deposit.text()).toBe(true);
  const { invoiceId } = ((await deposit.json()) as { data: { invoiceId: string } }).data;
  await settleSandboxDeposit(request, invoiceId);
  await request.put(`/api/wallet/accounts/${account.id}/switch`, { headers: bearer(token) });
  await expect
    .poll(async () => (await accountIn(request, token, currency)).balance, { message: 'the deposit settles' })
    .toBeGreaterThan(0);
  return account.id;
}

/**
 * A player signed in on this page's browser context without the form: registered and signed in through
 * the API, the token in the cookie (server rendering) and local storage (the browser's session).
 */
export async function signInByApi(page: Page, request: APIRequestContext, baseURL: string, tag: string) {
  const player = await registerByApi(request, tag);
  const signIn = await request.post('/api/player/sessions', {
    data: { login: player.email, password: player.password },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const { accessToken } = ((await signIn.json()) as { data: { accessToken: string } }).data;
  await page
    .context()
    .addCookies([
      { name: 'session-token', value: accessToken, url: baseURL, httpOnly: true, sameSite: 'Lax' },
    ]);
  await page.addInitScript((token) => window.localStorage.setItem('session-token', token), accessToken);
  return { ...player, token: accessToken };
}

/** The game page's frame once a launch has put a studio URL in it. */
export const gameFrame = (page: Page) => page.getByTestId('game-frame');

/**
 * Opens a game for real money as a player: at once on a desktop; through the mobile-game modal on a
 * phone (375 px, touch). Leaves the page with the frame loaded; returns its URL.
 */
export async function launchForReal(page: Page, slug: string): Promise<URL> {
  await page.goto(`/games/${slug}`);
  return playForReal(page);
}

/** On a game page just opened: real money, choosing it in the mobile-game modal when a phone asks. */
export async function playForReal(page: Page): Promise<URL> {
  const mobileGame = page.getByTestId('modal-mobile-game');
  await expect(gameFrame(page).or(mobileGame)).toBeVisible();
  if (await mobileGame.isVisible()) await mobileGame.getByTestId('choose-real').click();
  await expect(gameFrame(page)).toHaveAttribute('src', /session=/);
  return new URL((await gameFrame(page).getAttribute('src')) ?? '', 'http://site');
}

/** The studio's page inside the game page's frame. */
export const studioFrame = (page: Page) => page.frameLocator('[data-testid="game-frame"]');

/** The launch token the site gave the studio: the frame URL's `session` (real) or `token` (demo). */
export const launchToken = (frameUrl: URL) =>
  frameUrl.searchParams.get('session') ?? frameUrl.searchParams.get('token') ?? '';

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

/** Picks a category: the pills on a desktop, the categories modal on a phone. */
export async function pickCategory(page: Page, slug: string) {
  if (isPhone(page)) {
    await page.getByTestId('open-categories').click();
    await page.getByTestId('modal-categories').getByTestId(`categories-item-${slug}`).click();
    await expect(page.getByTestId('modal-categories')).toHaveCount(0);
  } else {
    await page.getByTestId(`collection-pill-${slug}`).click();
  }
  await expect(page).toHaveURL(new RegExp(`/categories/${slug}$`));
}

/**
 * An amount as a page shows it ("€1,234.50", "99.20 EUR", "1,000.00 FUN") or the API sends it ("1.5"),
 * in hundredths of the unit: exact integers to compare balances with.
 */
export function hundredths(text: string): number {
  const match = /(-?)(\d[\d,]*)(?:\.(\d+))?/.exec(text);
  if (!match) throw new Error(`No amount in "${text}"`);
  const [, sign, whole = '', fraction = ''] = match;
  if (fraction.length > 2) throw new Error(`"${text}" has more than two decimals`);
  const value = Number(whole.replaceAll(',', '')) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -value : value;
}

/** A studio round as GET /studio/api/rounds answers it (the fields the journeys read). */
export type StudioRound = {
  id: string;
  game: string;
  mode: 'real' | 'demo';
  status: 'open' | 'settled' | 'rolledBack';
  currency: string;
  bet: string;
  win: string;
  multiplier: number;
  outcome: Record<string, unknown>;
  serverSeedHash: string;
  serverSeed: string | null;
  clientSeed: string;
  nonce: number;
};

/** The launch's player's rounds in the studio, newest first. */
export async function studioRounds(request: APIRequestContext, token: string): Promise<StudioRound[]> {
  const response = await request.get('/studio/api/rounds?page=1&perPage=10', { headers: bearer(token) });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: StudioRound[] }).data;
}
