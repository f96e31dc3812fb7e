import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, gt, isNotNull, isNull, lte, max, sql } from 'drizzle-orm';
import type { StudioDb } from '../storage/db.ts';
import { drawResult, scheduleFixture, winOf } from './model.ts';
import {
  type SportsbookBetRow,
  type SportsbookFixtureRow,
  studioSportsbookBets,
  studioSportsbookFixtures,
} from './tables.ts';

const fixtures = studioSportsbookFixtures;

/** Fixtures not yet kicked off, soonest first. */
export async function upcomingFixtures(db: StudioDb, now = new Date()): Promise<SportsbookFixtureRow[]> {
  return db
    .select()
    .from(fixtures)
    .where(and(isNull(fixtures.result), gt(fixtures.startsAt, now)))
    .orderBy(asc(fixtures.startsAt));
}

export async function latestResults(db: StudioDb, size: number): Promise<SportsbookFixtureRow[]> {
  return db
    .select()
    .from(fixtures)
    .where(isNotNull(fixtures.result))
    .orderBy(desc(fixtures.startsAt))
    .limit(size);
}

export async function fixtureById(db: StudioDb, id: string): Promise<SportsbookFixtureRow | null> {
  const [row] = await db.select().from(fixtures).where(eq(fixtures.id, id));
  return row ?? null;
}

/**
 * Keeps `ahead` fixtures open for bets, each kicking off `intervalMs` after the one before (or after
 * now). The unique number keeps two loops from scheduling one fixture twice.
 */
export async function scheduleAhead(db: StudioDb, options: { ahead: number; intervalMs: number }) {
  const now = Date.now();
  const open = await upcomingFixtures(db, new Date(now));
  let last = open.at(-1)?.startsAt.getTime() ?? now;
  for (let count = open.length; count < options.ahead; count += 1) {
    const [top] = await db.select({ number: max(fixtures.number) }).from(fixtures);
    const number = (top?.number ?? 0) + 1;
    const drawn = scheduleFixture((size) => randomInt(size));
    last = Math.max(last, now) + options.intervalMs;
    await db
      .insert(fixtures)
      .values({
        number,
        home: drawn.home,
        away: drawn.away,
        homeBp: drawn.probabilities.home,
        drawBp: drawn.probabilities.draw,
        awayBp: drawn.probabilities.away,
        homeOddsHundredths: drawn.odds.home,
        drawOddsHundredths: drawn.odds.draw,
        awayOddsHundredths: drawn.odds.away,
        serverSeed: drawn.serverSeed,
        serverSeedHash: drawn.serverSeedHash,
        clientSeed: drawn.clientSeed,
        startsAt: new Date(last),
      })
      .onConflictDoNothing();
  }
}

/** Fixtures whose kick-off has passed and that have no result yet, oldest first. */
export async function dueFixtures(db: StudioDb, now = new Date()): Promise<SportsbookFixtureRow[]> {
  return db
    .select()
    .from(fixtures)
    .where(and(isNull(fixtures.result), lte(fixtures.startsAt, now)))
    .orderBy(asc(fixtures.startsAt));
}

/**
 * Draws the fixture's result from its seeds and settles every open bet on it, in one transaction that
 * only the first caller gets through (the result is written where it is still null). Answers the bets
 * it settled, for the purse to pay; none when the fixture was settled already.
 */
export async function settleFixture(
  db: StudioDb,
  fixture: SportsbookFixtureRow,
): Promise<SportsbookBetRow[]> {
  const { outcome, score } = drawResult(fixture.serverSeed, fixture.clientSeed, fixture.number, {
    home: fixture.homeBp,
    draw: fixture.drawBp,
    away: fixture.awayBp,
  });
  return db.transaction(async (tx) => {
    const [settled] = await tx
      .update(fixtures)
      .set({ result: outcome, homeGoals: score.home, awayGoals: score.away, settledAt: new Date() })
      .where(and(eq(fixtures.id, fixture.id), isNull(fixtures.result)))
      .returning({ id: fixtures.id });
    if (!settled) return [];
    const bets = studioSportsbookBets;
    const now = new Date();
    const won = await tx
      .update(bets)
      .set({
        status: 'won',
        winMinor: sql`${bets.amountMinor} * ${bets.oddsHundredths} / 100`,
        settledAt: now,
      })
      .where(and(eq(bets.fixtureId, fixture.id), eq(bets.status, 'open'), eq(bets.selection, outcome)))
      .returning();
    const lost = await tx
      .update(bets)
      .set({ status: 'lost', winMinor: 0n, settledAt: now })
      .where(and(eq(bets.fixtureId, fixture.id), eq(bets.status, 'open')))
      .returning();
    for (const bet of won) {
      if (bet.winMinor !== winOf(bet.amountMinor, bet.oddsHundredths))
        throw new Error(`sportsbook bet ${bet.id}: win ${bet.winMinor} is not amount × odds`);
    }
    return [...won, ...lost];
  });
}

/** The fixture row share-locked, so it cannot be settled while a bet on it is written or confirmed. */
export async function lockFixtureForBets(db: StudioDb, id: string): Promise<SportsbookFixtureRow | null> {
  const [row] = await db.select().from(fixtures).where(eq(fixtures.id, id)).for('share');
  return row ?? null;
}

/** Takes bets until kick-off. */
export function isTakingBets(fixture: SportsbookFixtureRow, now = Date.now()): boolean {
  return fixture.result === null && fixture.startsAt.getTime() > now;
}
