import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { type PurseFor, purseBetOf } from '../rounds/purse.ts';
import type { PlayerSessions } from '../server/player-session.ts';
import type { StudioDb } from '../storage/db.ts';
import { type SportsbookBetRow, studioSportsbookBets } from './tables.ts';

/** What paying a settled bet needs: the bet's session (by id, expired or not) and its purse. */
export type PayDeps = { db: StudioDb; sessions: PlayerSessions; purseFor: PurseFor };
export type PayLog = { warn(details: object, message: string): void };

const bets = studioSportsbookBets;
const SETTLED = ['won', 'lost', 'refunded'] as const;

/**
 * Tells the purse how a settled bet ended (the win, win 0 for a loss, or the rollback of a refund) and
 * marks it paid. Safe to repeat: the wallet answers a replayed transaction id without moving money.
 * Answers the player's balance after it.
 */
export async function payBet(deps: PayDeps, bet: SportsbookBetRow): Promise<bigint> {
  const session = await deps.sessions.byId(bet.sessionId);
  if (!session) throw new Error(`sportsbook bet ${bet.id}: session ${bet.sessionId} is gone`);
  const purse = deps.purseFor(session);
  const balance =
    bet.status === 'refunded'
      ? await purse.rollback(purseBetOf(bet.id, bet.amountMinor))
      : await purse.win(bet.id, bet.winMinor ?? 0n);
  await deps.db
    .update(bets)
    .set({ paidAt: new Date() })
    .where(and(eq(bets.id, bet.id), isNull(bets.paidAt)));
  return balance;
}

/** Pays each bet, one after the other; a failure is logged and left for the next sweep. */
export async function payAll(
  deps: PayDeps,
  settled: readonly SportsbookBetRow[],
  log: PayLog,
): Promise<void> {
  for (const bet of settled) {
    try {
      await payBet(deps, bet);
    } catch (error) {
      log.warn(
        { err: error, betId: bet.id },
        'sportsbook settlement not paid yet; the next sweep retries it',
      );
    }
  }
}

/** Gives back a bet that never got to stand (its fixture kicked off while its stake was being taken). */
export async function refundPending(db: StudioDb, betId: string): Promise<SportsbookBetRow | null> {
  const [bet] = await db
    .update(bets)
    .set({ status: 'refunded', settledAt: new Date() })
    .where(and(eq(bets.id, betId), eq(bets.status, 'pending')))
    .returning();
  return bet ?? null;
}

/**
 * Bets left behind by a call or a process that died: pending ones (the stake may or may not have been
 * taken) are refunded, settled ones not yet paid are paid again. Only those older than `olderThanMs`,
 * so a bet a live request is still working on is left alone.
 */
export async function sweepSportsbookBets(deps: PayDeps, olderThanMs: number, log: PayLog): Promise<void> {
  const cutoff = new Date(Date.now() - olderThanMs);
  await deps.db
    .update(bets)
    .set({ status: 'refunded', settledAt: new Date() })
    .where(and(eq(bets.status, 'pending'), lt(bets.createdAt, cutoff)));
  const unpaid = await deps.db
    .select()
    .from(bets)
    .where(
      and(
        inArray(bets.status, [...SETTLED]),
        isNull(bets.paidAt),
        or(lt(bets.settledAt, cutoff), isNull(bets.settledAt)),
      ),
    );
  await payAll(deps, unpaid, log);
}
