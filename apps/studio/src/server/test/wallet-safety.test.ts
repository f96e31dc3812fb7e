import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDrivers } from '../../../../server/src/test/databases.ts';
import { findStudioGame } from '../../catalogue/games.ts';
import { validateBet } from '../../rounds/bet-validation.ts';
import { createPurseFor, type PurseFor, purseBetOf } from '../../rounds/purse.ts';
import { recoverLeftRounds } from '../../rounds/recovery.ts';
import { markBetTaken, recordNewRound } from '../../rounds/round-store.ts';
import { studioRounds, studioSessions } from '../../storage/tables.ts';
import { hashToken } from '../../storage/token-hash.ts';
import { tokenSeal } from '../../storage/token-seal.ts';
import { httpTransport, injectTransport, type WalletTransport } from '../../wallet-client/transport.ts';
import { WalletClient } from '../../wallet-client/wallet-client.ts';
import { StudioError } from '../errors.ts';
import { type PlayerSession, playerSessions } from '../player-session.ts';
import {
  expectLedgerBalanced,
  fundedPlayer,
  openGame,
  platformCents,
  play,
  STUDIO_TEST_SECRET,
  studio,
  studioTestApp,
} from './studio-harness.ts';

const silent = { warn: () => {} } as unknown as Parameters<typeof recoverLeftRounds>[1];

describe.each(testDrivers)('studio: money safety when calls fail or the process stops on %s', (driver) => {
  const t = studioTestApp(driver);

  const sessions = () => playerSessions(t.database.db, tokenSeal(STUDIO_TEST_SECRET));
  const pursesOver = (transport: WalletTransport): PurseFor =>
    createPurseFor({
      db: t.database.db,
      wallet: new WalletClient({ transport, secret: STUDIO_TEST_SECRET }),
    });

  /** A funded player's dice session as the studio stores it, its wallet token opened from the seal. */
  async function diceSession(euros: string) {
    const player = await fundedPlayer(t, driver, euros);
    const { token } = await openGame(t, 'dice', player);
    const [row] = await t.database.db
      .select({ id: studioSessions.id })
      .from(studioSessions)
      .where(eq(studioSessions.tokenHash, hashToken(token)));
    const session = (await sessions().byId(row!.id)) as PlayerSession;
    expect(session.walletToken, 'the sealed token opens again').toBe(token);
    return { player, session };
  }

  it.each([
    ['the answer is lost', 'lost'],
    ['the platform answers 500', '500'],
  ])('rolls a bet back when %s', async (_label, failure) => {
    const { player, session } = await diceSession('10');
    const inject = injectTransport(t.app);
    const flaky: WalletTransport = async (path, body, headers) => {
      const response = await inject(path, body, headers);
      if (!path.endsWith('/bet')) return response;
      if (failure === 'lost') throw new Error('socket hang up');
      return { status: 500, body: null };
    };
    const failed = await pursesOver(flaky)(session)
      .bet(randomUUID(), 300n)
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(StudioError);
    expect((failed as StudioError).status).toBe(503);
    expect(await platformCents(t, player), 'taken, then given back').toBe(1000n);
    await expectLedgerBalanced(t);
  });

  it('reaches the platform over HTTP as well (STUDIO_PLATFORM_URL), signed the same way', async () => {
    const { session } = await diceSession('12.34');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const purse = pursesOver(httpTransport(`http://127.0.0.1:${port}/`))(session);
    expect(await purse.balance()).toBe(1234n);
    const wrongSecret = new WalletClient({
      transport: httpTransport(`http://127.0.0.1:${port}`),
      secret: 'x'.repeat(32),
    });
    const refused = await wrongSecret.balance(session.walletToken!, 'EUR').catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 401, outcomeUnknown: false });
  });

  it('settles what a stopped process left: pays a taken bet, rolls back an unconfirmed one', async () => {
    const { player, session } = await diceSession('10');
    const purseFor = pursesOver(injectTransport(t.app));
    const deps = { db: t.database.db, purseFor, sessions: sessions() };
    const game = findStudioGame('dice')!;
    const purse = purseFor(session);
    const record = () =>
      recordNewRound(t.database.db, {
        session,
        game,
        bet: validateBet(
          { kind: 'dice', amount: '1', direction: 'over', targetHundredths: 5000 },
          game,
          purse.currency,
        ),
        currency: purse.currency,
      });
    const taken = await record();
    await purse.bet(taken.round.id, 100n);
    await markBetTaken(t.database.db, taken.round.id, purseBetOf(taken.round.id, 100n).transactionId);
    const unmarked = await record();
    await purse.bet(unmarked.round.id, 100n);
    const neverSent = await record();
    expect(await platformCents(t, player)).toBe(800n);

    await recoverLeftRounds(deps, silent, Date.now() - 1_000);
    expect((await statusOf(taken.round.id)).status, 'too recent to be left').toBe('open');
    await recoverLeftRounds(deps, silent, Date.now() + 120_000);
    const win = taken.round.winMinor;
    expect(await statusOf(taken.round.id)).toEqual({ status: 'settled', winMinor: win });
    expect((await statusOf(unmarked.round.id)).status).toBe('rolledBack');
    expect((await statusOf(neverSent.round.id)).status).toBe('rolledBack');
    expect(await platformCents(t, player)).toBe(900n + win);
    const late = await purse.bet(neverSent.round.id, 100n).catch((error: unknown) => error);
    expect((late as StudioError).code, 'a bet rolled back before it arrived stays refused').toBe(
      ErrorCode.gameTransactionRolledBack,
    );
    await expectLedgerBalanced(t);
  });

  it('finishes mines rounds abandoned for a day: cashed out with safe tiles open, refunded without', async () => {
    const purseFor = pursesOver(injectTransport(t.app));
    const deps = { db: t.database.db, purseFor, sessions: sessions() };
    const openMines = async () => {
      const player = await fundedPlayer(t, driver, '10');
      const { token } = await openGame(t, 'mines', player);
      const opened = await play(t, token, { kind: 'mines', amount: '2', mineCount: 3 });
      return { player, token, roundId: opened.round.id };
    };
    const withTile = await openMines();
    const [row] = await t.database.db
      .select()
      .from(studioRounds)
      .where(eq(studioRounds.id, withTile.roundId));
    const safe = [...Array(25).keys()].find((tile) => !(row!.outcome.mineTiles as number[]).includes(tile));
    const revealed = await studio(t, 'POST', `/rounds/${withTile.roundId}/reveal`, withTile.token, {
      tile: safe,
    });
    expect(revealed.statusCode, revealed.body).toBe(200);
    const untouched = await openMines();

    await recoverLeftRounds(deps, silent, Date.now() + 120_000);
    expect((await statusOf(withTile.roundId)).status, 'a player may still come back').toBe('open');
    await recoverLeftRounds(deps, silent, Date.now() + 25 * 60 * 60 * 1000);
    // One safe tile of 22 among 25: 0.99 · 25/22 = 1.125, so 2.00 pays 2.25.
    expect(await statusOf(withTile.roundId)).toEqual({ status: 'settled', winMinor: 225n });
    expect(await platformCents(t, withTile.player)).toBe(1025n);
    expect((await statusOf(untouched.roundId)).status).toBe('rolledBack');
    expect(await platformCents(t, untouched.player)).toBe(1000n);
    await expectLedgerBalanced(t);
  });

  const statusOf = async (roundId: string) => {
    const [row] = await t.database.db
      .select({ status: studioRounds.status, winMinor: studioRounds.winMinor })
      .from(studioRounds)
      .where(eq(studioRounds.id, roundId));
    return row!;
  };
});
