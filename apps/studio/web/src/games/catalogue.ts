import type { StudioGameKind } from '@casino/contracts/studio';

type StudioGameEntry = { slug: string; name: string; kind: StudioGameKind };

const slot = (title: string, name: string): StudioGameEntry => ({
  slug: `slot-${title}`,
  name,
  kind: 'slot',
});
const original = (kind: StudioGameKind, name: string): StudioGameEntry => ({ slug: kind, name, kind });

/** The studio's games by slug (apps/studio/src/catalogue/games.ts), for the verifier's game list. */
export const STUDIO_GAMES: readonly StudioGameEntry[] = [
  slot('classic-sevens', 'Classic Sevens'),
  slot('fruit-ten', 'Fruit Ten'),
  slot('wild-twenty', 'Wild Twenty'),
  slot('jade-243', 'Jade 243'),
  slot('forty-lines', 'Forty Lines'),
  slot('timber-4096', 'Timber 4096 Ways'),
  slot('golden-idol', 'Golden Idol'),
  slot('star-scatter', 'Star Scatter'),
  original('dice', 'Dice'),
  original('roulette', 'Roulette'),
  original('mines', 'Mines'),
  original('plinko', 'Plinko'),
  original('crash', 'Crash'),
];

export const gameKindOf = (slug: string) => STUDIO_GAMES.find((game) => game.slug === slug)?.kind ?? null;
