import type { StudioPlayResult, StudioSession } from '@casino/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import { call, registerByEmail } from '../../../../server/src/domains/identity/test-helpers.ts';
import { checkLedger } from '../../../../server/src/domains/wallet/ledger.ts';
import { creditDeposit } from '../../../../server/src/domains/wallet/postings.ts';
import type { TestDriver } from '../../../../server/src/test/databases.ts';
import { startTestApp, type TestApp } from '../../../../server/src/test/test-app.ts';

/**
 * Test support for the studio on the real platform app: funded players, launches through the
 * platform's catalogue, and calls to the studio's API with the launch token.
 */

export const STUDIO_TEST_SECRET = 'studio-integration-test-secret-32-chars-long';

/** A slow crash loop, so it stays out of the way of the tests of other games. */
export const STUDIO_TEST_ENV = {
  STUDIO_WALLET_SECRET: STUDIO_TEST_SECRET,
  STUDIO_CRASH_BETTING_MS: '60000',
};

/**
 * The platform app with the studio for the enclosing describe block (on the studio clock `clock` when
 * given: a fake one a test moves): started before its tests, closed after them. The object is filled in when the app has started, so it is only for use inside tests.
 */
export function studioTestApp(driver: TestDriver, options: { clock?: () => Date } = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(
      t,
      await startTestApp(driver, STUDIO_TEST_ENV, undefined, undefined, { studioClock: options.clock }),
    );
  });
  afterAll(() => t.close());
  return t;
}

export type Player = { id: string; accessToken: string; accountId: string; email: string };

let players = 0;

/** A registered player with `euros` in cash on a EUR account. */
export async function fundedPlayer(t: TestApp, driver: TestDriver, euros: string): Promise<Player> {
  const email = `studio-${driver}-${process.pid}-${++players}@example.com`;
  const { accessToken, profile } = await registerByEmail(t, email, { currency: 'EUR' });
  const accounts = (await call(t, { method: 'GET', url: '/api/wallet/accounts', token: accessToken })).json()
    .data as { id: string; currency: string }[];
  const accountId = accounts.find((account) => account.currency === 'EUR')!.id;
  const [whole = '0', cents = ''] = euros.split('.');
  const minor = BigInt(whole) * 100n + BigInt(cents.padEnd(2, '0') || '0');
  if (minor > 0n)
    await creditDeposit(t.database.db, {
      walletAccountId: accountId,
      currency: 'EUR',
      amount: minor,
      idempotencyKey: `studio-fund-${driver}-${process.pid}-${players}`,
    });
  return { id: profile.id as string, accessToken, accountId, email };
}

/** The player's EUR balance on the platform, in cents. */
export async function platformCents(t: TestApp, player: Player): Promise<bigint> {
  const accounts = (
    await call(t, { method: 'GET', url: '/api/wallet/accounts', token: player.accessToken })
  ).json().data as { currency: string; balance: number }[];
  return BigInt(Math.round(accounts.find((account) => account.currency === 'EUR')!.balance * 100));
}

/** A launch through the platform: POST /api/game/games/{slug}/play, then the token of the game URL. */
export async function launch(t: TestApp, slug: string, player: Player | null, demo = false) {
  const response = await call(t, {
    method: 'POST',
    url: `/api/game/games/${slug}/play`,
    token: player?.accessToken,
    // As the client launches (client contract section 7): the account, the platform, demoMode.
    payload: {
      accountId: player?.accountId,
      lobbyUrl: 'http://site.test/',
      locale: 'en',
      countryCode: 'DE',
      platform: 2,
      demoMode: demo,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  const launched = response.json().data as { gameUrl: string; token: string };
  const url = new URL(launched.gameUrl, 'http://site.test');
  expect(url.pathname).toBe(`/studio/${slug}`);
  const token = url.searchParams.get(demo ? 'token' : 'session')!;
  expect(launched.token).toBe(token);
  return {
    token,
    mode: demo ? ('demo' as const) : ('real' as const),
    currency: url.searchParams.get('currency'),
  };
}

/** A call to the studio's API, with the launch token as Bearer when given. */
export function studio(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token?: string,
  payload?: unknown,
) {
  return call(t, { method, url: `/studio/api${url}`, token, payload });
}

/** Launches and opens the studio's session: the token and what the game page gets. */
export async function openGame(t: TestApp, slug: string, player: Player | null, demo = false) {
  const launched = await launch(t, slug, player, demo);
  const response = await studio(t, 'POST', '/session', undefined, {
    game: slug,
    mode: launched.mode,
    token: launched.token,
    ...(launched.currency ? { currency: launched.currency } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return { token: launched.token, session: response.json().data as StudioSession };
}

/** Plays one round and expects it to succeed. */
export async function play(
  t: TestApp,
  token: string,
  bet: Record<string, unknown>,
): Promise<StudioPlayResult> {
  const response = await studio(t, 'POST', '/rounds', token, bet);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as StudioPlayResult;
}

/** Decimal text ("1.5") in cents. */
export const cents = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2) || '0');
};

/** The books balance: every check of the ledger comes back empty. */
export async function expectLedgerBalanced(t: TestApp) {
  const check = await checkLedger(t.database.db);
  expect(check.ok, JSON.stringify(check)).toBe(true);
}

/** A clock a test moves by hand: starts at the real now, goes only where `advance` takes it. */
export function manualClock() {
  let now = Date.now();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}
