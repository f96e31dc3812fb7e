import { ErrorCode } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { gameRealityChecks } from '../../../../server/src/domains/game-wallet/tables.ts';
import { call } from '../../../../server/src/domains/identity/test-helpers.ts';
import { testDrivers } from '../../../../server/src/test/databases.ts';
import {
  keepRealityCheckReport,
  resendRealityCheckReports,
  tellPlatform,
  UNANSWERED_REPORT_AGE_MS,
} from '../../rounds/reality-check-reports.ts';
import { studioRealityCheckReports, studioSessions } from '../../storage/tables.ts';
import { hashToken } from '../../storage/token-hash.ts';
import { tokenSeal } from '../../storage/token-seal.ts';
import { injectTransport } from '../../wallet-client/transport.ts';
import { WalletClient } from '../../wallet-client/wallet-client.ts';
import { playerSessions } from '../player-session.ts';
import {
  cents,
  expectLedgerBalanced,
  fundedPlayer,
  manualClock,
  openGame,
  type Player,
  platformCents,
  play,
  STUDIO_TEST_SECRET,
  studio,
  studioTestApp,
} from './studio-harness.ts';

const MINUTE = 60_000;
const silentLog = { warn: () => {} } as unknown as FastifyBaseLogger;
const DICE = { kind: 'dice', amount: '1', direction: 'over', targetHundredths: 4999 };

