import { ErrorCode, STUDIO_DEMO_CURRENCY } from '@casino/contracts';
import { and, eq, gte, sql } from 'drizzle-orm';
import { findStudioCurrency } from '../catalogue/currencies.ts';
import { minorToDecimal } from '../catalogue/money.ts';
import { StudioError } from '../server/errors.ts';
import type { PlayerSession } from '../server/player-session.ts';
import type { StudioDb } from '../storage/db.ts';
import { type DemoMoveKind, studioDemoMoves, studioSessions } from '../storage/tables.ts';
import type { Purse } from './purse.ts';
import { purseBetOf, purseTransactionId } from './purse-bet.ts';

/** What a demo session starts with, and what a refill brings it back to: 1,000.00 FUN. */
export const DEMO_START_BALANCE = 100_000n;

export const demoCurrency = () => findStudioCurrency(STUDIO_DEMO_CURRENCY)!;

/**
 * The FUN balance of a demo session, moved once per transaction id (studio_demo_moves) exactly as the
 * platform's wallet moves real money: a repeated win or rollback is a replay that moves nothing.
 */
export function demoPurse(db: StudioDb, session: PlayerSession): Purse {
  const currency = demoCurrency();
  const balance = () => demoBalance(db, session.id);
  const move = (transactionId: string, kind: DemoMoveKind, delta: bigint) =>
    moveOnce(db, session, { transactionId, kind, delta });
  return {
    currency,
    balance,
    state: async () => ({ balance: await balance(), freespins: null }),
    async bet(roundId, amount, freespinId) {
      if (freespinId) throw StudioError.field('freespinId', 'Demo play has no free spins.');
      const bet = purseBetOf(roundId, amount);
      return { bet, balance: await move(bet.transactionId, 'bet', -amount) };
    },
    win: (roundId, amount) => move(purseTransactionId(roundId, 'win'), 'win', amount),
    async rollback(bet) {
      return db.transaction(async (tx) => {
        const [taken] = await tx
          .insert(studioDemoMoves)
          .values({ transactionId: bet.transactionId, sessionId: session.id, kind: 'rollback', amount: 0n })
          .onConflictDoNothing()
          .returning();
        // Claimed here: the bet never arrived and now never will. Otherwise refund what it took.
        const refund = taken ? 0n : await betAmount(tx, bet.transactionId);
        return moveOnce(tx, session, {
          transactionId: purseTransactionId(bet.roundId, 'rollback'),
          kind: 'rollback',
          delta: refund,
        });
      });
    },
  };
}

async function demoBalance(db: StudioDb, sessionId: string): Promise<bigint> {
  const [row] = await db
    .select({ balance: studioSessions.demoBalanceMinor })
    .from(studioSessions)
    .where(eq(studioSessions.id, sessionId));
  return row?.balance ?? 0n;
}

async function betAmount(db: StudioDb, transactionId: string): Promise<bigint> {
  const [row] = await db
    .select()
    .from(studioDemoMoves)
    .where(eq(studioDemoMoves.transactionId, transactionId));
  return row && row.kind === 'bet' ? -row.amount : 0n;
}

type Move = { transactionId: string; kind: DemoMoveKind; delta: bigint };

/** Claims the transaction id, then moves the balance; a claimed id answers the balance and moves nothing. */
async function moveOnce(db: StudioDb, session: PlayerSession, move: Move): Promise<bigint> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(studioDemoMoves)
      .values({
        transactionId: move.transactionId,
        sessionId: session.id,
        kind: move.kind,
        amount: move.delta,
      })
      .onConflictDoNothing()
      .returning();
    if (!claimed) {
      const [first] = await tx
        .select()
        .from(studioDemoMoves)
        .where(eq(studioDemoMoves.transactionId, move.transactionId));
      if (first?.kind !== move.kind)
        throw StudioError.conflict(`Transaction ${move.transactionId} was rolled back.`);
      return demoBalance(tx, session.id);
    }
    const mine = eq(studioSessions.id, session.id);
    const [row] = await tx
      .update(studioSessions)
      .set({ demoBalanceMinor: sql`${studioSessions.demoBalanceMinor} + ${move.delta}` })
      .where(move.delta < 0n ? and(mine, gte(studioSessions.demoBalanceMinor, -move.delta)) : mine)
      .returning({ balance: studioSessions.demoBalanceMinor });
    if (row?.balance != null) return row.balance;
    throw new StudioError(ErrorCode.gameInsufficientFunds, 'Not enough money for the bet.', {
      balance: minorToDecimal(await demoBalance(tx, session.id), 2),
      currency: STUDIO_DEMO_CURRENCY,
    });
  });
}

/**
 * Back to 1,000.00 FUN when the balance is below the minimum bet (a player who lost it all plays on);
 * otherwise nothing changes. Answers the balance after it.
 */
export async function refillDemoBalance(db: StudioDb, session: PlayerSession): Promise<bigint> {
  if (session.mode !== 'demo') throw StudioError.field('mode', 'Only a demo session can be refilled.');
  await db
    .update(studioSessions)
    .set({ demoBalanceMinor: DEMO_START_BALANCE })
    .where(
      and(
        eq(studioSessions.id, session.id),
        sql`${studioSessions.demoBalanceMinor} < ${demoCurrency().minBet}`,
      ),
    );
  return demoBalance(db, session.id);
}
