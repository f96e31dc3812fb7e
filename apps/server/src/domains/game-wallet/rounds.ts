import { BetStatus, GAME_BET_EVENT, type GameBet, playerChannel } from '@casino/contracts';
import { and, count, eq, gt, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { correlated } from '../../db/sql-facts.ts';
import type { EventDispatcher } from '../events/dispatcher.ts';
import { publishEvent } from '../events/outbox.ts';
import { type GameSummary, gameSummariesOf, walletGameKey } from '../games/service.ts';
import { currencyUnit } from '../settings/service.ts';
import { minorToDecimalString } from '../wallet/money.ts';
import { type GameRoundRow, gameProviders, gameRounds } from './tables.ts';

/**
 * The platform's rounds (game_rounds), written by the seamless-wallet calls in their own transactions,
 * after the transaction claim: a replay answers before it gets here, so it never counts twice. Bets
 * and wins open and settle rounds in game_wallet_move (moves.ts), rollbacks here. Every change is
 * published on game:bets#{playerId} through the outbox, in the same transaction, and pushed as
 * `{event: 'game.bet', bet}` rendered at delivery.
 */

/** A round of a session, by the provider's round id. */
export type RoundKey = { sessionId: string; providerRoundId: string };

/** A bet given back: the round is rolled back once every bet of it was. */
export async function recordRoundRollback(tx: Db, key: RoundKey, amount: bigint) {
  const refunded = sql`${gameRounds.refundedMinor} + ${amount}`;
  const allBack = sql`${refunded} >= ${gameRounds.betMinor}`;
  await updateRound(tx, key, {
    refundedMinor: refunded,
    status: sql`CASE WHEN ${allBack} THEN 'rolledBack' ELSE ${gameRounds.status} END`,
    settledAt: sql`CASE WHEN ${allBack} THEN coalesce(${gameRounds.settledAt}, now()) ELSE ${gameRounds.settledAt} END`,
  });
}

type RoundUpdate = Partial<Record<'winMinor' | 'refundedMinor' | 'status' | 'settledAt', SQL>>;

/**
 * Applies a win or a rollback. A round that is missing (its bet came before rounds were recorded)
 * is left alone: the money moved all the same.
 */
async function updateRound(tx: Db, key: RoundKey, set: RoundUpdate) {
  const [round] = await tx
    .update(gameRounds)
    .set(set)
    .where(and(eq(gameRounds.sessionId, key.sessionId), eq(gameRounds.providerRoundId, key.providerRoundId)))
    .returning();
  if (round) await publishRound(tx, round);
}

/** The outbox keeps which round changed; the bet pushed is rendered at delivery (renderRoundPushes). */
async function publishRound(tx: Db, round: GameRoundRow) {
  await publishEvent(tx, {
    type: GAME_BET_EVENT,
    payload: { roundId: round.id },
    channel: playerChannel('game:bets', round.playerId),
  });
}

/**
 * game.bet is pushed as `{ event, bet }` with the round as it is at delivery: the rounds of every
 * event in a batch are read at once.
 */
export function renderRoundPushes(events: EventDispatcher) {
  const roundsById = async (tx: Db, ids: string[]) => {
    const rows = await tx.select().from(gameRounds).where(inArray(gameRounds.id, ids));
    const views = await roundViews(tx, rows);
    return new Map(views.map((view) => [view.id, view]));
  };
  events.render<Map<string, GameBet>>(
    GAME_BET_EVENT,
    async (event, tx, prepared) => {
      const { roundId } = event.payload as { roundId: string };
      const bet = (prepared ?? (await roundsById(tx, [roundId]))).get(roundId);
      return bet ? { bet } : null;
    },
    (changed, tx) =>
      roundsById(tx, [...new Set(changed.map((event) => (event.payload as { roundId: string }).roundId))]),
  );
}

/** What a round's game looks like on the site: the catalogue's when it lists it, else the provider's id. */
export type RoundGame = { id: string | null; slug: string; title: string; image: string | null };

/** The catalogue games of rounds, keyed as gameOf looks them up. */
export async function roundGames(db: Db, rounds: Pick<GameRoundRow, 'providerId' | 'gameSlug'>[]) {
  return gameSummariesOf(
    db,
    rounds.map((round) => ({ walletProviderId: round.providerId, slug: round.gameSlug })),
  );
}

export function gameOf(
  round: Pick<GameRoundRow, 'providerId' | 'gameSlug'>,
  games: Map<string, GameSummary>,
): RoundGame {
  const game = games.get(walletGameKey({ walletProviderId: round.providerId, slug: round.gameSlug }));
  return game ?? { id: null, slug: round.gameSlug, title: round.gameSlug, image: null };
}

/** win / stake to 4 decimals, exact from minor units; 0 when nothing is staked. */
export function multiplierOf(winMinor: bigint, stakeMinor: bigint): number {
  if (stakeMinor <= 0n) return 0;
  return Number((winMinor * 10_000n) / stakeMinor) / 10_000;
}

/** Minor units in a currency as a number of its unit, with the currency units read once per batch. */
export function amountFormatter(units: Map<string, number>) {
  return (minor: bigint, currency: string) => {
    const unit = units.get(currency);
    if (!unit) throw new Error(`Unknown currency ${currency}`);
    return Number(minorToDecimalString(minor, unit));
  };
}

/** Rounds as the site shows them (GameBet), in the order given. */
export async function roundViews(db: Db, rounds: GameRoundRow[]): Promise<GameBet[]> {
  if (rounds.length === 0) return [];
  // One after the other: inside a transaction the queries share one connection.
  const games = await roundGames(db, rounds);
  const units = new Map<string, number>();
  for (const code of new Set(rounds.map((round) => round.currency))) {
    const unit = await currencyUnit(db, code);
    if (unit) units.set(code, unit);
  }
  const recallTemplates = await recallTemplatesOf(db, rounds);
  const amount = amountFormatter(units);
  return rounds.map((round) => {
    const game = gameOf(round, games);
    const template = recallTemplates.get(round.providerId);
    return {
      id: round.id,
      game: game.title,
      gameId: game.id,
      gameIdentity: round.gameSlug,
      roundId: round.providerRoundId,
      amount: amount(round.betMinor, round.currency),
      payout: amount(round.winMinor, round.currency),
      currency: round.currency,
      status: betStatusOf(round),
      roundStatus: round.status,
      coefficient: multiplierOf(round.winMinor, round.betMinor - round.refundedMinor),
      createdAt: round.createdAt.toISOString(),
      items: [],
      gameImage: game.image,
      providerId: round.providerId,
      refunded: amount(round.refundedMinor, round.currency),
      isSettled: round.status !== 'open',
      settledAt: round.settledAt?.toISOString() ?? null,
      recallUrl: template ? recallUrl(template, round.providerRoundId) : null,
    };
  });
}

/** The constants' bet status of a round: open, won (paid anything), lost or rolled back. */
function betStatusOf(round: GameRoundRow): BetStatus {
  if (round.status === 'open') return BetStatus.unsettled;
  if (round.status === 'rolledBack') return BetStatus.rolledBack;
  return round.winMinor > 0n ? BetStatus.won : BetStatus.lost;
}

/** A provider's round page: its template with `{roundId}` replaced by the url-encoded round id. */
export const recallUrl = (template: string, roundId: string) =>
  template.replaceAll('{roundId}', encodeURIComponent(roundId));

async function recallTemplatesOf(db: Db, rounds: GameRoundRow[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: gameProviders.id, template: gameProviders.roundUrlTemplate })
    .from(gameProviders)
    .where(inArray(gameProviders.id, [...new Set(rounds.map((round) => round.providerId))]));
  return new Map(rows.flatMap((row) => (row.template ? [[row.id, row.template] as const] : [])));
}

