import {
  ErrorCode,
  type Game,
  type GameCollection,
  type GameProvider,
  type GamesQuery,
  type PageMeta,
  type PageQuery,
  type PlayedGame,
} from '@casino/contracts';
import { and, asc, count, desc, eq, inArray, like, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { AppError } from '../../plugins/errors.ts';
import {
  type GameRow,
  gameCatalogueProviders,
  gameCollectionGames,
  gameCollections,
  gameFavorites,
  gamePlays,
  games,
  type LocalizedText,
} from './tables.ts';

/** Who is asking: their locale and country, and the player when signed in. */
export type Asker = { locale: string; country: string | null; playerId: string | null };

export type Paged<T> = { data: T[]; meta: PageMeta };

const localized = (texts: LocalizedText | null, locale: string) =>
  texts ? (texts[locale] ?? texts.en ?? Object.values(texts)[0] ?? null) : null;

const providers = gameCatalogueProviders;
/** A game is shown when it and its provider are enabled. */
const shown = and(eq(games.isEnabled, true), eq(providers.isEnabled, true))!;

const gameColumns = {
  game: games,
  providerName: providers.name,
  walletProviderId: providers.walletProviderId,
};
type GameWithProvider = { game: GameRow; providerName: string; walletProviderId: string | null };

function gameView(row: GameWithProvider, asker: Asker, favorites: Set<string>): Game {
  const { game } = row;
  return {
    id: game.id,
    slug: game.slug,
    title: game.title,
    provider: game.providerId,
    providerName: row.providerName,
    image: game.image,
    description: localized(game.descriptions, asker.locale),
    hasDemo: game.hasDemo,
    isMobile: game.isMobile,
    isDesktop: game.isDesktop,
    isRestricted: asker.country !== null && game.restrictedCountries.includes(asker.country),
    rtp: game.rtp,
    volatility: game.volatility,
    tags: game.tags,
    isFavorite: favorites.has(game.id),
  };
}

async function favoritesAmong(db: Db, playerId: string | null, gameIds: string[]): Promise<Set<string>> {
  if (!playerId || gameIds.length === 0) return new Set();
  const rows = await db
    .select({ gameId: gameFavorites.gameId })
    .from(gameFavorites)
    .where(and(eq(gameFavorites.playerId, playerId), inArray(gameFavorites.gameId, gameIds)));
  return new Set(rows.map((row) => row.gameId));
}

async function gameViews(db: Db, rows: GameWithProvider[], asker: Asker): Promise<Game[]> {
  const favorites = await favoritesAmong(
    db,
    asker.playerId,
    rows.map((row) => row.game.id),
  );
  return rows.map((row) => gameView(row, asker, favorites));
}

const meta = (page: PageQuery, totalRows: number): PageMeta => ({
  page: page.page,
  perPage: page.perPage,
  totalRows,
  totalPages: Math.ceil(totalRows / page.perPage),
});

const offsetOf = (page: PageQuery) => (page.page - 1) * page.perPage;

/** LIKE pattern of a text anywhere in a lowercased title, with the wildcards of the text escaped. */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** GET /api/game/collections: the enabled collections with their count of shown games. */
export async function listCollections(db: Db, asker: Asker): Promise<GameCollection[]> {
  const [rows, counts] = await Promise.all([
    db
      .select({ id: gameCollections.id, slug: gameCollections.slug, names: gameCollections.names })
      .from(gameCollections)
      .where(eq(gameCollections.isEnabled, true))
      .orderBy(asc(gameCollections.position), asc(gameCollections.slug)),
    db
      .select({ id: gameCollectionGames.collectionId, total: count() })
      .from(gameCollectionGames)
      .innerJoin(games, eq(games.id, gameCollectionGames.gameId))
      .innerJoin(providers, eq(providers.id, games.providerId))
      .where(shown)
      .groupBy(gameCollectionGames.collectionId),
  ]);
  const totals = new Map(counts.map((row) => [row.id, Number(row.total)]));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: localized(row.names, asker.locale) ?? row.slug,
    gamesCount: totals.get(row.id) ?? 0,
  }));
}

/** Enabled games per provider. */
async function gameCounts(db: Db, providerId?: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: games.providerId, total: count() })
    .from(games)
    .where(and(eq(games.isEnabled, true), providerId ? eq(games.providerId, providerId) : undefined))
    .groupBy(games.providerId);
  return new Map(rows.map((row) => [row.id, Number(row.total)]));
}

