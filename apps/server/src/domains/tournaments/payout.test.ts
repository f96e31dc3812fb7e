import { spawn } from 'node:child_process';
import path from 'node:path';
import {
  TOURNAMENT_COMPLETED_EVENT,
  TournamentState,
  tournamentCompletedPushSchema,
} from '@casino/contracts';
import { and, eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { loadEnv } from '../../plugins/env.ts';
import { testDrivers } from '../../test/databases.ts';
import type { TestApp } from '../../test/test-app.ts';
import { playerBonuses, playerFreespins } from '../bonuses/tables.ts';
import { OPERATOR_KEY, SLOT, startBonusApp, WALLET_SECRET, WEBHOOK_SECRET } from '../bonuses/test-helpers.ts';
import { playerMessages } from '../messenger/tables.ts';
import { checkLedger } from '../wallet/ledger.ts';
import { ledgerTransactions } from '../wallet/tables.ts';
import { accountParts } from '../wallet/views.ts';
import { PAYOUT_GRACE_MS, payTournament } from './lifecycle.ts';
import { leaderboardsOf } from './routes.ts';
import { tournamentPayouts, tournaments } from './tables.ts';
import { tournamentKit } from './test-helpers.ts';

const PRIZES = [
  { place: 1, type: 'money' as const, amount: 5000n, titles: { en: '€50 cash' } },
  { place: 2, type: 'bonus' as const, amount: 2000n, wagerMultiplier: 5, titles: { en: '€20 bonus' } },
  {
    place: 3,
    type: 'freespins' as const,
    amount: 10n,
    amounts: { EUR: '20' },
    gameSlug: SLOT,
    titles: { en: '10 free spins' },
  },
  { place: 4, type: 'points' as const, amount: 100n, titles: { en: '100 points' } },
];

/** After the end and the payout's grace: every job of the tournament is due. */
const afterPayout = (endAt: Date) => new Date(endAt.getTime() + PAYOUT_GRACE_MS + 1_000);

/** Another app's env: the secrets of startBonusApp's (an app stores the studio's secret it is given). */
const sameEnv = () =>
  loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    STUDIO_WALLET_SECRET: WALLET_SECRET,
    PSP_WEBHOOK_SECRET: WEBHOOK_SECRET,
    OPERATOR_KEY,
  });

describe.each(testDrivers)('tournaments: prizes paid once by the end job on %s', (driver) => {
  let t: TestApp;
  let kit: ReturnType<typeof tournamentKit>;
  beforeAll(async () => {
    t = await startBonusApp(driver, { depositTurnover: false });
    kit = tournamentKit(t, driver);
  });
  afterAll(() => t.close());

  const payoutsOf = (id: string) =>
    t.database.db.select().from(tournamentPayouts).where(eq(tournamentPayouts.tournamentId, id));
  const stateOf = async (id: string) =>
    (await t.database.db.select().from(tournaments).where(eq(tournaments.id, id)))[0]!.state;
  const rewardPostings = (id: string) =>
    t.database.db
      .select()
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, `reward:tournament:${id}:%`));

  /** A race with four prizes, five players at 10, 8, 6, 4 and 2 EUR staked. */
  async function playedRace() {
    const race = await kit.open({ prizes: PRIZES });
    const players = [];
    for (const stake of ['10', '8', '6', '4', '2']) {
      const p = await kit.player(50, SLOT);
      await kit.spin(p, SLOT, stake);
      players.push(p);
    }
    return { race, players };
  }

  it('pays each place once across a crashed run and a restart, then completes and tells everyone', async () => {
    const { race, players } = await playedRace();
    const [first, second, third, fourth, fifth] = players;
    // A run that crashes before its commit pays nothing.
    await t.database.db
      .transaction(async (tx) => {
        await payTournament(tx, leaderboardsOf(t.app), race.id);
        throw new Error('crash');
      })
      .catch(() => undefined);
    expect(await payoutsOf(race.id)).toEqual([]);
    expect(await stateOf(race.id)).toBe(TournamentState.running);

    // The job queue (the fake clock past the end) moves it to finishing and pays.
    await t.app.jobs.runDue(afterPayout(race.endAt));
    expect(await stateOf(race.id)).toBe(TournamentState.completed);
    const paid = await payoutsOf(race.id);
    expect(paid.map((row) => [row.place, row.playerId]).sort()).toEqual([
      [1, first!.playerId],
      [2, second!.playerId],
      [3, third!.playerId],
      [4, fourth!.playerId],
    ]);
    expect((await accountParts(t.database.db, first!.accountId)).cash).toBe(4000n + 5000n);
    expect(
      await t.database.db.select().from(playerBonuses).where(eq(playerBonuses.playerId, second!.playerId)),
    ).toEqual([expect.objectContaining({ amount: 2000n })]);
    expect(
      await t.database.db.select().from(playerFreespins).where(eq(playerFreespins.playerId, third!.playerId)),
    ).toEqual([expect.objectContaining({ count: 10, gameSlug: SLOT })]);
    expect((await kit.account(fourth!)).points).toBeGreaterThanOrEqual(100);
    expect(await rewardPostings(race.id)).toHaveLength(1);
    for (const p of [first, second, third, fourth, fifth]) {
      const messages = await t.database.db
        .select()
        .from(playerMessages)
        .where(and(eq(playerMessages.playerId, p!.playerId), eq(playerMessages.kind, 'tournament.prize')));
      expect(messages).toHaveLength(p === fifth ? 0 : 1);
    }

    // Another app on the same database (a restart) finds nothing left: no second payment.
    const next = await buildApp({ env: sameEnv(), database: t.database });
    await next.ready();
    try {
      await next.jobs.runDue(afterPayout(race.endAt));
      await t.database.db.transaction((tx) => payTournament(tx, leaderboardsOf(next), race.id));
    } finally {
      await next.close();
    }
    expect(await payoutsOf(race.id)).toHaveLength(4);
    expect(await rewardPostings(race.id)).toHaveLength(1);
    expect((await accountParts(t.database.db, first!.accountId)).cash).toBe(9000n);
    expect((await checkLedger(t.database.db)).ok).toBe(true);

    await kit.deliver();
    const completed = kit.pushes
      .filter((push) => push.channel === 'tournaments' && push.data.event === TOURNAMENT_COMPLETED_EVENT)
      .map((push) => tournamentCompletedPushSchema.parse(push.data))
      .filter((push) => push.tournament.id === race.id);
    expect(completed).toHaveLength(1);
    expect(completed[0]!.tournament.prizes.map((prize) => prize.entry?.playerId)).toEqual([
      first!.playerId,
      second!.playerId,
      third!.playerId,
      fourth!.playerId,
    ]);
    const detail = await kit.detail(race.identity, first!.token);
    expect(detail).toMatchObject({ state: TournamentState.completed, isAvailable: false });
    expect(detail.prizes[0]!.entry).toMatchObject({ playerId: first!.playerId, points: 10 });
  }, 120_000);

  it('pays once when two apps run the due jobs at the same time', async () => {
    const { race, players } = await playedRace();
    await kit.deliver();
    const other = await secondApp(t, driver);
    try {
      await Promise.all([
        t.app.jobs.runDue(afterPayout(race.endAt)),
        other.app.jobs.runDue(afterPayout(race.endAt)),
        t.database.db.transaction((tx) => payTournament(tx, leaderboardsOf(other.app), race.id)),
      ]);
    } finally {
      await other.close();
    }
    expect(await stateOf(race.id)).toBe(TournamentState.completed);
    expect(await payoutsOf(race.id)).toHaveLength(4);
    expect(await rewardPostings(race.id)).toHaveLength(1);
    expect((await accountParts(t.database.db, players[0]!.accountId)).cash).toBe(9000n);
    const counted = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM player_messages WHERE dedupe_key = ${`tournament:${race.id}:prize`}`,
    );
    expect((counted as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(4);
  }, 120_000);
});

/** A second app on the test's database: its own connections on PostgreSQL, the same PGlite otherwise. */
async function secondApp(
  t: TestApp,
  driver: string,
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  let database: Database = t.database;
  if (driver === 'postgres') {
    const result = await t.database.db.execute(sql`select current_database() as name`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${(result as unknown as { rows: { name: string }[] }).rows[0]!.name}`;
    database = await openDatabase({ driver: 'postgres', url: url.href });
  }
  const app = await buildApp({ env: sameEnv(), database });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      if (database !== t.database) await database.close();
    },
  };
}