describe.each(testDrivers)('studio: the reality check (RTS 13) on %s', (driver) => {
  const clock = manualClock();
  const t = studioTestApp(driver, { clock: clock.now });

  const choose = async (player: Player, intervalSeconds: number | null) => {
    const response = await call(t, {
      method: 'PUT',
      url: '/api/player/reality-check',
      token: player.accessToken,
      payload: { intervalSeconds },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const figures = async (token: string) => {
    const response = await studio(t, 'GET', '/session/figures', token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const acknowledge = async (token: string) => {
    const response = await studio(t, 'POST', '/session/reality-check', token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const refusedForRealityCheck = async (token: string, bet: Record<string, unknown> = DICE) => {
    const response = await studio(t, 'POST', '/rounds', token, bet);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().error.code).toBe(ErrorCode.realityCheckDue);
  };

  it('blocks the next bet once the interval has passed, until the player acknowledges; figures from the real bets', async () => {
    const player = await fundedPlayer(t, driver, '50');
    await choose(player, 900);
    const { token } = await openGame(t, 'dice', player);
    expect((await figures(token)).realityCheck).toEqual({
      intervalSeconds: 900,
      due: false,
      dueInSeconds: 900,
    });

    let bets = 0n;
    let wins = 0n;
    for (let round = 0; round < 5; round += 1) {
      const result = await play(t, token, DICE);
      bets += 100n;
      wins += cents(result.round.win);
      clock.advance(2 * MINUTE);
    }
    expect((await figures(token)).realityCheck).toMatchObject({ due: false, dueInSeconds: 300 });
    clock.advance(5 * MINUTE - 1000);
    await play(t, token, DICE);
    bets += 100n;
    wins += cents((await studio(t, 'GET', '/rounds?page=1&perPage=1', token)).json().data[0].win);
    clock.advance(1000);

    // 15 minutes of play: the next bet is refused and takes nothing.
    const before = await platformCents(t, player);
    await refusedForRealityCheck(token);
    await refusedForRealityCheck(token);
    expect(await platformCents(t, player), 'the refused bets took nothing').toBe(before);
    const due = await figures(token);
    expect(due).toMatchObject({
      elapsedSeconds: 15 * 60,
      rounds: 6,
      bets: String(Number(bets) / 100),
      wins: String(Number(wins) / 100),
      net: String(Number(wins - bets) / 100),
      realityCheck: { intervalSeconds: 900, due: true, dueInSeconds: 0 },
    });

    // Still refused a while later, as long as nobody acknowledged.
    clock.advance(3 * MINUTE);
    await refusedForRealityCheck(token);

    // Acknowledged: play goes on, and the next interval starts from the acknowledgement.
    const acknowledged = await acknowledge(token);
    expect(acknowledged.realityCheck).toEqual({ intervalSeconds: 900, due: false, dueInSeconds: 900 });
    expect(acknowledged.elapsedSeconds).toBe(18 * 60);
    await play(t, token, DICE);
    clock.advance(15 * MINUTE - 1000);
    await play(t, token, DICE);
    clock.advance(1000);
    await refusedForRealityCheck(token);
    await acknowledge(token);
    await play(t, token, DICE);
    await expectLedgerBalanced(t);
  });

  it('tells the platform of each acknowledgement once, with the figures the panel showed', async () => {
    const player = await fundedPlayer(t, driver, '20');
    await choose(player, 900);
    const { token } = await openGame(t, 'dice', player);
    await play(t, token, DICE);
    clock.advance(15 * MINUTE);
    const shown = await figures(token);
    await acknowledge(token);
    // Again at once: not due any more, so nothing new for the platform.
    await acknowledge(token);
    const rows = async () =>
      t.database.db.select().from(gameRealityChecks).where(eq(gameRealityChecks.playerId, player.id));
    expect(await rows()).toMatchObject([
      {
        gameId: 'dice',
        currency: 'EUR',
        intervalSeconds: 900,
        elapsedSeconds: 15 * 60,
        rounds: 1,
        netMinor: BigInt(Math.round(Number(shown.net) * 100)),
      },
    ]);
    clock.advance(15 * MINUTE);
    await acknowledge(token);
    expect(await rows(), 'the next interval is a check of its own').toHaveLength(2);
  });

  it('tells the platform again of an acknowledgement it missed, once it is back, and records it once', async () => {
    const player = await fundedPlayer(t, driver, '20');
    await choose(player, 900);
    const { token } = await openGame(t, 'dice', player);
    await play(t, token, DICE);
    clock.advance(15 * MINUTE);
    const shown = await figures(token);
    const [session] = await t.database.db
      .select()
      .from(studioSessions)
      .where(eq(studioSessions.tokenHash, hashToken(token)));
    const sessions = playerSessions(t.database.db, tokenSeal(STUDIO_TEST_SECRET));
    const live = (await sessions.byId(session!.id))!;
    const report = (await keepRealityCheckReport(t.database.db, live, shown))!;
    const away = new WalletClient({
      transport: async () => {
        throw new Error('connect ECONNREFUSED');
      },
      secret: STUDIO_TEST_SECRET,
    });
    await expect(tellPlatform({ db: t.database.db, wallet: away, sessions }, report, live)).rejects.toThrow();
    const recorded = () =>
      t.database.db.select().from(gameRealityChecks).where(eq(gameRealityChecks.playerId, player.id));
    expect(await recorded()).toHaveLength(0);

    const back = new WalletClient({ transport: injectTransport(t.app), secret: STUDIO_TEST_SECRET });
    const sweep = (now: number) =>
      resendRealityCheckReports({ db: t.database.db, wallet: back, sessions }, silentLog, now);
    await sweep(Date.now());
    expect(await recorded(), 'a report still in flight is left alone').toHaveLength(0);
    await sweep(Date.now() + UNANSWERED_REPORT_AGE_MS + 1_000);
    await sweep(Date.now() + UNANSWERED_REPORT_AGE_MS + 2_000);
    expect(await recorded()).toMatchObject([{ intervalSeconds: 900, rounds: 1 }]);
    const [kept] = await t.database.db
      .select()
      .from(studioRealityCheckReports)
      .where(eq(studioRealityCheckReports.checkId, report.checkId));
    expect(kept?.answeredAt).not.toBeNull();
  });

  it('cannot be put off by acknowledging before it is due', async () => {
    const player = await fundedPlayer(t, driver, '20');
    await choose(player, 1800);
    const { token } = await openGame(t, 'dice', player);
    clock.advance(20 * MINUTE);
    const early = await acknowledge(token);
    expect(early.realityCheck).toEqual({ intervalSeconds: 1800, due: false, dueInSeconds: 600 });
    clock.advance(10 * MINUTE);
    await refusedForRealityCheck(token);
  });

  it('never blocks when the interval is off, however long the session', async () => {
    const player = await fundedPlayer(t, driver, '20');
    await choose(player, 900);
    await choose(player, null);
    const { token } = await openGame(t, 'dice', player);
    expect((await figures(token)).realityCheck).toBeNull();
    for (let hour = 0; hour < 4; hour += 1) {
      clock.advance(60 * MINUTE);
      await play(t, token, DICE);
    }
    expect((await figures(token)).elapsedSeconds).toBe(4 * 3600);
    // Acknowledging a check that does not exist changes nothing.
    expect((await acknowledge(token)).realityCheck).toBeNull();
  });

  it('follows a changed interval when the game reopens its session, which keeps its figures', async () => {
    const player = await fundedPlayer(t, driver, '20');
    const { token } = await openGame(t, 'dice', player);
    await play(t, token, DICE);
    clock.advance(20 * MINUTE);
    await play(t, token, DICE);
    await choose(player, 900);
    // Not until the page reopens the session (a reload; the site reloads the frame after a change).
    await play(t, token, DICE);
    const reopened = await studio(t, 'POST', '/session', undefined, {
      game: 'dice',
      mode: 'real',
      token,
      currency: 'EUR',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    // 20 minutes into the session, past a 15-minute interval: due at once.
    const now = await figures(token);
    expect(now).toMatchObject({ rounds: 3, elapsedSeconds: 20 * 60 });
    expect(now.realityCheck).toEqual({ intervalSeconds: 900, due: true, dueInSeconds: 0 });
    await refusedForRealityCheck(token);
  });

  it('blocks every game of the session, slots and crash bets included, and leaves demo play alone', async () => {
    const player = await fundedPlayer(t, driver, '20');
    await choose(player, 900);
    const slot = await openGame(t, 'slot-classic-sevens', player);
    const crash = await openGame(t, 'crash', player);
    const demo = await openGame(t, 'slot-classic-sevens', null, true);
    expect((await figures(demo.token)).realityCheck).toBeNull();
    await play(t, slot.token, { kind: 'slot', amount: '0.5' });
    clock.advance(15 * MINUTE);
    await refusedForRealityCheck(slot.token, { kind: 'slot', amount: '0.5' });
    const crashBet = await studio(t, 'POST', '/crash/bets', crash.token, { amount: '1' });
    expect(crashBet.statusCode, crashBet.body).toBe(409);
    expect(crashBet.json().error.code).toBe(ErrorCode.realityCheckDue);
    await play(t, demo.token, { kind: 'slot', amount: '1' });
    expect((await studio(t, 'POST', '/session/reality-check')).statusCode).toBe(401);
  });
});
