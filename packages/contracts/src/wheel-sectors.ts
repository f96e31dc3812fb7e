import { z } from 'zod';
import { zId, zText } from './validators/input.ts';

/**
 * A prize wheel's sectors as the draw engine reads them (wheel_sectors) and the back office's editor
 * writes them: one schema for both, so a 422 names the field the draw would refuse. Amounts are minor
 * units as decimal text per currency; a currency not listed is paid the base currency's amount
 * converted at the site's rates. A sector is drawn with the chance weight / the wheel's total weight.
 */

const localeKey = z.string().regex(/^[a-z]{2}(-[a-z]{2})?$/, 'locale');

/** A text per locale: English is required, it is what every other locale falls back to. */
export const wheelTextsSchema = (max: number) =>
  z
    .record(localeKey, zText({ max }).trim().min(1))
    .refine((texts) => 'en' in texts, { message: 'englishRequired' });

const currencyCode = z.string().regex(/^[A-Z][A-Z0-9]{1,7}$/, 'currency');
const positiveMinor = z
  .string()
  .regex(/^\d{1,18}$/, 'amount')
  .refine((value) => BigInt(value) > 0n, { message: 'positive' });

/** Minor units per currency, as decimal text (JSON has no bigint). */
export const wheelAmountsSchema = z.record(currencyCode, positiveMinor);
const someAmounts = wheelAmountsSchema.refine((amounts) => Object.keys(amounts).length > 0, {
  message: 'required',
});

export const WHEEL_PRIZE_TYPES = ['points', 'money', 'bonus', 'freespins', 'nothing'] as const;

/** What a sector pays. */
export const sectorPrizeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('points'), points: z.number().int().min(1).max(1_000_000_000) }),
  z.object({ type: z.literal('money'), amounts: someAmounts }),
  z.object({
    type: z.literal('bonus'),
    amounts: someAmounts,
    wagerMultiplier: z.number().int().min(0).max(200),
  }),
  z.object({
    type: z.literal('freespins'),
    count: z.number().int().min(1).max(1000),
    gameSlug: zId({ max: 80 }),
    betAmounts: someAmounts,
  }),
  z.object({ type: z.literal('nothing') }),
]);
export type SectorPrize = z.infer<typeof sectorPrizeSchema>;

/** The most a sector may weigh: 32 sectors of it stay far below what the draw's integers hold. */
export const WHEEL_MAX_WEIGHT = 1_000_000;
export const WHEEL_MAX_SECTORS = 32;

export const wheelSectorSchema = z.object({
  titles: wheelTextsSchema(60),
  /** A positive whole number: the draw's integer arithmetic is what a player recomputes. */
  weight: z.number().int().min(1).max(WHEEL_MAX_WEIGHT),
  prize: sectorPrizeSchema,
});
export type WheelSector = z.infer<typeof wheelSectorSchema>;

/** A wheel's sectors in position order. */
export const wheelSectorsSchema = z.array(wheelSectorSchema).min(1).max(WHEEL_MAX_SECTORS);

/**
 * Each sector's chance in percent, rounded to two decimals: what the site publishes as `dropRate`
 * and what the editor's preview shows.
 */
export function dropRates(weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => (total > 0 ? Math.round((weight * 10_000) / total) / 100 : 0));
}
