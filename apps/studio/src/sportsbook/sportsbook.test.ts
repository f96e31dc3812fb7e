import { sportsbookFixturesResponseSchema, sportsbookMyBetsResponseSchema } from '@casino/contracts';
import { and, eq, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../../server/src/test/databases.ts';
import { startTestApp, type TestApp } from '../../../server/src/test/test-app.ts';
import { hashServerSeed } from '../rng/provably-fair.ts';
import {
  expectLedgerBalanced,
  fundedPlayer,
  openGame,
  platformCents,
  STUDIO_TEST_SECRET,
  studio,
} from '../server/test/studio-harness.ts';
import { settleFixture } from './fixtures.ts';
import { drawResult, winOf } from './model.ts';
import { studioSportsbookBets, studioSportsbookFixtures } from './tables.ts';

const SPORTSBOOK = 'betsy-sportsbook-betsy';

/** A kick-off every 3 s, so bets settle within the test. */
const SPORTSBOOK_ENV = {
  STUDIO_WALLET_SECRET: STUDIO_TEST_SECRET,
  STUDIO_CRASH_BETTING_MS: '60000',
  STUDIO_SPORTSBOOK_INTERVAL_MS: '3000',
};

async function until<T>(read: () => Promise<T | null | undefined | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== null && value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function board(t: TestApp) {
  const response = await studio(t, 'GET', '/sportsbook/fixtures');
  expect(response.statusCode, response.body).toBe(200);
  return sportsbookFixturesResponseSchema.parse(response.json()).data;
}

/** A fixture that kicks off at least `msLeft` from now. */
const openFixture = (t: TestApp, msLeft = 1_200) =>
  until(async () => (await board(t)).upcoming.find((f) => Date.parse(f.startsAt) - Date.now() > msLeft));

async function myBets(t: TestApp, token: string) {
  const response = await studio(t, 'GET', '/sportsbook/bets', token);
  expect(response.statusCode, response.body).toBe(200);
  return sportsbookMyBetsResponseSchema.parse(response.json()).data;
}

describe.each(testDrivers)('sportsbook on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver, SPORTSBOOK_ENV);
  });
  afterAll(() => t?.close());

  it('launches through play, takes a bet through the wallet and settles it exactly once', async () => {
    const player = await fundedPlayer(t, driver, '100');
    const { token, session } = await openGame(t, SPORTSBOOK, player);
    expect(session).toMatchObject({ mode: 'real', currency: 'EUR' });
    expect(Number(session.balance)).toBe(100);

    const fixture = await openFixture(t);
    const placed = await studio(t, 'POST', '/sportsbook/bets', token, {
      fixtureId: fixture.id,
      selection: 'draw',
      amount: '2.50',
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const { bet, balance } = placed.json().data;
    expect(Number(balance)).toBe(97.5);
    expect(bet).toMatchObject({ status: 'open', selection: 'draw', odds: fixture.odds.draw, amount: '2.5' });
    expect(await platformCents(t, player)).toBe(9_750n);
    expect((await myBets(t, token)).open.map((open) => open.id)).toEqual([bet.id]);

    const settled = await until(async () => (await myBets(t, token)).settled.find((s) => s.id === bet.id));
    const [row] = await t.database.db
      .select()
      .from(studioSportsbookFixtures)
      .where(eq(studioSportsbookFixtures.id, fixture.id));
    // The result is the one the committed seed decides.
    expect(hashServerSeed(row!.serverSeed)).toBe(fixture.serverSeedHash);
    const drawn = drawResult(row!.serverSeed, row!.clientSeed, row!.number, {
      home: row!.homeBp,
      draw: row!.drawBp,
      away: row!.awayBp,
    });
    expect(settled.result).toBe(drawn.outcome);
    expect(settled.score).toEqual(drawn.score);
    const win = drawn.outcome === 'draw' ? winOf(250n, row!.drawOddsHundredths) : 0n;
    expect(settled.status).toBe(win > 0n ? 'won' : 'lost');
    await until(async () => (await platformCents(t, player)) === 9_750n + win);
    const shown = (await board(t)).results.find((result) => result.id === fixture.id);
    expect(shown).toMatchObject({ status: 'settled', serverSeed: row!.serverSeed, result: drawn.outcome });

    // Settling the fixture again settles nothing; a bet marked unpaid (a process stopped after the
    // settlement, before its payment was recorded) is paid again, and the wallet moves no money twice.
    expect(await settleFixture(t.database.db, row!)).toEqual([]);
    const bets = studioSportsbookBets;
    await t.database.db
      .update(bets)
      .set({ paidAt: null, settledAt: new Date(Date.now() - 60_000) })
      .where(eq(bets.id, bet.id));
    await until(async () => {
      const [again] = await t.database.db.select().from(bets).where(eq(bets.id, bet.id));
      return again?.paidAt !== null;
    });
    expect(await platformCents(t, player)).toBe(9_750n + win);
    await expectLedgerBalanced(t);
  });

  it('refuses bets after kick-off, from another game, guests, bad stakes and stakes above the balance', async () => {
    const player = await fundedPlayer(t, driver, '3');
    const { token } = await openGame(t, SPORTSBOOK, player);
    const bet = (body: Record<string, unknown>, as = token) =>
      studio(t, 'POST', '/sportsbook/bets', as, body);
    const past = await until(async () => (await board(t)).results[0]);
    expect((await bet({ fixtureId: past.id, selection: 'home', amount: '1' })).statusCode).toBe(409);
    const fixture = await openFixture(t, 2_000);
    const unknown = await bet({ fixtureId: 'not-a-fixture', selection: 'home', amount: '1' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.fields).toHaveProperty('fixtureId');
    const tooSmall = await bet({ fixtureId: fixture.id, selection: 'home', amount: '0.01' });
    expect(tooSmall.statusCode).toBe(422);
    expect(tooSmall.json().error.fields).toHaveProperty('amount');
    expect((await bet({ fixtureId: fixture.id, selection: 'side', amount: '1' })).statusCode).toBe(422);
    const broke = await bet({ fixtureId: fixture.id, selection: 'home', amount: '5' });
    expect(broke.statusCode).toBe(402);
    expect((await studio(t, 'POST', '/sportsbook/bets', undefined, {})).statusCode).toBe(401);
    const { token: minesToken } = await openGame(t, 'mines', player);
    expect(
      (await bet({ fixtureId: fixture.id, selection: 'home', amount: '1' }, minesToken)).statusCode,
    ).toBe(403);

    // Nothing was taken and no bet was left behind.
    expect(await platformCents(t, player)).toBe(300n);
    const left = await t.database.db
      .select()
      .from(studioSportsbookBets)
      .where(
        and(
          eq(studioSportsbookBets.playerRef, (await myBetsPlayer(t, token)) ?? ''),
          lt(studioSportsbookBets.amountMinor, 1_000_000n),
        ),
      );
    expect(left).toEqual([]);
    await expectLedgerBalanced(t);
  });

  it('launches the sportsbook for real money only', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/game/games/${SPORTSBOOK}/play`,
      payload: { demoMode: true },
    });
    expect(response.statusCode).toBe(422);
    const listed = await t.app.inject({ method: 'GET', url: '/api/game/games?perPage=100' });
    const identities = (listed.json().data as { identity: string }[]).map((game) => game.identity);
    expect(identities).not.toContain(SPORTSBOOK);
    expect(identities).toContain('dice');
    const one = await t.app.inject({ method: 'GET', url: `/api/game/games/${SPORTSBOOK}` });
    expect(one.statusCode).toBe(200);
  });
});

/** The player reference of a session, as its bets carry it. */
async function myBetsPlayer(t: TestApp, token: string): Promise<string | null> {
  const { studioSessions } = await import('../storage/tables.ts');
  const { hashToken } = await import('../storage/token-hash.ts');
  const [row] = await t.database.db
    .select({ player: studioSessions.playerRef })
    .from(studioSessions)
    .where(eq(studioSessions.tokenHash, hashToken(token)));
  return row?.player ?? null;
}
