import { type LoyaltyLevelInput, loyaltyLadderSchema } from '@casino/contracts';
import type { Db } from '../../db/client.ts';
import { seedEarnRates } from './earning.ts';
import { loyaltyLevels } from './tables.ts';

type LevelSeed = LoyaltyLevelInput & { order: number };

/**
 * Harbor Club's ladder: the points earned in all that reach each level, and what a level earns per
 * 1 unit of the base currency wagered on slots (1, 1.1, 1.25, 1.5 and 2 points).
 */
export const LEVELS: LevelSeed[] = [
  {
    order: 1,
    names: { en: 'Deckhand', de: 'Schiffsjunge', 'pt-br': 'Grumete' },
    pointsRequired: 0,
    rateBp: 10_000,
  },
  {
    order: 2,
    names: { en: 'Sailor', de: 'Matrose', 'pt-br': 'Marinheiro' },
    pointsRequired: 500,
    rateBp: 11_000,
  },
  {
    order: 3,
    names: { en: 'Navigator', de: 'Navigator', 'pt-br': 'Navegador' },
    pointsRequired: 2_500,
    rateBp: 12_500,
  },
  {
    order: 4,
    names: { en: 'Captain', de: 'Kapitän', 'pt-br': 'Capitão' },
    pointsRequired: 10_000,
    rateBp: 15_000,
  },
  {
    order: 5,
    names: { en: 'Admiral', de: 'Admiral', 'pt-br': 'Almirante' },
    pointsRequired: 50_000,
    rateBp: 20_000,
  },
];

/**
 * Seeded once: a level the operator changed is not overwritten at the next start. The ladder passes
 * the editor's schema (the first level from 0 points, each next one needing more).
 */
export async function seedLoyalty(db: Db): Promise<void> {
  loyaltyLadderSchema.parse({ levels: LEVELS });
  await seedEarnRates(db);
  await db
    .insert(loyaltyLevels)
    .values(
      LEVELS.map((level) => ({
        levelOrder: level.order,
        names: level.names,
        pointsRequired: level.pointsRequired,
        rateBp: level.rateBp,
      })),
    )
    .onConflictDoNothing({ target: loyaltyLevels.levelOrder });
}
