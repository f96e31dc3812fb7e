import type { GameVolatility } from '@casino/contracts';
import { findStudioGame } from '@casino/studio/catalogue';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { catalogueChanged } from './catalogue-cache.ts';
import { SPORTSBOOK_TAG } from './service.ts';
import {
  gameCatalogueProviders,
  gameCollectionGames,
  gameCollections,
  games,
  type LocalizedText,
} from './tables.ts';

/** Our own studio: its catalogue row and its seamless-wallet provider (game_providers) share the id. */
export const STUDIO_CATALOGUE_PROVIDER = 'studio';

type GameSeed = {
  slug: string;
  title: string;
  rtp: string;
  volatility: GameVolatility;
  tags: string[];
  descriptions: LocalizedText;
};

/** The return to player the studio publishes for its game (exact for slots, docs/games/rtp.md). */
function studioRtp(slug: string): string {
  const game = findStudioGame(slug);
  if (!game) throw new Error(`The studio has no game ${slug}`);
  return game.rtp;
}

const slot = (slug: string, title: string, volatility: GameVolatility, en: string): GameSeed => ({
  slug: `slot-${slug}`,
  title,
  rtp: studioRtp(`slot-${slug}`),
  volatility,
  tags: ['slot'],
  descriptions: { en },
});

const original = (slug: string, title: string, en: string): GameSeed => ({
  slug,
  title,
  rtp: studioRtp(slug),
  volatility: 'medium',
  tags: ['original', 'provably-fair'],
  descriptions: { en },
});

/** The studio's slot titles (apps/studio/src/games/slots/titles). */
const slotSeed: GameSeed[] = [
  slot(
    'classic-sevens',
    'Classic Sevens',
    'low',
    'Three reels, three rows and five lines of fruit and sevens.',
  ),
  slot('fruit-ten', 'Fruit Ten', 'high', 'Five reels and ten lines, with a 500x top win.'),
  slot('wild-twenty', 'Wild Twenty', 'medium', 'Twenty lines and a wild that pays on its own.'),
  slot('jade-243', 'Jade 243', 'medium', '243 ways to win with a substituting wild.'),
  slot('forty-lines', 'Forty Lines', 'medium', 'Five reels, four rows and forty lines.'),
  slot('timber-4096', 'Timber 4096', 'medium', 'Six reels, four rows, 4096 ways to win.'),
  slot('golden-idol', 'Golden Idol', 'very-high', 'Ten lines and a rare idol paying up to 5004x.'),
  slot('star-scatter', 'Star Scatter', 'high', 'Twenty-five lines and stars that pay anywhere.'),
];

const originalSeed: GameSeed[] = [
  original('dice', 'Dice', 'Roll under or over the number you pick.'),
  original('crash', 'Crash', 'Cash out before the multiplier crashes.'),
  original('mines', 'Mines', 'Uncover gems, avoid the mines.'),
  original('plinko', 'Plinko', 'Drop the ball through the pegs.'),
  original('roulette', 'Roulette', 'European roulette, a single zero.'),
];

const collectionSeed: { slug: string; names: LocalizedText; games: string[] }[] = [
  {
    slug: 'popular',
    names: { en: 'Popular', de: 'Beliebt', 'pt-br': 'Populares' },
    games: ['crash', 'slot-wild-twenty', 'dice', 'slot-timber-4096', 'mines', 'slot-classic-sevens'],
  },
  {
    slug: 'new',
    names: { en: 'New', de: 'Neu', 'pt-br': 'Novos' },
    games: ['slot-star-scatter', 'slot-golden-idol', 'plinko', 'slot-forty-lines'],
  },
  {
    slug: 'slots',
    names: { en: 'Slots', de: 'Slots', 'pt-br': 'Slots' },
    games: slotSeed.map((game) => game.slug),
  },
  {
    slug: 'originals',
    names: { en: 'Table games', de: 'Tischspiele', 'pt-br': 'Jogos de mesa' },
    games: originalSeed.map((game) => game.slug),
  },
];

/**
 * The sportsbook: the built-in betting client our studio serves (apps/studio/src/sportsbook), launched
 * from /betting with identity betsy-sportsbook-betsy (client contract section 7). Real money only, and
 * tagged so that no lobby lists it.
 */
const sportsbookSeed: GameSeed & { hasDemo: boolean } = {
  slug: 'betsy-sportsbook-betsy',
  title: 'Sportsbook',
  rtp: studioRtp('betsy-sportsbook-betsy'),
  volatility: 'medium',
  tags: [SPORTSBOOK_TAG],
  descriptions: { en: 'Virtual football: bet on home, draw or away.' },
  hasDemo: false,
};

export const seededGameSlugs = [...slotSeed, ...originalSeed].map((game) => game.slug);

/**
 * The studio and its games, inserted when missing; rows an operator changed stay as they are. A game
 * joins its seeded collections only when the game or the collection is new in this run, so a game the
 * operator took out of a collection is not put back at the next start.
 */
export async function seedGames(db: Db) {
  await db
    .insert(gameCatalogueProviders)
    .values({
      id: STUDIO_CATALOGUE_PROVIDER,
      name: 'Lucky Harbor Studio',
      logo: '/images/providers/studio.svg',
      walletProviderId: STUDIO_CATALOGUE_PROVIDER,
      position: 0,
    })
    .onConflictDoNothing();
  const newGames = await db
    .insert(games)
    .values(
      [...slotSeed, ...originalSeed, sportsbookSeed].map((game, position) => ({
        ...game,
        providerId: STUDIO_CATALOGUE_PROVIDER,
        image: `/images/games/${game.slug}.svg`,
        position,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: games.id });
  const newCollections = await db
    .insert(gameCollections)
    .values(collectionSeed.map(({ slug, names }, position) => ({ slug, names, position })))
    .onConflictDoNothing()
    .returning({ id: gameCollections.id });
  if (newGames.length === 0 && newCollections.length === 0) return;

  const gameIds = new Map(
    (
      await db
        .select({ id: games.id, slug: games.slug })
        .from(games)
        .where(inArray(games.slug, seededGameSlugs))
    ).map((row) => [row.slug, row.id]),
  );
  const collectionIds = new Map(
    (
      await db
        .select({ id: gameCollections.id, slug: gameCollections.slug })
        .from(gameCollections)
        .where(
          inArray(
            gameCollections.slug,
            collectionSeed.map((collection) => collection.slug),
          ),
        )
    ).map((row) => [row.slug, row.id]),
  );
  const fresh = new Set([...newGames, ...newCollections].map((row) => row.id));
  const links = collectionSeed.flatMap((collection) =>
    collection.games.flatMap((slug, position) => {
      const collectionId = collectionIds.get(collection.slug);
      const gameId = gameIds.get(slug);
      if (!collectionId || !gameId || !(fresh.has(collectionId) || fresh.has(gameId))) return [];
      return [{ collectionId, gameId, position }];
    }),
  );
  if (links.length > 0) await db.insert(gameCollectionGames).values(links).onConflictDoNothing();
  catalogueChanged(db);
}
