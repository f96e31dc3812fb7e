import type { Db } from '../../db/client.ts';
import { loyaltyPointsOffers } from './exchange-tables.ts';

/** Whole units per currency, written as minor units (JPY has none, USDT six decimals). */
const MINOR_PER_UNIT: Record<string, number> = {
  EUR: 100,
  USD: 100,
  GBP: 100,
  CAD: 100,
  BRL: 100,
  TRY: 100,
  INR: 100,
  JPY: 1,
  USDT: 1_000_000,
};

const amounts = (units: Record<string, number>) =>
  Object.fromEntries(
    Object.entries(units).map(([code, value]) => [code, String(value * MINOR_PER_UNIT[code]!)]),
  );

/**
 * What points buy, seeded once (an offer the operator changed is not overwritten): bonuses to wager
 * ten times, in round amounts of each fiat currency and USDT (other crypto players are offered none).
 * 500 points are 5 EUR, about what 500 EUR wagered on slots earns at the first level.
 */
const OFFERS = [
  {
    slug: 'bonus-5',
    titles: { en: 'Small bonus', de: 'Kleiner Bonus', 'pt-br': 'Bônus pequeno' },
    points: 500,
    amounts: amounts({ EUR: 5, USD: 5, GBP: 5, CAD: 8, BRL: 30, TRY: 200, INR: 500, JPY: 800, USDT: 5 }),
  },
  {
    slug: 'bonus-25',
    titles: { en: 'Bonus', de: 'Bonus', 'pt-br': 'Bônus' },
    points: 2_000,
    amounts: amounts({
      EUR: 25,
      USD: 25,
      GBP: 20,
      CAD: 40,
      BRL: 150,
      TRY: 1_000,
      INR: 2_500,
      JPY: 4_000,
      USDT: 25,
    }),
  },
  {
    slug: 'bonus-75',
    titles: { en: 'Big bonus', de: 'Großer Bonus', 'pt-br': 'Bônus grande' },
    points: 5_000,
    amounts: amounts({
      EUR: 75,
      USD: 75,
      GBP: 65,
      CAD: 110,
      BRL: 450,
      TRY: 3_000,
      INR: 7_000,
      JPY: 12_000,
      USDT: 75,
    }),
  },
];

export async function seedPointsOffers(db: Db): Promise<void> {
  await db
    .insert(loyaltyPointsOffers)
    .values(OFFERS.map((offer, position) => ({ ...offer, wagerMultiplier: 10, position })))
    .onConflictDoNothing({ target: loyaltyPointsOffers.slug });
}
