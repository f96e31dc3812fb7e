import {
  type PageMeta,
  type PageQuery,
  pageMeta,
  pageOffset,
  type StaffTournamentEntry,
} from '@casino/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { databaseLeaderboards } from './leaderboard.ts';
import { tournamentEntries, tournamentPayouts, tournamentPrizes, tournaments } from './tables.ts';
import { baseOf, playerEntryOf, prizeView, textIn, type ViewContext } from './views.ts';

/**
 * The tournaments the player entered, newest entry first, each with the player's points and place as
 * the leaderboard has them (from the database, the truth the prizes are paid from) and the prize
 * paid for the place, if one was (the back office's player 360).
 */
export async function playerTournamentEntries(
  db: Db,
  playerId: string,
  query: PageQuery,
  ctx: ViewContext,
): Promise<{ data: StaffTournamentEntry[]; meta: PageMeta }> {
  const where = eq(tournamentEntries.playerId, playerId);
  const [rows, total] = await Promise.all([
    db
      .select({ tournament: tournaments, joinedAt: tournamentEntries.joinedAt })
      .from(tournamentEntries)
      .innerJoin(tournaments, eq(tournaments.id, tournamentEntries.tournamentId))
      .where(where)
      .orderBy(desc(tournamentEntries.joinedAt), desc(tournamentEntries.id))
      .limit(query.perPage)
      .offset(pageOffset(query)),
    db.$count(tournamentEntries, where),
  ]);
  const ids = rows.map((row) => row.tournament.id);
  const paid =
    ids.length === 0
      ? []
      : await db
          .select({ prize: tournamentPrizes, place: tournamentPayouts.place })
          .from(tournamentPayouts)
          .innerJoin(
            tournamentPrizes,
            and(
              eq(tournamentPrizes.tournamentId, tournamentPayouts.tournamentId),
              eq(tournamentPrizes.place, tournamentPayouts.place),
            ),
          )
          .where(and(inArray(tournamentPayouts.tournamentId, ids), eq(tournamentPayouts.playerId, playerId)));
  const baseUnit = baseOf(ctx.currencies)?.subunitToUnit ?? 100;
  const data = await Promise.all(
    rows.map(async ({ tournament, joinedAt }) => {
      const entry = await playerEntryOf(db, databaseLeaderboards, tournament, playerId, baseUnit);
      const payout = paid.find((row) => row.prize.tournamentId === tournament.id);
      return {
        tournamentId: tournament.id,
        identity: tournament.identity,
        title: textIn(tournament.titles, ctx.locale, ctx.defaultLocale),
        state: tournament.state,
        type: tournament.scoring,
        startAt: tournament.startAt.toISOString(),
        endAt: tournament.endAt.toISOString(),
        joinedAt: joinedAt.toISOString(),
        points: entry?.points ?? 0,
        place: payout?.place ?? entry?.place ?? null,
        prize: payout ? prizeView(payout.prize, ctx) : null,
      };
    }),
  );
  return { data, meta: pageMeta(query, total) };
}
