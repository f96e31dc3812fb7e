import {
  GAME_WINNERS_LIMIT,
  type GameBetsQuery,
  type GameBetsResponse,
  type GameSpinsQuery,
  type GameSpinsResponse,
  type GameWinner,
  pageMeta,
  pageOffset,
} from '@casino/contracts';
import { and, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gameImages } from '../games/service.ts';
import { nicknamesOf } from '../identity/players.ts';
import { currencyUnits } from '../settings/service.ts';
import { amountFormatter, gameOf, multiplierOf, roundGames, roundViews } from './rounds.ts';
import { gameRounds } from './tables.ts';

/** GET /api/game/bets: the player's rounds, the newest first; isSettled splits open from finished ones. */
export async function listPlayerBets(
  db: Db,
  playerId: string,
  query: GameBetsQuery,
): Promise<GameBetsResponse> {
  const settledFilter =
    query.isSettled === undefined
      ? undefined
      : query.isSettled
        ? ne(gameRounds.status, 'open')
        : eq(gameRounds.status, 'open');
  return pageOfRounds(db, query, and(eq(gameRounds.playerId, playerId), settledFilter)!, [
    desc(gameRounds.createdAt),
    desc(gameRounds.id),
  ]);
}

/** GET /api/game/spins: the player's settled rounds, the most recently settled first. */
export async function listPlayerSpins(
  db: Db,
  playerId: string,
  query: GameSpinsQuery,
): Promise<GameSpinsResponse> {
  return pageOfRounds(db, query, and(eq(gameRounds.playerId, playerId), eq(gameRounds.status, 'settled'))!, [
    desc(gameRounds.settledAt),
    desc(gameRounds.id),
  ]);
}

async function pageOfRounds(
  db: Db,
  query: GameSpinsQuery,
  where: SQL,
  order: SQL[],
): Promise<GameBetsResponse> {
  const [[totals], rows] = await Promise.all([
    db.select({ total: count() }).from(gameRounds).where(where),
    db
      .select()
      .from(gameRounds)
      .where(where)
      .orderBy(...order)
      .limit(query.perPage)
      .offset(pageOffset(query)),
  ]);
  return { data: await roundViews(db, rows), meta: pageMeta(query, Number(totals?.total ?? 0)) };
}

/** Settled rounds that paid more than the stake kept (the predicate of game_rounds_winners_idx). */
const isWin = sql`${gameRounds.status} = 'settled' AND ${gameRounds.winMinor} > ${gameRounds.betMinor} - ${gameRounds.refundedMinor}`;

/** GET /api/game/spins/winners: the latest wins across players, the most recent first, players masked. */
export async function latestWinners(db: Db): Promise<GameWinner[]> {
  const rows = await db
    .select()
    .from(gameRounds)
    .where(isWin)
    .orderBy(desc(gameRounds.settledAt), desc(gameRounds.id))
    .limit(GAME_WINNERS_LIMIT);
  const [games, units, nicknames] = await Promise.all([
    roundGames(db, rows),
    currencyUnits(db),
    nicknamesOf(
      db,
      rows.map((row) => row.playerId),
    ),
  ]);
  const amount = amountFormatter(units);
  return rows.map((row) => {
    const game = gameOf(row, games);
    const stake = row.betMinor - row.refundedMinor;
    return {
      nickname: maskNickname(nicknames.get(row.playerId) ?? ''),
      amount: amount(stake, row.currency),
      currency: row.currency,
      payout: amount(row.winMinor, row.currency),
      gameId: game.id,
      gameName: game.title,
      isDemoMode: false,
      gameImages: game.image ? gameImages(game.image) : {},
      gameCustomImages: {},
      id: row.id,
      gameIdentity: row.gameSlug,
      coefficient: multiplierOf(row.winMinor, stake),
      createdAt: (row.settledAt ?? row.createdAt).toISOString(),
    };
  });
}

/** The first two characters (one of a two-character name) and "***": "jo***". */
export function maskNickname(nickname: string): string {
  const characters = Array.from(nickname);
  return `${characters.slice(0, characters.length > 2 ? 2 : 1).join('')}***`;
}

/**
 * A value loaded at most once per `ttlMs`; askers in between share the load (a failed load is not kept).
 * The winners feed is polled by every visitor: this keeps it to one query per period and process.
 */
export function cachedFor<T>(ttlMs: number, load: () => Promise<T>, now: () => number = Date.now) {
  let entry: { loadedAt: number; value: Promise<T> } | null = null;
  return (): Promise<T> => {
    if (!entry || now() - entry.loadedAt >= ttlMs) {
      const value = load();
      const current = { loadedAt: now(), value };
      entry = current;
      value.catch(() => {
        if (entry === current) entry = null;
      });
    }
    return entry.value;
  };
}