const CHILD = path.join(import.meta.dirname, 'test-payout-process.ts');

/** test-payout-process.ts on the database at `url`: resolves with how many jobs it ran. */
function payoutProcess(url: string, asOf: Date): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, url, asOf.toISOString()], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      STUDIO_WALLET_SECRET: WALLET_SECRET,
      PSP_WEBHOOK_SECRET: WEBHOOK_SECRET,
      OPERATOR_KEY,
    },
  });
  let out = '';
  child.stdout.on('data', (data: Buffer) => {
    out += data.toString();
  });
  return new Promise((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`exited ${code}: ${out}`)))),
  );
}

// Processes of their own need PostgreSQL: PGlite is one process's database.
describe.skipIf(!testDrivers.includes('postgres'))(
  'tournaments: prizes paid once by two app processes',
  () => {
    it('pays each place once when two processes run the end job at the same time', async () => {
      const t = await startBonusApp('postgres', { depositTurnover: false });
      try {
        const kit = tournamentKit(t, 'postgres');
        const race = await kit.open({ prizes: PRIZES });
        const players = [];
        for (const stake of ['10', '8', '6', '4', '2']) {
          const p = await kit.player(50, SLOT);
          await kit.spin(p, SLOT, stake);
          players.push(p);
        }
        await kit.deliver();
        const result = await t.database.db.execute(sql`select current_database() as name`);
        const url = new URL(process.env.DATABASE_URL!);
        url.pathname = `/${(result as unknown as { rows: { name: string }[] }).rows[0]!.name}`;
        const asOf = afterPayout(race.endAt);
        const outputs = await Promise.all([payoutProcess(url.href, asOf), payoutProcess(url.href, asOf)]);
        expect(outputs.every((out) => out.includes('ran'))).toBe(true);
        const paid = await t.database.db
          .select()
          .from(tournamentPayouts)
          .where(eq(tournamentPayouts.tournamentId, race.id));
        expect(paid.map((row) => row.place).sort()).toEqual([1, 2, 3, 4]);
        const postings = await t.database.db
          .select()
          .from(ledgerTransactions)
          .where(like(ledgerTransactions.idempotencyKey, `reward:tournament:${race.id}:%`));
        expect(postings).toHaveLength(1);
        expect((await accountParts(t.database.db, players[0]!.accountId)).cash).toBe(9000n);
        const [row] = await t.database.db.select().from(tournaments).where(eq(tournaments.id, race.id));
        expect(row!.state).toBe(TournamentState.completed);
        expect((await checkLedger(t.database.db)).ok).toBe(true);
      } finally {
        await t.close();
      }
    }, 120_000);
  },
);