/** How many rounds each bonus paid into are still open (a bonus does not end, nor can be cancelled, under them). */
export async function openBonusRounds(db: Db, playerBonusIds: string[]): Promise<Map<string, number>> {
  if (playerBonusIds.length === 0) return new Map();
  const rows = await db
    .select({ playerBonusId: gameRounds.playerBonusId, n: count() })
    .from(gameRounds)
    .where(
      and(
        inArray(gameRounds.playerBonusId, playerBonusIds),
        eq(gameRounds.status, 'open'),
        gt(gameRounds.bonusMinor, sql`0`),
      ),
    )
    .groupBy(gameRounds.playerBonusId);
  return new Map(rows.map((row) => [row.playerBonusId!, row.n]));
}

/** The round a bet belongs to, or null (a bet from before rounds were recorded). */
export async function findRound(tx: Db, key: RoundKey): Promise<GameRoundRow | null> {
  const [round] = await tx
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.sessionId, key.sessionId), eq(gameRounds.providerRoundId, key.providerRoundId)));
  return round ?? null;
}

/** What other domains read of a round (loyalty's points, tournaments' scores): whose, which game, its stakes, when and how it stands. */
export type RoundStakes = Pick<
  GameRoundRow,
  | 'id'
  | 'playerId'
  | 'gameSlug'
  | 'currency'
  | 'betMinor'
  | 'bonusMinor'
  | 'refundedMinor'
  | 'freespinId'
  | 'status'
  | 'winMinor'
  | 'createdAt'
  | 'settledAt'
>;

/** The rounds of these ids that exist, in one read (a batch of GAME_BET_EVENTs). */
export async function roundStakesOf(db: Db, roundIds: string[]): Promise<RoundStakes[]> {
  if (roundIds.length === 0) return [];
  return db
    .select({
      id: gameRounds.id,
      playerId: gameRounds.playerId,
      gameSlug: gameRounds.gameSlug,
      currency: gameRounds.currency,
      betMinor: gameRounds.betMinor,
      bonusMinor: gameRounds.bonusMinor,
      refundedMinor: gameRounds.refundedMinor,
      freespinId: gameRounds.freespinId,
      status: gameRounds.status,
      winMinor: gameRounds.winMinor,
      createdAt: gameRounds.createdAt,
      settledAt: gameRounds.settledAt,
    })
    .from(gameRounds)
    .where(inArray(gameRounds.id, roundIds));
}

/**
 * A player's largest win per currency in the rounds settled since `since` (a timestamptz expression:
 * a parameter or a placeholder), as a subquery on another statement's row (db/sql-facts.ts): JSON
 * `[{currency, winMinor}]`, the amount as decimal text.
 */
export const largestWinsSinceOf = (playerId: SQLWrapper, since: SQLWrapper): SQL<LargestWin[]> =>
  correlated(sql`coalesce((
  select json_agg(json_build_object('currency', wins.currency, 'winMinor', wins.win_minor::text))
  from (
    select ${gameRounds.currency} as currency, max(${gameRounds.winMinor}) as win_minor
    from ${gameRounds}
    where ${gameRounds.playerId} = ${playerId} and ${gameRounds.status} = 'settled'
      and ${gameRounds.settledAt} >= ${since}
    group by ${gameRounds.currency}
  ) as wins
), '[]'::json)`);

export type LargestWin = { currency: string; winMinor: string };
