import { and, desc, eq, max } from 'drizzle-orm';
import type { StudioDb } from '../storage/db.ts';
import { drawRound } from './seeds.ts';
import { settleAutoCashouts, settleRidingAs } from './settlement.ts';
import { type CrashBetRow, type CrashRoundRow, studioCrashRounds } from './tables.ts';

/** A round that just ended and the bets it settled, for the purse to pay. */
export type SettledRound = { round: CrashRoundRow; settled: CrashBetRow[] };

/** The newest round, whatever its phase. */
export async function latestRound(db: StudioDb): Promise<CrashRoundRow | null> {
  const [round] = await db.select().from(studioCrashRounds).orderBy(desc(studioCrashRounds.number)).limit(1);
  return round ?? null;
}

export async function roundById(db: StudioDb, id: string): Promise<CrashRoundRow | null> {
  const [round] = await db.select().from(studioCrashRounds).where(eq(studioCrashRounds.id, id));
  return round ?? null;
}

/**
 * Opens the next round for bets, with a new server seed. Null when another loop created that number
 * first (the unique number keeps two loops from running one round twice).
 */
export async function createRound(
  db: StudioDb,
  settings: { bettingMs: number; growthPerMs: number },
): Promise<CrashRoundRow | null> {
  const [last] = await db.select({ number: max(studioCrashRounds.number) }).from(studioCrashRounds);
  const number = (last?.number ?? 0) + 1;
  const [round] = await db
    .insert(studioCrashRounds)
    .values({
      number,
      ...drawRound(number),
      growthPerMs: settings.growthPerMs,
      phase: 'betting',
      bettingEndsAt: new Date(Date.now() + settings.bettingMs),
    })
    .onConflictDoNothing()
    .returning();
  return round ?? null;
}

/** A round found in betting after a restart takes bets for another full betting time. */
export async function reopenBetting(
  db: StudioDb,
  id: string,
  bettingMs: number,
): Promise<CrashRoundRow | null> {
  const [round] = await db
    .update(studioCrashRounds)
    .set({ bettingEndsAt: new Date(Date.now() + bettingMs) })
    .where(and(eq(studioCrashRounds.id, id), eq(studioCrashRounds.phase, 'betting')))
    .returning();
  return round ?? null;
}

/** Betting closes and the multiplier starts climbing now. */
export async function startRound(db: StudioDb, id: string): Promise<CrashRoundRow | null> {
  const [round] = await db
    .update(studioCrashRounds)
    .set({ phase: 'running', startedAt: new Date() })
    .where(and(eq(studioCrashRounds.id, id), eq(studioCrashRounds.phase, 'betting')))
    .returning();
  return round ?? null;
}

/**
 * The round crashes: auto cash-outs it reached win their target (also when their timer was late), every
 * other riding bet is lost. One transaction, so a bet is either cashed out or lost, never both.
 */
export async function crashRound(db: StudioDb, round: CrashRoundRow): Promise<SettledRound | null> {
  return db.transaction(async (tx) => {
    const [crashed] = await tx
      .update(studioCrashRounds)
      .set({ phase: 'crashed', crashedAt: new Date() })
      .where(and(eq(studioCrashRounds.id, round.id), eq(studioCrashRounds.phase, 'running')))
      .returning();
    if (!crashed) return null;
    const cashedOut = await settleAutoCashouts(tx, round.id, round.crashHundredths);
    const lost = await settleRidingAs(tx, round.id, 'lost');
    return { round: crashed, settled: [...cashedOut, ...lost] };
  });
}

/**
 * A round that was running when the process stopped is void: nobody could cash out while it was down.
 * What it had settled stands (cash-outs keep their wins); bets still riding are refunded.
 */
export async function voidRound(db: StudioDb, id: string): Promise<SettledRound | null> {
  return db.transaction(async (tx) => {
    const [voided] = await tx
      .update(studioCrashRounds)
      .set({ phase: 'crashed', voided: true, crashedAt: new Date() })
      .where(and(eq(studioCrashRounds.id, id), eq(studioCrashRounds.phase, 'running')))
      .returning();
    if (!voided) return null;
    return { round: voided, settled: await settleRidingAs(tx, id, 'refunded') };
  });
}

/** Recent crash points, newest first; void rounds never crashed for real and are left out. */
export async function crashHistory(db: StudioDb, size: number) {
  return db
    .select({ roundId: studioCrashRounds.id, crashHundredths: studioCrashRounds.crashHundredths })
    .from(studioCrashRounds)
    .where(and(eq(studioCrashRounds.phase, 'crashed'), eq(studioCrashRounds.voided, false)))
    .orderBy(desc(studioCrashRounds.number))
    .limit(size);
}

/** Locks the round against phase changes until the transaction ends; null when it does not exist. */
export async function lockRoundForBets(db: StudioDb, id: string): Promise<CrashRoundRow | null> {
  const [round] = await db.select().from(studioCrashRounds).where(eq(studioCrashRounds.id, id)).for('share');
  return round ?? null;
}

/** The betting round as of now: taking bets and before its closing time. */
export function isTakingBets(round: CrashRoundRow, now = Date.now()): boolean {
  return round.phase === 'betting' && round.bettingEndsAt.getTime() > now;
}
