import type { StudioSessionFigures } from '@casino/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import { minorToDecimal } from '../catalogue/money.ts';
import type { PlayerSession } from '../server/player-session.ts';
import type { StudioDb } from '../storage/db.ts';
import { studioRounds } from '../storage/tables.ts';
import type { Purse } from './purse.ts';
import { realityCheckView } from './reality-check.ts';

/**
 * RTS 2E: the game session's elapsed time and net position, from the session's own rounds. A bet
 * counts once its round is not rolled back (refused bets moved no money); a win counts once paid
 * (the round settled). With them, the session's reality check (RTS 13) as of `now`.
 */
export async function sessionFigures(
  db: StudioDb,
  session: PlayerSession,
  purse: Purse,
  now = new Date(),
): Promise<StudioSessionFigures> {
  const [totals] = await db
    .select({
      rounds: sql<number>`count(*)::int`,
      bets: sql<string>`coalesce(sum(${studioRounds.betMinor}), 0)::text`,
      wins: sql<string>`coalesce(sum(case when ${studioRounds.status} = 'settled' then ${studioRounds.winMinor} else 0 end), 0)::text`,
    })
    .from(studioRounds)
    .where(and(eq(studioRounds.sessionId, session.id), ne(studioRounds.status, 'rolledBack')));
  const bets = BigInt(totals?.bets ?? '0');
  const wins = BigInt(totals?.wins ?? '0');
  const { decimals, code } = purse.currency;
  return {
    startedAt: session.startedAt.toISOString(),
    elapsedSeconds: Math.max(0, Math.floor((now.getTime() - session.startedAt.getTime()) / 1000)),
    rounds: Number(totals?.rounds ?? 0),
    bets: minorToDecimal(bets, decimals),
    wins: minorToDecimal(wins, decimals),
    net: minorToDecimal(wins - bets, decimals),
    currency: code,
    realityCheck: realityCheckView(session, now),
  };
}
