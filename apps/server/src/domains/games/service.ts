import {
  ErrorCode,
  type Game,
  type GameCollection,
  type GameImages,
  type GamePlatform,
  type GameProvider,
  type GameProvidersQuery,
  type GamesQuery,
  type PageMeta,
  type PageQuery,
  GamePlatform as Platforms,
  type PlayedGame,
} from '@casino/contracts';
import {
  and,
  arrayContains,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  inArray,
  like,
  not,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { AppError } from '../../plugins/errors.ts';
import { fromCatalogue } from './catalogue-cache.ts';
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

/**
 * Who is asking: their locale and country, and the player when signed in. `favoriteIds`, when set,
 * gives every favourite of the player (the calls of one server-side render share one read).
 */
export type Asker = {
  locale: string;
  country: string | null;
  playerId: string | null;
  favoriteIds?: () => Promise<Set<string>>;
};

export type Paged<T> = { data: T[]; meta: PageMeta };

const localized = (texts: LocalizedText | null, locale: string) =>
  texts ? (texts[locale] ?? texts.en ?? Object.values(texts)[0] ?? null) : null;

const providers = gameCatalogueProviders;
/** A game is shown when it and its provider are enabled. */
const shown = and(eq(games.isEnabled, true), eq(providers.isEnabled, true))!;

/**
 * Games tagged `sportsbook` (the betting client, launched from /betting) are shown and launchable by
 * identity, but listed in no lobby, category, search or provider count.
 */
export const SPORTSBOOK_TAG = 'sportsbook';
const unlisted = arrayContains(games.tags, [SPORTSBOOK_TAG]);
const listed = and(shown, not(unlisted))!;

const gameColumns = {
  game: games,
  providerName: providers.name,
  walletProviderId: providers.walletProviderId,
};
type GameWithProvider = { game: GameRow; providerName: string; walletProviderId: string | null };

/** A game's pictures as the client reads them: our one portrait image. */
export const gameImages = (image: string): GameImages => ({ '200x300': { '1x': image } });

type CollectionRef = Game['collections'][number];

function gameView(
  row: GameWithProvider,
  asker: Asker,
  favorites: Set<string>,
  collections: Map<string, CollectionRef[]>,
): Game {
  const { game } = row;
  return {
    id: game.id,
    identity: game.slug,
    name: game.title,
    isDemoMode: game.hasDemo,
    volatility: game.volatility,
    type: null,
    images: gameImages(game.image),
    customImages: {},
    provider: { id: game.providerId, identity: game.providerId, name: row.providerName },
    collections: collections.get(game.id) ?? [],
    labels: game.tags.map((tag) => ({ id: tag, name: tag })),
    isBonusWagering: false,
    minimumBonusWagerMultiplier: null,
    description: localized(game.descriptions, asker.locale),
    isMobile: game.isMobile,
    isDesktop: game.isDesktop,
    isRestricted: asker.country !== null && game.restrictedCountries.includes(asker.country),
    rtp: game.rtp,
    tags: game.tags,
    isFavorite: favorites.has(game.id),
  };
}

/** The enabled collections that show each game, in the collections' order. */
async function collectionsOf(
  db: Db,
  gameIds: string[],
  locale: string,
): Promise<Map<string, CollectionRef[]>> {
  const result = new Map<string, CollectionRef[]>();
  if (gameIds.length === 0) return result;
  const rows = await db
    .select({
      gameId: gameCollectionGames.gameId,
      id: gameCollections.id,
      slug: gameCollections.slug,
      names: gameCollections.names,
    })
    .from(gameCollectionGames)
    .innerJoin(gameCollections, eq(gameCollections.id, gameCollectionGames.collectionId))
    .where(and(inArray(gameCollectionGames.gameId, gameIds), eq(gameCollections.isEnabled, true)))
    .orderBy(asc(gameCollections.position), asc(gameCollections.slug));
  for (const row of rows) {
    const list = result.get(row.gameId) ?? [];
    list.push({ id: row.id, identity: row.slug, name: localized(row.names, locale) ?? row.slug });
    result.set(row.gameId, list);
  }
  return result;
}

/** Every favourite of the player, by game id. */
const favoriteIdsQuery = preparedQuery((db) =>
  db
    .select({ gameId: gameFavorites.gameId })
    .from(gameFavorites)
    .where(eq(gameFavorites.playerId, sql.placeholder('playerId')))
    .prepare('favorite_ids'),
);

export async function favoriteIdsOf(db: Db, playerId: string): Promise<Set<string>> {
  const rows = await favoriteIdsQuery(db).execute({ playerId });
  return new Set(rows.map((row) => row.gameId));
}

async function favoritesAmong(db: Db, asker: Asker, gameIds: string[]): Promise<Set<string>> {
  const { playerId } = asker;
  if (!playerId || gameIds.length === 0) return new Set();
  if (asker.favoriteIds) return asker.favoriteIds();
  const rows = await db
    .select({ gameId: gameFavorites.gameId })
    .from(gameFavorites)
    .where(and(eq(gameFavorites.playerId, playerId), inArray(gameFavorites.gameId, gameIds)));
  return new Set(rows.map((row) => row.gameId));
}

async function gameViews(db: Db, rows: GameWithProvider[], asker: Asker): Promise<Game[]> {
  const ids = rows.map((row) => row.game.id);
  // One after the other: inside a transaction the queries share one connection.
  const favorites = await favoritesAmong(db, asker, ids);
  const collections = await collectionsOf(db, ids, asker.locale);
  return rows.map((row) => gameView(row, asker, favorites, collections));
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
export function listCollections(db: Db, asker: Asker): Promise<GameCollection[]> {
  return fromCatalogue(db, `collections:${asker.locale}`, () => readCollections(db, asker.locale));
}

async function readCollections(db: Db, locale: string): Promise<GameCollection[]> {
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
      .where(listed)
      .groupBy(gameCollectionGames.collectionId),
  ]);
  const totals = new Map(counts.map((row) => [row.id, Number(row.total)]));
  return rows.map((row) => ({
    id: row.id,
    identity: row.slug,
    name: localized(row.names, locale) ?? row.slug,
    countries: [],
    isHidden: false,
    gamesCount: totals.get(row.id) ?? 0,
  }));
}

