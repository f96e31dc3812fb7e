import type { StudioGameKind } from '@casino/contracts';
import type { SlotTitle } from '../games/slots/slot-engine.ts';
import { SLOT_TITLES } from '../games/slots/titles/index.ts';
import { ratio } from '../math/rational.ts';

/**
 * The studio's own list of what it offers, by the slug the platform launches (the platform's catalogue
 * rows carry the same slugs; the studio reads none of them). RTP as percent text: exact for slots (from
 * the title's rational RTP), the games' stated figures otherwise (docs/games/rtp.md).
 */
export type StudioGame = {
  slug: string;
  name: string;
  kind: StudioGameKind;
  rtp: string;
  volatility: string | null;
  title: SlotTitle | null;
};

const SLOT_SLUG_PREFIX = 'slot-';

/** The title's rational RTP ("3325/3456") as percent text rounded to hundredths ("96.21"). */
export function percentText(rational: string): string {
  const [numerator = '0', denominator = '1'] = rational.split('/');
  const { numerator: top, denominator: bottom } = ratio(BigInt(numerator), BigInt(denominator));
  const basisPoints = (top * 10_000n * 2n + bottom) / (2n * bottom);
  return `${basisPoints / 100n}.${(basisPoints % 100n).toString().padStart(2, '0')}`;
}

const slotGame = (title: SlotTitle): StudioGame => ({
  slug: `${SLOT_SLUG_PREFIX}${title.slug}`,
  name: title.name,
  kind: 'slot',
  rtp: percentText(title.rtp),
  volatility: title.volatility,
  title,
});

const original = (slug: StudioGameKind, name: string, rtp: string): StudioGame => ({
  slug,
  name,
  kind: slug,
  rtp,
  volatility: null,
  title: null,
});

const GAMES: readonly StudioGame[] = [
  ...SLOT_TITLES.map(slotGame),
  original('dice', 'Dice', '99.00'),
  original('roulette', 'Roulette', '97.30'),
  original('mines', 'Mines', '99.00'),
  original('plinko', 'Plinko', '98.87'),
  original('crash', 'Crash', '99.00'),
  // The built-in betting client (src/sportsbook): every selection returns at most 1 / 1.05 of the stake.
  {
    slug: 'betsy-sportsbook-betsy',
    name: 'Sportsbook',
    kind: 'sportsbook',
    rtp: '95.24',
    volatility: null,
    title: null,
  },
];

const BY_SLUG = new Map(GAMES.map((game) => [game.slug, game]));

export function findStudioGame(slug: string): StudioGame | undefined {
  return BY_SLUG.get(slug);
}

export function studioGames(): readonly StudioGame[] {
  return GAMES;
}