async function providerViews(db: Db, where: SQL, providerId?: string): Promise<GameProvider[]> {
  const [rows, totals] = await Promise.all([
    db
      .select({ id: providers.id, name: providers.name, logo: providers.logo })
      .from(providers)
      .where(where)
      .orderBy(asc(providers.position), asc(providers.name)),
    gameCounts(db, providerId),
  ]);
  return rows.map((row) => ({ ...row, gamesCount: totals.get(row.id) ?? 0 }));
}

/** GET /api/game/providers */
export async function listProviders(db: Db): Promise<GameProvider[]> {
  return providerViews(db, eq(providers.isEnabled, true));
}

/** GET /api/game/providers/{id}: 404 when unknown or disabled. */
export async function getProvider(db: Db, id: string): Promise<GameProvider> {
  const [row] = await providerViews(db, and(eq(providers.id, id), eq(providers.isEnabled, true))!, id);
  if (!row) throw AppError.notFound('Provider not found.');
  return row;
}

/** An enabled collection by id or slug; null when there is none. */
async function findCollectionId(db: Db, identity: string): Promise<string | null> {
  const [row] = await db
    .select({ id: gameCollections.id })
    .from(gameCollections)
    .where(
      and(
        isUuid(identity) ? eq(gameCollections.id, identity) : eq(gameCollections.slug, identity),
        eq(gameCollections.isEnabled, true),
      ),
    );
  return row?.id ?? null;
}

/**
 * GET /api/game/games: shown games, filtered, one page. In a collection they come in the collection's
 * order, otherwise in catalogue order. An unknown collection gives an empty page.
 */
export async function listGames(db: Db, query: GamesQuery, asker: Asker): Promise<Paged<Game>> {
  const conditions: SQL[] = [shown];
  if (query.provider) conditions.push(eq(games.providerId, query.provider));
  if (query.search) conditions.push(like(games.searchTitle, containsPattern(query.search)));
  if (query.device === 'mobile') conditions.push(eq(games.isMobile, true));
  if (query.device === 'desktop') conditions.push(eq(games.isDesktop, true));
  let collectionId: string | null = null;
  if (query.collection) {
    collectionId = await findCollectionId(db, query.collection);
    if (!collectionId) return { data: [], meta: meta(query, 0) };
    conditions.push(eq(gameCollectionGames.collectionId, collectionId));
  }
  const where = and(...conditions);

  const totalQuery = db
    .select({ total: count() })
    .from(games)
    .innerJoin(providers, eq(providers.id, games.providerId))
    .$dynamic();
  const pageQuery = db
    .select(gameColumns)
    .from(games)
    .innerJoin(providers, eq(providers.id, games.providerId))
    .$dynamic();
  if (collectionId) {
    totalQuery.innerJoin(gameCollectionGames, eq(gameCollectionGames.gameId, games.id));
    pageQuery.innerJoin(gameCollectionGames, eq(gameCollectionGames.gameId, games.id));
  }
  const order = collectionId
    ? [asc(gameCollectionGames.position), asc(games.position), asc(games.id)]
    : [asc(games.position), asc(games.id)];
  const [[totals], rows] = await Promise.all([
    totalQuery.where(where),
    pageQuery
      .where(where)
      .orderBy(...order)
      .limit(query.perPage)
      .offset(offsetOf(query)),
  ]);
  return { data: await gameViews(db, rows, asker), meta: meta(query, Number(totals?.total ?? 0)) };
}

/** A shown game by id or slug; 404 15001 otherwise. */
export async function requireGame(db: Db, identity: string): Promise<GameWithProvider> {
  const [row] = await db
    .select(gameColumns)
    .from(games)
    .innerJoin(providers, eq(providers.id, games.providerId))
    .where(and(isUuid(identity) ? eq(games.id, identity) : eq(games.slug, identity), shown));
  if (!row) throw new AppError(ErrorCode.gameNotFound, 'Game not found.');
  return row;
}

/** GET /api/game/games/{id} (id or slug). */
export async function getGame(db: Db, identity: string, asker: Asker): Promise<Game> {
  const [game] = await gameViews(db, [await requireGame(db, identity)], asker);
  return game!;
}

/** POST /api/game/games/{id}/favorite: adds it (again is fine). */
export async function addFavorite(db: Db, playerId: string, identity: string) {
  const { game } = await requireGame(db, identity);
  await db.insert(gameFavorites).values({ playerId, gameId: game.id }).onConflictDoNothing();
  return { gameId: game.id, isFavorite: true };
}