/** Enabled games per provider. */
async function gameCounts(db: Db, providerId?: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: games.providerId, total: count() })
    .from(games)
    .where(
      and(
        eq(games.isEnabled, true),
        not(unlisted),
        providerId ? eq(games.providerId, providerId) : undefined,
      ),
    )
    .groupBy(games.providerId);
  return new Map(rows.map((row) => [row.id, Number(row.total)]));
}

const providerView = (
  row: { id: string; name: string; logo: string | null },
  totals: Map<string, number>,
): GameProvider => ({
  id: row.id,
  identity: row.id,
  name: row.name,
  gameEnabledCount: totals.get(row.id) ?? 0,
  images: row.logo ? { '116x40': { '1x': row.logo, '2x': row.logo, '3x': row.logo } } : {},
  customImages: {},
});

async function providerViews(db: Db, where: SQL, order: SQL[], providerId?: string): Promise<GameProvider[]> {
  const [rows, totals] = await Promise.all([
    db
      .select({ id: providers.id, name: providers.name, logo: providers.logo })
      .from(providers)
      .where(where)
      .orderBy(...order),
    gameCounts(db, providerId),
  ]);
  return rows.map((row) => providerView(row, totals));
}

const catalogueOrder = [asc(providers.position), asc(providers.name)];

/** GET /api/game/providers: by name or in the catalogue's order; every one unless perPage is given. */
export function listProviders(db: Db, query: GameProvidersQuery): Promise<GameProvider[]> {
  return fromCatalogue(db, `providers:${JSON.stringify(query)}`, () => readProviders(db, query));
}

async function readProviders(db: Db, query: GameProvidersQuery): Promise<GameProvider[]> {
  const direction = query.sortOrder === 'desc' ? desc : asc;
  const order =
    query.sortBy === 'name'
      ? [direction(providers.name)]
      : [direction(providers.position), direction(providers.name)];
  const named = query.name ? like(sql`lower(${providers.name})`, containsPattern(query.name)) : undefined;
  const list = await providerViews(db, and(eq(providers.isEnabled, true), named)!, order);
  if (!query.perPage) return list;
  const from = (query.page - 1) * query.perPage;
  return list.slice(from, from + query.perPage);
}

/** GET /api/game/providers/{id}: 404 when unknown or disabled. */
export async function getProvider(db: Db, id: string): Promise<GameProvider> {
  const where = and(eq(providers.id, id), eq(providers.isEnabled, true))!;
  const [row] = await providerViews(db, where, catalogueOrder, id);
  if (!row) throw AppError.notFound('Provider not found.');
  return row;
}

