import { and, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { type PurseFor, purseBetOf } from '../rounds/purse.ts';
import type { PlayerSessions } from '../server/player-session.ts';
import type { StudioDb } from '../storage/db.ts';
import { type CrashBetRow, studioCrashBets } from './tables.ts';

/** What paying a settled bet needs: the bet's session (by id, expired or not) and its purse. */
export type PayDeps = { db: StudioDb; sessions: PlayerSessions; purseFor: PurseFor };

const SETTLED_STATUSES = ['cashedOut', 'lost', 'refunded'] as const;

/**
 * Riding bets whose auto cash-out the round has reached win exactly their target: amount × target / 100,
 * rounded down to the minor unit (the same as payout() in catalogue/money.ts).
 */
export async function settleAutoCashouts(
  db: StudioDb,
  roundId: string,
  reachedHundredths: number,
): Promise<CrashBetRow[]> {
  const bets = studioCrashBets;
  return db
    .update(bets)
    .set({
      status: 'cashedOut',
      cashedOutHundredths: sql`${bets.autoCashoutHundredths}`,
      winMinor: sql`${bets.amountMinor} * ${bets.autoCashoutHundredths} / 100`,
      settledAt: new Date(),
    })
    .where(
      and(
        eq(bets.roundId, roundId),
        eq(bets.status, 'riding'),
        isNotNull(bets.autoCashoutHundredths),
        lte(bets.autoCashoutHundredths, reachedHundredths),
      ),
    )
    .returning();
}

/** Every bet still riding ends lost (win 0) or refunded (the round was void). */
export async function settleRidingAs(
  db: StudioDb,
  roundId: string,
  status: 'lost' | 'refunded',
): Promise<CrashBetRow[]> {
  return db
    .update(studioCrashBets)
    .set({ status, winMinor: status === 'lost' ? 0n : null, settledAt: new Date() })
    .where(and(eq(studioCrashBets.roundId, roundId), eq(studioCrashBets.status, 'riding')))
    .returning();
}

/** A riding bet cashed out by hand; null when the round (auto cash-out, crash) settled it first. */
export async function cashOutBet(
  db: StudioDb,
  betId: string,
  hundredths: number,
  win: bigint,
): Promise<CrashBetRow | null> {
  const [bet] = await db
    .update(studioCrashBets)
    .set({ status: 'cashedOut', cashedOutHundredths: hundredths, winMinor: win, settledAt: new Date() })
    .where(and(eq(studioCrashBets.id, betId), eq(studioCrashBets.status, 'riding')))
    .returning();
  return bet ?? null;
}

/** Gives back a bet that never got to ride (betting closed while its stake was being taken). */
export async function refundPending(db: StudioDb, betId: string): Promise<CrashBetRow | null> {
  const [bet] = await db
    .update(studioCrashBets)
    .set({ status: 'refunded', settledAt: new Date() })
    .where(and(eq(studioCrashBets.id, betId), eq(studioCrashBets.status, 'pending')))
    .returning();
  return bet ?? null;
}

/**
 * Tells the purse how a settled bet ended (the win, win 0 for a loss, or the rollback of a refund) and
 * marks it paid. Safe to repeat for real money: the wallet answers a replayed transaction id. Answers
 * the player's balance after it.
 */
export async function payBet(deps: PayDeps, bet: CrashBetRow): Promise<bigint> {
  const session = await deps.sessions.byId(bet.sessionId);
  if (!session) throw new Error(`crash bet ${bet.id}: session ${bet.sessionId} is gone`);
  const purse = deps.purseFor(session);
  const balance =
    bet.status === 'refunded'
      ? await purse.rollback(purseBetOf(bet.id, bet.amountMinor))
      : await purse.win(bet.id, bet.winMinor ?? 0n);
  await deps.db
    .update(studioCrashBets)
    .set({ paidAt: new Date() })
    .where(and(eq(studioCrashBets.id, bet.id), isNull(studioCrashBets.paidAt)));
  return balance;
}

export type PayLog = { warn(details: object, message: string): void };

/** Pays each bet, one after the other; a failure is logged and left for the next sweep. */
export async function payAll(deps: PayDeps, bets: readonly CrashBetRow[], log: PayLog): Promise<void> {
  for (const bet of bets) {
    try {
      await payBet(deps, bet);
    } catch (error) {
      log.warn({ err: error, betId: bet.id }, 'crash settlement not paid yet; the next sweep retries it');
    }
  }
}

/**
 * Bets left behind by a call or a process that died: pending ones (the stake may or may not have been
 * taken) are refunded, settled ones not yet paid are paid again. Only those older than `olderThanMs`,
 * so a bet some live request is still working on is left alone.
 */
export async function sweepAbandonedBets(deps: PayDeps, olderThanMs: number, log: PayLog): Promise<void> {
  const cutoff = new Date(Date.now() - olderThanMs);
  const bets = studioCrashBets;
  await deps.db
    .update(bets)
    .set({ status: 'refunded', settledAt: new Date() })
    .where(and(eq(bets.status, 'pending'), lt(bets.createdAt, cutoff)));
  const unpaid = await deps.db
    .select()
    .from(bets)
    .where(
      and(
        inArray(bets.status, [...SETTLED_STATUSES]),
        isNull(bets.paidAt),
        or(lt(bets.settledAt, cutoff), isNull(bets.settledAt)),
      ),
    );
  await payAll(deps, unpaid, log);
}
