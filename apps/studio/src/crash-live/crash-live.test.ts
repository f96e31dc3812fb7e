import {
  type CrashLiveMessage,
  type CrashState,
  crashLiveMessageSchema,
  crashStateResponseSchema,
} from '@casino/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/src/app.ts';
import { loadEnv } from '../../../server/src/plugins/env.ts';
import { testDrivers } from '../../../server/src/test/databases.ts';
import { startTestApp, type TestApp } from '../../../server/src/test/test-app.ts';
import { minorToDecimal } from '../catalogue/money.ts';
import { playCrash } from '../games/crash/crash.ts';
import { createRandomStream, hashServerSeed } from '../rng/provably-fair.ts';
import {
  cents,
  expectLedgerBalanced,
  fundedPlayer,
  openGame,
  platformCents,
  STUDIO_TEST_SECRET,
  studio,
} from '../server/test/studio-harness.ts';
import { CrashLeadership } from './leader.ts';
import { CRASH_CLIENT_SEED } from './seeds.ts';
import {
  type CrashBetRow,
  type CrashRoundRow,
  studioCrashBets,
  studioCrashLeader,
  studioCrashRounds,
} from './tables.ts';

/** Short betting, a climb slow enough for a hand cash-out to land before 1.6×, a pause long enough to see each crash. */
const CRASH_ENV = {
  STUDIO_WALLET_SECRET: STUDIO_TEST_SECRET,
  STUDIO_CRASH_BETTING_MS: '2500',
  STUDIO_CRASH_PAUSE_MS: '1000',
  STUDIO_CRASH_GROWTH_PER_MS: '0.0005',
};

/** Polls until `read` answers something (not null, undefined or false). */
async function until<T>(read: () => Promise<T | null | undefined | false>, timeoutMs = 40_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== null && value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function crashState(t: TestApp, token?: string): Promise<CrashState> {
  const response = await studio(t, 'GET', '/crash/state', token);
  expect(response.statusCode, response.body).toBe(200);
  return crashStateResponseSchema.parse(response.json()).data;
}

async function storedRound(t: TestApp, id: string): Promise<CrashRoundRow> {
  const [round] = await t.database.db.select().from(studioCrashRounds).where(eq(studioCrashRounds.id, id));
  return round!;
}

async function storedBets(t: TestApp, roundId: string): Promise<CrashBetRow[]> {
  return t.database.db.select().from(studioCrashBets).where(eq(studioCrashBets.roundId, roundId));
}

/**
 * A round taking bets for at least `msLeft` more, whose (still secret) crash point is at least `minCrash`.
 * Rounds crash at 4× or more only about one time in four, so finding one can take many rounds.
 */
async function bettingRound(t: TestApp, minCrash: number, msLeft = 1_500): Promise<CrashState> {
  return until(async () => {
    const state = await crashState(t);
    if (state.phase !== 'betting' || Date.parse(state.bettingEndsAt) - Date.now() < msLeft) return null;
    return (await storedRound(t, state.roundId)).crashHundredths >= minCrash * 100 && state;
  }, 150_000);
}

const PHASE_ORDER: readonly CrashState['phase'][] = ['betting', 'running', 'crashed'];

/**
 * Waits until the round (the current one when called) has reached `phase` or a later one: a round
 * crashing at 1.00× barely runs. Its crash must be seen, which the pause after it leaves time for.
 */
async function phaseOf(t: TestApp, roundId: string, phase: CrashState['phase']): Promise<CrashState> {
  return until(async () => {
    const state = await crashState(t);
    const movedOn = state.roundId !== roundId;
    if (movedOn && phase === 'crashed') throw new Error(`round ${roundId} ended before its crash was seen`);
    return (movedOn || PHASE_ORDER.indexOf(state.phase) >= PHASE_ORDER.indexOf(phase)) && state;
  });
}

const bet = (t: TestApp, token: string, body: Record<string, unknown>) =>
  studio(t, 'POST', '/crash/bets', token, body);
const cashOut = (t: TestApp, token: string) => studio(t, 'POST', '/crash/cashout', token);

async function crashPlayer(t: TestApp, driver: 'pglite' | 'postgres', euros: string) {
  const player = await fundedPlayer(t, driver, euros);
  const { token } = await openGame(t, 'crash', player);
  return { player, token };
}

/** The app built again on the same database: a process that starts after the previous one stopped. */
async function restart(database: TestApp['database']): Promise<FastifyInstance> {
  const app = await buildApp({
    env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...CRASH_ENV }),
    database,
  });
  await app.ready();
  return app;
}

