import type { StudioGameKind } from '@casino/contracts/studio';

/** The studio's games by slug (apps/studio/src/catalogue/games.ts), for the verifier's game list. */
export const STUDIO_GAMES: readonly { slug: string; name: string; kind: StudioGameKind }[] = [
  { slug: 'slot-classic-sevens', name: 'Classic Sevens', kind: 'slot' },
  { slug: 'slot-fruit-ten', name: 'Fruit Ten', kind: 'slot' },
  { slug: 'slot-wild-twenty', name: 'Wild Twenty', kind: 'slot' },
  { slug: 'slot-jade-243', name: 'Jade 243', kind: 'slot' },
  { slug: 'slot-forty-lines', name: 'Forty Lines', kind: 'slot' },
  { slug: 'slot-timber-4096', name: 'Timber 4096 Ways', kind: 'slot' },
  { slug: 'slot-golden-idol', name: 'Golden Idol', kind: 'slot' },
  { slug: 'slot-star-scatter', name: 'Star Scatter', kind: 'slot' },
  { slug: 'dice', name: 'Dice', kind: 'dice' },
  { slug: 'roulette', name: 'Roulette', kind: 'roulette' },
  { slug: 'mines', name: 'Mines', kind: 'mines' },
  { slug: 'plinko', name: 'Plinko', kind: 'plinko' },
  { slug: 'crash', name: 'Crash', kind: 'crash' },
];

export const gameKindOf = (slug: string) => STUDIO_GAMES.find((game) => game.slug === slug)?.kind ?? null;