/** DELETE /api/game/games/{id}/favorite: removes it (already gone is fine). */
export async function removeFavorite(db: Db, playerId: string, identity: string) {
  const { game } = await requireGame(db, identity);
  await db
    .delete(gameFavorites)
    .where(and(eq(gameFavorites.playerId, playerId), eq(gameFavorites.gameId, game.id)));
  return { gameId: game.id, isFavorite: false };
}

/** GET /api/game/games/favorites: the player's shown favourites, the newest first. */
export async function listFavorites(db: Db, page: PageQuery, asker: Asker & { playerId: string }) {
  const where = and(eq(gameFavorites.playerId, asker.playerId), shown);
  const [[totals], rows] = await Promise.all([
    db
      .select({ total: count() })
      .from(gameFavorites)
      .innerJoin(games, eq(games.id, gameFavorites.gameId))
      .innerJoin(providers, eq(providers.id, games.providerId))
      .where(where),
    db
      .select(gameColumns)
      .from(gameFavorites)
      .innerJoin(games, eq(games.id, gameFavorites.gameId))
      .innerJoin(providers, eq(providers.id, games.providerId))
      .where(where)
      .orderBy(desc(gameFavorites.createdAt), asc(games.id))
      .limit(page.perPage)
      .offset(offsetOf(page)),
  ]);
  const favorites = new Set(rows.map((row) => row.game.id));
  return {
    data: rows.map((row) => gameView(row, asker, favorites)),
    meta: meta(page, Number(totals?.total ?? 0)),
  };
}

/** GET /api/game/games/played: the player's shown games, the most recently launched first. */
export async function listPlayed(
  db: Db,
  page: PageQuery,
  asker: Asker & { playerId: string },
): Promise<Paged<PlayedGame>> {
  const where = and(eq(gamePlays.playerId, asker.playerId), shown);
  const [[totals], rows] = await Promise.all([
    db
      .select({ total: count() })
      .from(gamePlays)
      .innerJoin(games, eq(games.id, gamePlays.gameId))
      .innerJoin(providers, eq(providers.id, games.providerId))
      .where(where),
    db
      .select({ ...gameColumns, lastPlayedAt: gamePlays.lastPlayedAt, playCount: gamePlays.count })
      .from(gamePlays)
      .innerJoin(games, eq(games.id, gamePlays.gameId))
      .innerJoin(providers, eq(providers.id, games.providerId))
      .where(where)
      .orderBy(desc(gamePlays.lastPlayedAt), asc(games.id))
      .limit(page.perPage)
      .offset(offsetOf(page)),
  ]);
  const views = await gameViews(db, rows, asker);
  return {
    data: views.map((view, index) => ({
      ...view,
      lastPlayedAt: rows[index]!.lastPlayedAt.toISOString(),
      playCount: rows[index]!.playCount,
    })),
    meta: meta(page, Number(totals?.total ?? 0)),
  };
}

/** Records a launch for recently played. */
export async function recordPlay(db: Db, playerId: string, gameId: string) {
  await db
    .insert(gamePlays)
    .values({ playerId, gameId })
    .onConflictDoUpdate({
      target: [gamePlays.playerId, gamePlays.gameId],
      set: { lastPlayedAt: sql`now()`, count: sql`${gamePlays.count} + 1` },
    });
}

/** A catalogue game as other domains show it (game history, the winners feed). */
export type GameSummary = { id: string; slug: string; title: string; image: string };

/** How a seamless-wallet provider names a game: its game_providers id and the game's slug. */
export type WalletGameRef = { walletProviderId: string; slug: string };

export const walletGameKey = (ref: WalletGameRef) => `${ref.walletProviderId}:${ref.slug}`;

/**
 * The catalogue games behind games a wallet provider played, keyed by walletGameKey. Disabled games are
 * included: history keeps its titles when a game leaves the lobby.
 */
export async function gameSummariesOf(db: Db, refs: WalletGameRef[]): Promise<Map<string, GameSummary>> {
  if (refs.length === 0) return new Map();
  const rows = await db
    .select({
      id: games.id,
      slug: games.slug,
      title: games.title,
      image: games.image,
      walletProviderId: providers.walletProviderId,
    })
    .from(games)
    .innerJoin(providers, eq(providers.id, games.providerId))
    .where(
      and(
        inArray(games.slug, [...new Set(refs.map((ref) => ref.slug))]),
        inArray(providers.walletProviderId, [...new Set(refs.map((ref) => ref.walletProviderId))]),
      ),
    );
  return new Map(
    rows.flatMap(({ walletProviderId, ...game }) =>
      walletProviderId ? [[walletGameKey({ walletProviderId, slug: game.slug }), game] as const] : [],
    ),
  );
}