describe.each(testDrivers)('crash live on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver, CRASH_ENV);
  });
  afterAll(() => t.close());

  it('settles one shared round: a hand cash-out, auto cash-outs below and at the crash point, losses', async () => {
    const [hand, auto, atCrash, above] = [
      await crashPlayer(t, driver, '20'),
      await crashPlayer(t, driver, '20'),
      await crashPlayer(t, driver, '20'),
      await crashPlayer(t, driver, '20'),
    ];
    const round = await bettingRound(t, 1.6);
    const hundredths = (await storedRound(t, round.roundId)).crashHundredths;
    const crash = hundredths / 100;
    const atCrashWin = (110n * BigInt(hundredths)) / 100n;
    const placed = await Promise.all([
      bet(t, hand!.token, { amount: '2' }),
      bet(t, auto!.token, { amount: '3', autoCashout: 1.5 }),
      bet(t, atCrash!.token, { amount: '1.10', autoCashout: crash }),
      bet(t, above!.token, { amount: '4', autoCashout: (hundredths + 1) / 100 }),
    ]);
    for (const response of placed) expect(response.statusCode, response.body).toBe(200);
    expect(placed[1]!.json().data).toMatchObject({
      roundId: round.roundId,
      amount: '3',
      autoCashout: 1.5,
      cashedOutAt: null,
      win: null,
      balance: '17',
    });
    const mine = await crashState(t, auto!.token);
    expect(mine.myBet).toMatchObject({ amount: '3', autoCashout: 1.5, cashedOutAt: null });
    expect(mine.bets.map((view) => view.player)).toContain(mine.myBet!.player);
    expect((await crashState(t)).myBet).toBeUndefined();

    await phaseOf(t, round.roundId, 'running');
    const cashed = await cashOut(t, hand!.token);
    expect(cashed.statusCode, cashed.body).toBe(200);
    const { cashedOutAt, win, balance } = cashed.json().data;
    expect(cashedOutAt).toBeGreaterThanOrEqual(1);
    expect(cashedOutAt).toBeLessThanOrEqual(crash);
    expect(cents(win)).toBe(BigInt(Math.round(2 * cashedOutAt * 100)));
    expect(cents(balance)).toBe(2000n - 200n + cents(win));

    const crashed = await phaseOf(t, round.roundId, 'crashed');
    const late = await cashOut(t, above!.token);
    expect(late.statusCode).toBe(409);
    expect(crashed.crashPoint).toBe(crash);
    expect(hashServerSeed(crashed.serverSeed!)).toBe(round.serverSeedHash);
    const stream = createRandomStream({
      serverSeed: crashed.serverSeed!,
      clientSeed: CRASH_CLIENT_SEED,
      nonce: crashed.number,
    });
    expect(playCrash(stream).crashPoint).toBe(crash);
    expect(crashed.bets).toHaveLength(4);
    expect(crashed.bets.map(({ amount, cashedOutAt, win }) => ({ amount, cashedOutAt, win }))).toEqual(
      expect.arrayContaining([
        { amount: '3', cashedOutAt: 1.5, win: '4.5' },
        { amount: '1.1', cashedOutAt: crash, win: minorToDecimal(atCrashWin, 2) },
        { amount: '4', cashedOutAt: null, win: '0' },
      ]),
    );

    const paid = await until(async () => {
      const bets = await storedBets(t, round.roundId);
      return bets.every((row) => row.paidAt !== null) && bets;
    });
    expect(paid.map((row) => row.status).sort()).toEqual(['cashedOut', 'cashedOut', 'cashedOut', 'lost']);
    expect(await platformCents(t, hand!.player)).toBe(2000n - 200n + cents(win));
    expect(await platformCents(t, auto!.player)).toBe(2000n - 300n + 450n);
    expect(await platformCents(t, atCrash!.player)).toBe(2000n - 110n + atCrashWin);
    expect(await platformCents(t, above!.player)).toBe(2000n - 400n);
    expect((await crashState(t)).history[0]).toEqual({ roundId: round.roundId, crashPoint: crash });
    // The session's figures (RTS 2E) count the crash bet: its stake, and its win once paid.
    const figures = async (token: string) => (await studio(t, 'GET', '/session/figures', token)).json().data;
    expect(await figures(auto!.token)).toMatchObject({ rounds: 1, bets: '3', wins: '4.5', net: '1.5' });
    expect(await figures(above!.token)).toMatchObject({ rounds: 1, bets: '4', wins: '0', net: '-4' });
    await expectLedgerBalanced(t);
  }, 180_000);

  it('takes one bet per player and round, in the betting phase only, and checks amounts', async () => {
    const { player, token } = await crashPlayer(t, driver, '10');
    const round = await bettingRound(t, 1, 2_000);
    const fields = async (body: Record<string, unknown>) => {
      const response = await bet(t, token, body);
      expect(response.statusCode, response.body).toBe(422);
      return Object.keys(response.json().error.fields);
    };
    expect(await fields({ amount: '0.05' })).toEqual(['amount']);
    expect(await fields({ amount: '1.001' })).toEqual(['amount']);
    expect(await fields({ amount: '1', autoCashout: 1.005 })).toEqual(['autoCashout']);
    expect(await fields({ amount: '1', autoCashout: 1 })).toEqual(['autoCashout']);
    const poor = await bet(t, token, { amount: '50' });
    expect(poor.statusCode).toBe(402);
    expect(poor.json().error).toMatchObject({ balance: '10', currency: 'EUR' });

    expect((await bet(t, token, { amount: '1' })).statusCode).toBe(200);
    const twice = await bet(t, token, { amount: '1' });
    expect(twice.statusCode).toBe(409);
    expect(await platformCents(t, player)).toBe(900n);
    await phaseOf(t, round.roundId, 'running');
    const { token: lateToken, player: latePlayer } = await crashPlayer(t, driver, '10');
    const closed = await bet(t, lateToken, { amount: '1' });
    expect(closed.statusCode, closed.body).toBe(409);
    expect(await platformCents(t, latePlayer)).toBe(1000n);
    expect((await cashOut(t, lateToken)).statusCode).toBe(409);
    expect((await studio(t, 'POST', '/crash/bets', undefined, { amount: '1' })).statusCode).toBe(401);
    const dice = await openGame(t, 'dice', player);
    expect((await bet(t, dice.token, { amount: '1' })).statusCode).toBe(403);
  }, 90_000);

  it('lets guests watch over the websocket: state on connect and at each phase, bets as they change', async () => {
    const socket = await t.app.injectWS('/studio/api/crash/live');
    const messages: CrashLiveMessage[] = [];
    socket.on('message', (data) => messages.push(crashLiveMessageSchema.parse(JSON.parse(String(data)))));
    try {
      const first = await until(async () => messages[0]);
      expect(first.type).toBe('state');
      const round = await bettingRound(t, 1, 800);
      const demo = await openGame(t, 'crash', null, true);
      expect(demo.session).toMatchObject({ mode: 'demo', currency: 'FUN' });
      expect((await bet(t, demo.token, { amount: '5' })).statusCode).toBe(200);
      const bets = await until(async () =>
        messages.find((message) => message.type === 'bets' && message.roundId === round.roundId),
      );
      expect(bets).toMatchObject({
        type: 'bets',
        bets: [{ currency: 'FUN', amount: '5', cashedOutAt: null }],
      });
      const phases = await until(async () => {
        const seen = messages.flatMap((message) =>
          message.type === 'state' && message.state.roundId === round.roundId ? [message.state.phase] : [],
        );
        return seen.includes('crashed') && seen;
      });
      expect(phases).toEqual(expect.arrayContaining(['running', 'crashed']));
    } finally {
      socket.terminate();
    }
  }, 90_000);
});