/** The enabled collections named by id or identity. */
async function findCollectionIds(db: Db, identities: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: gameCollections.id })
    .from(gameCollections)
    .where(
      and(
        byIdOrIdentity(gameCollections.id, gameCollections.slug, identities),
        eq(gameCollections.isEnabled, true),
      ),
    );
  return rows.map((row) => row.id);
}

/** Rows whose uuid id or text identity is among the values (a value that is no uuid is only an identity). */
function byIdOrIdentity(id: Parameters<typeof eq>[0], identity: Parameters<typeof eq>[0], values: string[]) {
  const ids = values.filter(isUuid);
  return ids.length > 0 ? or(inArray(id, ids), inArray(identity, values))! : inArray(identity, values);
}

const platformCondition = (platform: GamePlatform) =>
  platform === Platforms.mobile ? eq(games.isMobile, true) : eq(games.isDesktop, true);

/** The filters of GET /api/game/games but the collections. */
function gameConditions(query: GamesQuery): SQL[] {
  const conditions: SQL[] = [listed];
  if (query.providerId) conditions.push(inArray(games.providerId, query.providerId));
  if (query.gameId) conditions.push(byIdOrIdentity(games.id, games.slug, query.gameId));
  if (query.identity) conditions.push(inArray(games.slug, query.identity));
  if (query.name) conditions.push(like(games.searchTitle, containsPattern(query.name)));
  if (query.countries) conditions.push(not(arrayOverlaps(games.restrictedCountries, query.countries)));
  if (query.platform) conditions.push(platformCondition(query.platform));
  return conditions;
}

function gameOrder(query: GamesQuery, inCollections: boolean): SQL[] {
  const direction = query.sortOrder === 'desc' ? desc : asc;
  if (query.sortBy === 'name') return [direction(games.searchTitle), asc(games.id)];
  const position = inCollections ? [direction(gameCollectionGames.position)] : [];
  return [...position, direction(games.position), asc(games.id)];
}

/**
 * GET /api/game/games: shown games, filtered, one page. In collections they come in the collections'
 * order (a game of two collections once), otherwise in catalogue order. Unknown collections give an
 * empty page.
 */
export async function listGames(db: Db, query: GamesQuery, asker: Asker): Promise<Paged<Game>> {
  const page = await fromCatalogue(db, `games:${asker.locale}:${JSON.stringify(query)}`, () =>
    readGamesPage(db, query, asker.locale),
  );
  const favorites = await favoritesAmong(
    db,
    asker,
    page.rows.map((row) => row.game.id),
  );
  return {
    data: page.rows.map((row) => gameView(row, asker, favorites, page.collections)),
    meta: meta(query, page.total),
  };
}

type GamesPage = { rows: GameWithProvider[]; total: number; collections: Map<string, CollectionRef[]> };

