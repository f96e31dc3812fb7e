import { GAME_BET_EVENT, TournamentScoring } from '@casino/contracts';
import { and, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { EventDispatcher } from '../events/dispatcher.ts';
import { publishEvents } from '../events/outbox.ts';
import { multiplierOf, type RoundStakes, roundStakesOf } from '../game-wallet/rounds.ts';
import { type GameForWeights, gamesForWeights } from '../games/service.ts';
import { cashWager } from '../loyalty/earning.ts';
import { type BaseAmount, baseCurrencyConverter } from '../settings/rates.ts';
import { entryChangedEvent, leaderboardChangedEvent } from './events.ts';
import type { LeaderboardStore, Standing } from './leaderboard.ts';
import { type TournamentRow, tournamentEntries, tournamentRounds, tournaments } from './tables.ts';

/**
 * Points are integers in the scoring's unit: minor units of the base currency staked (total bet), bets
 * (bet count), or the best win/stake multiplier × MULTIPLIER_SCALE (best multiplier).
 */
export const MULTIPLIER_SCALE = 10_000;

/** A round scored for one tournament: its points and when they were reached (the round's settlement). */
type Score = { tournamentId: string; roundId: string; playerId: string; points: number; at: Date };

const roundTime = (round: RoundStakes) => round.settledAt ?? round.createdAt;

function inCollections(tournament: TournamentRow, game: GameForWeights | undefined): boolean {
  const collections = game?.collections ?? [];
  const included =
    tournament.gameCollections.length === 0 ||
    tournament.gameCollections.some((slug) => collections.includes(slug));
  return included && !tournament.excludedCollections.some((slug) => collections.includes(slug));
}

function stakeAllowed(tournament: TournamentRow, base: BaseAmount | null): base is BaseAmount {
  if (!base) return false;
  if (tournament.minStakeMinor !== null && base.amount < tournament.minStakeMinor) return false;
  return tournament.maxStakeMinor === null || base.amount <= tournament.maxStakeMinor;
}

/** What a settled real-money round scores in a tournament (0: nothing). */
export function pointsOf(tournament: TournamentRow, round: RoundStakes, base: BaseAmount): number {
  if (tournament.scoring === TournamentScoring.totalBet) return Number(base.amount);
  if (tournament.scoring === TournamentScoring.betCount) return 1;
  return Math.floor(
    multiplierOf(round.winMinor, round.betMinor - round.refundedMinor) * MULTIPLIER_SCALE + 1e-6,
  );
}

/**
 * Whether a round counts in a tournament: placed within [startAt, endAt) (by the round's time, not the
 * event's delivery), in an eligible currency and collection, its real-money stake converted to the
 * base currency within the stake limits.
 */
function scoreOf(
  tournament: TournamentRow,
  round: RoundStakes,
  base: BaseAmount | null,
  game: GameForWeights | undefined,
): Score | null {
  if (round.createdAt < tournament.startAt || round.createdAt >= tournament.endAt) return null;
  if (tournament.currencies.length > 0 && !tournament.currencies.includes(round.currency)) return null;
  if (!stakeAllowed(tournament, base) || !inCollections(tournament, game)) return null;
  const points = pointsOf(tournament, round, base);
  if (points <= 0) return null;
  return {
    tournamentId: tournament.id,
    roundId: round.id,
    playerId: round.playerId,
    points,
    at: roundTime(round),
  };
}

/** The tournaments a round may score in: scheduled, not completed. Shared locks keep the payout job out meanwhile. */
function openTournaments(tx: Db, before: Date) {
  return tx
    .select()
    .from(tournaments)
    .where(
      and(lt(tournaments.state, 5), lte(tournaments.startAt, before), isNotNull(tournaments.scheduledAt)),
    )
    .for('share');
}

/** The entries of joined players (join and buy-in tournaments score only them, from their join on). */
async function joinedOf(tx: Db, joinOnly: TournamentRow[], scores: Score[]) {
  const ids = joinOnly.map((tournament) => tournament.id);
  const players = [...new Set(scores.filter((s) => ids.includes(s.tournamentId)).map((s) => s.playerId))];
  if (players.length === 0) return new Map<string, Date>();
  const rows = await tx
    .select({
      tournamentId: tournamentEntries.tournamentId,
      playerId: tournamentEntries.playerId,
      joinedAt: tournamentEntries.joinedAt,
    })
    .from(tournamentEntries)
    .where(and(inArray(tournamentEntries.tournamentId, ids), inArray(tournamentEntries.playerId, players)));
  return new Map(rows.map((row) => [`${row.tournamentId}:${row.playerId}`, row.joinedAt]));
}

/** Each player's part of the batch per tournament: the sum (or the best) of their rounds. */
function combine(scores: Score[], best: Set<string>) {
  const byEntry = new Map<string, Score>();
  for (const score of scores) {
    const key = `${score.tournamentId}:${score.playerId}`;
    const held = byEntry.get(key);
    if (!held) byEntry.set(key, { ...score });
    else if (!best.has(score.tournamentId)) {
      held.points += score.points;
      if (score.at > held.at) held.at = score.at;
    } else if (score.points > held.points || (score.points === held.points && score.at < held.at))
      byEntry.set(key, { ...score });
  }
  return [...byEntry.values()];
}

const entryValues = (scores: Score[]) =>
  scores.map((score) => ({
    tournamentId: score.tournamentId,
    playerId: score.playerId,
    points: score.points,
    reachedAt: score.at,
  }));

const returningStanding = {
  tournamentId: tournamentEntries.tournamentId,
  playerId: tournamentEntries.playerId,
  points: tournamentEntries.points,
  reachedAt: tournamentEntries.reachedAt,
};

/** Adds to the entries (made for an auto tournament's first score): the later reach time is kept. */
function addPoints(tx: Db, scores: Score[]) {
  return tx
    .insert(tournamentEntries)
    .values(entryValues(scores))
    .onConflictDoUpdate({
      target: [tournamentEntries.tournamentId, tournamentEntries.playerId],
      set: {
        points: sql`${tournamentEntries.points} + excluded.points`,
        reachedAt: sql`greatest(${tournamentEntries.reachedAt}, excluded.reached_at)`,
      },
    })
    .returning(returningStanding);
}

/** Keeps each entry's best; an equal best keeps the earlier reach time. */
function keepBest(tx: Db, scores: Score[]) {
  const better = sql`(excluded.points > ${tournamentEntries.points} OR (excluded.points = ${tournamentEntries.points} AND excluded.reached_at < ${tournamentEntries.reachedAt}))`;
  return tx
    .insert(tournamentEntries)
    .values(entryValues(scores))
    .onConflictDoUpdate({
      target: [tournamentEntries.tournamentId, tournamentEntries.playerId],
      set: {
        points: sql`CASE WHEN ${better} THEN excluded.points ELSE ${tournamentEntries.points} END`,
        reachedAt: sql`CASE WHEN ${better} THEN excluded.reached_at ELSE ${tournamentEntries.reachedAt} END`,
      },
    })
    .returning(returningStanding);
}

type Changed = Standing & { tournamentId: string };

/**
 * Scores these rounds in every open tournament, once each per tournament. One batch of round events
 * costs a few statements however many rounds, players and tournaments it holds: the rounds; when one
 * of them is a settled real-money round, the open tournaments, the rates, the joined entries (only
 * when a join tournament is open), the scored rounds written in one, the entries in one per scoring
 * kind, and the pushes in one. Runs in the caller's transaction; answers the entries changed.
 */
export async function scoreRounds(tx: Db, store: LeaderboardStore, roundIds: string[]): Promise<Changed[]> {
  const rounds = (await roundStakesOf(tx, [...new Set(roundIds)])).filter((round) => cashWager(round) > 0n);
  if (rounds.length === 0) return [];
  const latest = new Date(Math.max(...rounds.map((round) => round.createdAt.getTime())));
  const open = await openTournaments(tx, latest);
  if (open.length === 0) return [];
  const [games, toBase] = await Promise.all([gamesForWeights(tx), baseCurrencyConverter(tx)]);
  const bySlug = new Map(games.map((game) => [game.slug, game]));
  const candidates = rounds.flatMap((round) => {
    const base = toBase(cashWager(round), round.currency);
    return open.flatMap((tournament) => scoreOf(tournament, round, base, bySlug.get(round.gameSlug)) ?? []);
  });
  const joinOnly = open.filter((tournament) => tournament.entryType !== 'auto');
  const joined = await joinedOf(tx, joinOnly, candidates);
  const scores = candidates.filter((score) => {
    if (!joinOnly.some((tournament) => tournament.id === score.tournamentId)) return true;
    const joinedAt = joined.get(`${score.tournamentId}:${score.playerId}`);
    const round = rounds.find((item) => item.id === score.roundId)!;
    return joinedAt !== undefined && round.createdAt >= joinedAt;
  });
  if (scores.length === 0) return [];
  return recordScores(tx, store, open, scores);
}

async function recordScores(tx: Db, store: LeaderboardStore, open: TournamentRow[], scores: Score[]) {
  // A round scored before (a redelivered event, or a later event of the round) is not returned.
  const fresh = await tx
    .insert(tournamentRounds)
    .values(scores.map(({ at: _at, ...score }) => score))
    .onConflictDoNothing()
    .returning({ tournamentId: tournamentRounds.tournamentId, roundId: tournamentRounds.roundId });
  const isFresh = new Set(fresh.map((row) => `${row.tournamentId}:${row.roundId}`));
  const best = new Set(
    open.filter((tournament) => tournament.scoring === TournamentScoring.bestMultiplier).map((t) => t.id),
  );
  const combined = combine(
    scores.filter((score) => isFresh.has(`${score.tournamentId}:${score.roundId}`)),
    best,
  );
  if (combined.length === 0) return [];
  const [summed, bests] = [
    combined.filter((score) => !best.has(score.tournamentId)),
    combined.filter((score) => best.has(score.tournamentId)),
  ];
  const changed: Changed[] = [
    ...(summed.length > 0 ? await addPoints(tx, summed) : []),
    ...(bests.length > 0 ? await keepBest(tx, bests) : []),
  ];
  const tournamentIds = [...new Set(changed.map((entry) => entry.tournamentId))];
  for (const id of tournamentIds)
    await store.record(
      tx,
      id,
      changed.filter((entry) => entry.tournamentId === id),
    );
  await publishEvents(tx, [
    ...tournamentIds.map(leaderboardChangedEvent),
    ...changed.map((entry) => entryChangedEvent(entry.tournamentId, entry.playerId)),
  ]);
  return changed;
}

/**
 * Scores from the game wallet's rounds: every change of a round publishes GAME_BET_EVENT, and each
 * batch of them is scored in the transaction that delivers it, so the scores commit exactly when the
 * delivery does; a redelivered or later event of the same round finds its scored row and adds nothing.
 */
export function registerTournamentScoring(events: EventDispatcher, store: LeaderboardStore) {
  events.subscribeBatch(GAME_BET_EVENT, async (batch, tx) => {
    await scoreRounds(
      tx,
      store,
      batch.map((event) => (event.payload as { roundId: string }).roundId),
    );
  });
}