describe.each(testDrivers)('crash live across restarts and nodes on %s', (driver) => {
  let t: TestApp;
  let apps: FastifyInstance[] = [];
  beforeAll(async () => {
    t = await startTestApp(driver, CRASH_ENV);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await t.database.close();
  });

  /** The test app, now served by `app`. */
  const on = (app: FastifyInstance): TestApp => ({ ...t, app });

  it('refunds the riding bets of a round the process stopped in; a betting round goes on', async () => {
    let node = on(t.app);
    const riding = await crashPlayer(node, driver, '10');
    const round = await bettingRound(node, 4);
    expect((await bet(node, riding.token, { amount: '2.5' })).statusCode).toBe(200);
    await phaseOf(node, round.roundId, 'running');
    await t.app.close();
    expect(await storedRound(t, round.roundId)).toMatchObject({ phase: 'running', voided: false });

    node = on(await restart(t.database));
    apps.push(node.app);
    const voided = await until(async () => {
      const stored = await storedRound(node, round.roundId);
      return stored.voided && stored;
    });
    expect(voided.phase).toBe('crashed');
    const [refunded] = await until(async () => {
      const bets = await storedBets(node, round.roundId);
      return bets[0]?.paidAt && bets;
    });
    expect(refunded).toMatchObject({ status: 'refunded', winMinor: null });
    expect(await platformCents(node, riding.player)).toBe(1000n);
    expect((await crashState(node)).history.map((entry) => entry.roundId)).not.toContain(round.roundId);

    const waiting = await crashPlayer(node, driver, '10');
    const open = await bettingRound(node, 1, 1_000);
    expect((await bet(node, waiting.token, { amount: '1', autoCashout: 1.01 })).statusCode).toBe(200);
    await node.app.close();
    apps = [];
    node = on(await restart(t.database));
    apps.push(node.app);
    const reopened = await until(async () => {
      const state = await crashState(node, waiting.token);
      return Date.parse(state.bettingEndsAt) > Date.parse(open.bettingEndsAt) && state;
    });
    expect(reopened).toMatchObject({ roundId: open.roundId, phase: 'betting' });
    expect(reopened.myBet).toMatchObject({ amount: '1', autoCashout: 1.01 });
    await phaseOf(node, open.roundId, 'crashed');
    const [settled] = await until(async () => {
      const bets = await storedBets(node, open.roundId);
      return bets[0]?.paidAt && bets;
    });
    const crash = (await storedRound(node, open.roundId)).crashHundredths;
    expect(settled!.status).toBe(crash >= 101 ? 'cashedOut' : 'lost');
    expect(await platformCents(node, waiting.player)).toBe(crash >= 101 ? 1001n : 900n);
    await expectLedgerBalanced(node);
  }, 300_000);

  it('grants the loop lease to one node at a time: released at once, or taken when it expires', async () => {
    const db = t.database.db;
    await db.delete(studioCrashLeader).where(eq(studioCrashLeader.id, 'crash-loop-test'));
    const [a, b] = [
      new CrashLeadership(db, 400, 'crash-loop-test'),
      new CrashLeadership(db, 400, 'crash-loop-test'),
    ];
    expect(await a.tryLead()).toBe(true);
    expect(await b.tryLead()).toBe(false);
    expect(await a.tryLead()).toBe(true);
    await a.release();
    expect(await b.tryLead()).toBe(true);
    expect(await a.tryLead()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await a.tryLead()).toBe(true);
    await a.release();
  });

  it('runs one loop for several nodes; another node takes over when the leader stops', async () => {
    const first = on(apps[0]!);
    const second = on(await restart(t.database));
    apps.push(second.app);
    const watched = await second.app.injectWS('/studio/api/crash/live');
    const phases: string[] = [];
    watched.on('message', (data) => {
      const message = crashLiveMessageSchema.parse(JSON.parse(String(data)));
      if (message.type === 'state') phases.push(`${message.state.number}:${message.state.phase}`);
    });
    try {
      const round = await bettingRound(first, 1, 0);
      await phaseOf(first, round.roundId, 'crashed');
      await phaseOf(first, (await bettingRound(first, 1, 0)).roundId, 'running');
      const numbers = (await t.database.db.select().from(studioCrashRounds)).map((row) => row.number);
      expect(new Set(numbers).size).toBe(numbers.length);
      expect(phases).toContain(`${round.number}:crashed`);

      await first.app.close();
      apps = [second.app];
      const next = await until(async () => {
        const state = await crashState(second);
        return state.number > round.number + 1 && state.phase === 'running' && state;
      });
      await phaseOf(second, next.roundId, 'crashed');
    } finally {
      watched.terminate();
    }
  }, 120_000);
});