/** One page of the catalogue as anyone sees it; the asker's favourites and country come on top. */
async function readGamesPage(db: Db, query: GamesQuery, locale: string): Promise<GamesPage> {
  const conditions = gameConditions(query);
  let collectionIds: string[] = [];
  if (query.collectionId) {
    collectionIds = await findCollectionIds(db, query.collectionId);
    if (collectionIds.length === 0) return { rows: [], total: 0, collections: new Map() };
    const inCollections = db
      .select({ id: gameCollectionGames.gameId })
      .from(gameCollectionGames)
      .where(inArray(gameCollectionGames.collectionId, collectionIds));
    conditions.push(inArray(games.id, inCollections));
  }
  const where = and(...conditions);
  const pageQuery = db
    .select(gameColumns)
    .from(games)
    .innerJoin(providers, eq(providers.id, games.providerId))
    .$dynamic();
  // One collection orders by its positions; several keep the catalogue's order.
  const single = collectionIds.length === 1 ? collectionIds[0]! : null;
  if (single)
    pageQuery.innerJoin(
      gameCollectionGames,
      and(eq(gameCollectionGames.gameId, games.id), eq(gameCollectionGames.collectionId, single)),
    );
  const [[totals], rows] = await Promise.all([
    db
      .select({ total: count() })
      .from(games)
      .innerJoin(providers, eq(providers.id, games.providerId))
      .where(where),
    pageQuery
      .where(where)
      .orderBy(...gameOrder(query, single !== null))
      .limit(query.perPage)
      .offset(offsetOf(query)),
  ]);
  const collections = await collectionsOf(
    db,
    rows.map((row) => row.game.id),
    locale,
  );
  return { rows, total: Number(totals?.total ?? 0), collections };
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

/** POST /api/game/games/{id}/favorite: adds it (again is fine); answers every favourite. */
export async function addFavorite(db: Db, identity: string, asker: Asker & { playerId: string }) {
  const { game } = await requireGame(db, identity);
  await db.insert(gameFavorites).values({ playerId: asker.playerId, gameId: game.id }).onConflictDoNothing();
  return (await listFavorites(db, null, asker)).data;
}

/** DELETE /api/game/games/{id}/favorite: removes it (already gone is fine); answers every favourite. */
export async function removeFavorite(db: Db, identity: string, asker: Asker & { playerId: string }) {
  const { game } = await requireGame(db, identity);
  await db
    .delete(gameFavorites)
    .where(and(eq(gameFavorites.playerId, asker.playerId), eq(gameFavorites.gameId, game.id)));
  return (await listFavorites(db, null, asker)).data;
}

/** GET /api/game/games/favorites: the player's shown favourites, the newest first; a page, or all (null). */
export async function listFavorites(db: Db, page: PageQuery | null, asker: Asker & { playerId: string }) {
  const where = and(eq(gameFavorites.playerId, asker.playerId), shown);
  const rowsQuery = db
    .select(gameColumns)
    .from(gameFavorites)
    .innerJoin(games, eq(games.id, gameFavorites.gameId))
    .innerJoin(providers, eq(providers.id, games.providerId))
    .where(where)
    .orderBy(desc(gameFavorites.createdAt), asc(games.id))
    .$dynamic();
  const [[totals], rows] = await Promise.all([
    db
      .select({ total: count() })
      .from(gameFavorites)
      .innerJoin(games, eq(games.id, gameFavorites.gameId))
      .innerJoin(providers, eq(providers.id, games.providerId))
      .where(where),
    page ? rowsQuery.limit(page.perPage).offset(offsetOf(page)) : rowsQuery,
  ]);
  const data = await gameViews(db, rows, asker);
  return { data, ...(page ? { meta: meta(page, Number(totals?.total ?? 0)) } : {}) };
}

/** GET /api/game/games/played: the player's shown games, the most recently launched first. */
export async function listPlayed(
  db: Db,
  page: PageQuery & { platform?: GamePlatform | undefined },
  asker: Asker & { playerId: string },
): Promise<Paged<PlayedGame>> {
  const platform = page.platform ? platformCondition(page.platform) : undefined;
  const where = and(eq(gamePlays.playerId, asker.playerId), shown, platform);
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

/** A game as weights see it: its provider, collections and tags. */
export type GameForWeights = { slug: string; providerId: string; collections: string[]; tags: string[] };

/**
 * Every enabled game with its provider, collections and tags: what a bonus's wagering weights and the
 * loyalty club's earn rules are resolved against.
 */
export function gamesForWeights(db: Db): Promise<GameForWeights[]> {
  return fromCatalogue(db, 'games-for-weights', async () => {
    const rows = await db
      .select({
        slug: games.slug,
        providerId: games.providerId,
        tags: games.tags,
        collection: gameCollections.slug,
      })
      .from(games)
      .leftJoin(gameCollectionGames, eq(gameCollectionGames.gameId, games.id))
      .leftJoin(gameCollections, eq(gameCollections.id, gameCollectionGames.collectionId))
      .where(eq(games.isEnabled, true));
    const bySlug = new Map<string, GameForWeights>();
    for (const row of rows) {
      const game = bySlug.get(row.slug) ?? {
        slug: row.slug,
        providerId: row.providerId,
        collections: [],
        tags: row.tags,
      };
      if (row.collection) game.collections.push(row.collection);
      bySlug.set(row.slug, game);
    }
    return [...bySlug.values()];
  });
}

/** The catalogue's RTP (percent, as text) of each of these games by slug; a game without one is left out. */
export async function catalogueRtps(db: Db, slugs: readonly string[]): Promise<Map<string, string>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select({ slug: games.slug, rtp: games.rtp })
    .from(games)
    .where(inArray(games.slug, [...slugs]));
  return new Map(rows.flatMap((row) => (row.rtp === null ? [] : [[row.slug, row.rtp] as const])));
}
