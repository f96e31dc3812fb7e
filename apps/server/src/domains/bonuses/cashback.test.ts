import { PlayerBonusStatus } from '@casino/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import type { TestApp } from '../../test/test-app.ts';
import { gameWalletCall } from '../game-wallet/test-helpers.ts';
import type { JobType } from '../jobs/queue.ts';
import { jobStates } from '../jobs/test-jobs.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../wallet/tables.ts';
import { accountParts } from '../wallet/views.ts';
import { weekStart } from './offers.ts';
import { cashbackPayouts, playerBonuses } from './tables.ts';
import {
  type BonusTestPlayer,
  depositWith,
  expectLedgerHolds,
  newPlayer,
  SLOT,
  startBonusApp,
  WALLET_SECRET,
} from './test-helpers.ts';

const WEEK = 7 * 86_400_000;
const CRON = { name: 'bonuses.cashback-week' } as JobType<Record<string, never>>;
const PAYOUT = { name: 'bonuses.cashback' } as JobType<{ periodStart: string }>;

describe.each(testDrivers)('bonuses: the weekly cashback on the job queue on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startBonusApp(driver);
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  let rounds = 0;
  /** Rounds of 5 EUR on the slot that win nothing. */
  async function lose(p: BonusTestPlayer, count: number) {
    for (let i = 0; i < count; i++) {
      const round = { sessionToken: p.sessions[SLOT], roundId: `cashback-round-${++rounds}` };
      const bet = await gameWalletCall(t, WALLET_SECRET, 'bet', {
        ...round,
        transactionId: `cashback-bet-${rounds}`,
        amount: '5',
      });
      expect(bet.statusCode, bet.body).toBe(200);
      const win = await gameWalletCall(t, WALLET_SECRET, 'win', {
        ...round,
        transactionId: `cashback-win-${rounds}`,
        amount: '0',
      });
      expect(win.statusCode, win.body).toBe(200);
    }
  }

  /** Drives the fake clock until nothing is due at `asOf` (a job may queue another). */
  async function runAllDue(asOf: Date) {
    while ((await t.app.jobs.runDue(asOf)) > 0);
  }

  /** The entries crediting the player's bonus part, in minor units. */
  async function bonusCredits(p: BonusTestPlayer) {
    const rows = await t.database.db
      .select({ amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(
        and(
          eq(ledgerAccounts.walletAccountId, p.accountId),
          eq(ledgerAccounts.name, 'bonus'),
          eq(ledgerTransactions.kind, 'bonus.credit'),
        ),
      );
    return rows.map((row) => row.amount);
  }

  it('the hourly cron queues the week that ended, keyed by week, even a day late; its payout lands in the ledger once', async () => {
    const schedules = await t.database.db.execute(
      sql`SELECT cron, timezone FROM pgboss.schedule WHERE name = ${CRON.name}`,
    );
    expect((schedules as unknown as { rows: unknown[] }).rows).toEqual([
      { cron: '5 * * * *', timezone: 'UTC' },
    ]);

    // This week: a 100 EUR deposit (no bonus), then 60 EUR lost on the slot.
    const p = await newPlayer(t, SLOT);
    await depositWith(t, p, 100, { isBonusDecline: true });
    await lose(p, 12);
    const week = weekStart(new Date());
    const weekKey = week.toISOString().slice(0, 10);

    // No node ran on Monday: the first hourly run is on Tuesday at 14:05 UTC, and it still pays the week
    // that ended. Only JavaScript's Date moves: the ledger's rows keep the database's clock, so the bets
    // stay in that week.
    const slot = new Date(week.getTime() + WEEK + (24 + 14) * 3_600_000 + 5 * 60_000);
    vi.useFakeTimers({ toFake: ['Date'], now: slot });
    // The slot's run comes twice (a second node, a retry): the week's payout is queued once.
    for (const key of ['slot-a', 'slot-b'])
      expect(await t.app.jobs.schedule(t.database.db, CRON, { key, runAt: slot, data: {} })).toBe(true);
    await runAllDue(slot);
    expect(await jobStates(t.database.db, CRON.name)).toEqual({
      'slot-a': 'completed',
      'slot-b': 'completed',
    });
    expect(await jobStates(t.database.db, PAYOUT.name)).toEqual({ [weekKey]: 'completed' });

    // 10 % of the 60 EUR lost, as a 5x bonus, active at once (the player had none).
    const payouts = await t.database.db
      .select()
      .from(cashbackPayouts)
      .where(eq(cashbackPayouts.playerId, p.playerId));
    expect(payouts).toMatchObject([{ periodStart: weekKey, netLoss: 6000n, amount: 600n }]);
    const bonuses = await t.database.db
      .select()
      .from(playerBonuses)
      .where(eq(playerBonuses.playerId, p.playerId));
    expect(bonuses).toMatchObject([
      {
        id: payouts[0]!.playerBonusId,
        sourceKey: `cashback:${p.accountId}:${weekKey}`,
        amount: 600n,
        required: 3000n,
        status: PlayerBonusStatus.active,
      },
    ]);
    expect(await bonusCredits(p)).toEqual([600n]);
    expect(await accountParts(t.database.db, p.accountId)).toMatchObject({ cash: 4000n, bonus: 600n });

    // The week's payout, queued again by its key, is refused; a later run of the slot pays nothing more.
    const again = { key: weekKey, runAt: slot, data: { periodStart: week.toISOString() } };
    expect(await t.app.jobs.schedule(t.database.db, PAYOUT, again)).toBe(false);
    await t.app.jobs.schedule(t.database.db, CRON, { key: 'slot-c', runAt: slot, data: {} });
    await runAllDue(new Date(slot.getTime() + 60_000));
    expect(await jobStates(t.database.db, PAYOUT.name)).toEqual({ [weekKey]: 'completed' });
    expect(await bonusCredits(p)).toEqual([600n]);
    expect(await accountParts(t.database.db, p.accountId)).toMatchObject({ cash: 4000n, bonus: 600n });
    await expectLedgerHolds(t.database.db);
  });
});
