import type { StudioSessionFigures } from '@casino/contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { minorToDecimal } from '../catalogue/money.ts';
import { studioCrashBets } from '../crash-live/tables.ts';
import type { PlayerSession } from '../server/player-session.ts';
import type { StudioDb } from '../storage/db.ts';
import { studioRounds } from '../storage/tables.ts';
import type { Purse } from './purse.ts';
import { realityCheckView } from './reality-check.ts';

/**
 * RTS 2E: the game session's elapsed time and net position, from the session's own rounds and crash
 * bets. A bet counts once its stake is taken and not given back (refused or rolled-back rounds, pending
 * or refunded crash bets moved no money); a win counts once paid. A free spin's stake and win are no
 * money of the player's: the round counts, its amounts do not. With them, the session's reality check
 * (RTS 13) as of `now`.
 */
export async function sessionFigures(
  db: StudioDb,
  session: PlayerSession,
  purse: Purse,
  now = new Date(),
): Promise<StudioSessionFigures> {
  const [rounds, crash] = await Promise.all([roundTotals(db, session.id), crashTotals(db, session.id)]);
  const bets = rounds.bets + crash.bets;
  const wins = rounds.wins + crash.wins;
  const { decimals, code } = purse.currency;
  return {
    startedAt: session.startedAt.toISOString(),
    elapsedSeconds: Math.max(0, Math.floor((now.getTime() - session.startedAt.getTime()) / 1000)),
    rounds: rounds.count + crash.count,
    bets: minorToDecimal(bets, decimals),
    wins: minorToDecimal(wins, decimals),
    net: minorToDecimal(wins - bets, decimals),
    currency: code,
    realityCheck: realityCheckView(session, now),
  };
}

type Totals = { count: number; bets: bigint; wins: bigint };

const totalsOf = (row: { count: number; bets: string; wins: string } | undefined): Totals => ({
  count: Number(row?.count ?? 0),
  bets: BigInt(row?.bets ?? '0'),
  wins: BigInt(row?.wins ?? '0'),
});

async function roundTotals(db: StudioDb, sessionId: string): Promise<Totals> {
  const paid = sql`${studioRounds.freespinId} is null`;
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      bets: sql<string>`coalesce(sum(case when ${paid} then ${studioRounds.betMinor} else 0 end), 0)::text`,
      wins: sql<string>`coalesce(sum(case when ${paid} and ${studioRounds.status} = 'settled' then ${studioRounds.winMinor} else 0 end), 0)::text`,
    })
    .from(studioRounds)
    .where(and(eq(studioRounds.sessionId, sessionId), ne(studioRounds.status, 'rolledBack')));
  return totalsOf(row);
}

async function crashTotals(db: StudioDb, sessionId: string): Promise<Totals> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      bets: sql<string>`coalesce(sum(${studioCrashBets.amountMinor}), 0)::text`,
      wins: sql<string>`coalesce(sum(case when ${studioCrashBets.paidAt} is not null then ${studioCrashBets.winMinor} else 0 end), 0)::text`,
    })
    .from(studioCrashBets)
    .where(
      and(
        eq(studioCrashBets.sessionId, sessionId),
        inArray(studioCrashBets.status, ['riding', 'cashedOut', 'lost']),
      ),
    );
  return totalsOf(row);
}
