import type { WheelPrize } from '@casino/contracts';
import type { Reward } from '../rewards/pay.ts';
import type { SiteRates } from '../settings/rates.ts';
import { minorToUnits } from '../wallet/money.ts';
import type { SectorPrize, WheelAmounts, WheelTexts } from './tables.ts';

/**
 * An amount of a per-currency list in `currency`: its own entry, else the base currency's converted at
 * the site's rates (rounded down); null when neither is there.
 */
export function amountIn(rates: SiteRates, amounts: WheelAmounts, currency: string): bigint | null {
  const own = amounts[currency];
  if (own !== undefined) return BigInt(own);
  const base = rates.base;
  const baseAmount = base ? amounts[base] : undefined;
  return base && baseAmount !== undefined ? rates.convert(BigInt(baseAmount), base, currency) : null;
}

/** A sector's prize in one currency: what is shown, what the draw records and what is paid. */
export type PrizeIn = {
  type: SectorPrize['type'];
  /** Points, free spins, or minor units of `currency`. */
  amount: bigint;
  currency: string | null;
  /** What payReward pays; null for nothing (or an amount of 0). */
  reward: Reward | null;
};

const NOTHING: PrizeIn = { type: 'nothing', amount: 0n, currency: null, reward: null };

/** `names` titles a bonus or free spins in the player's lists. */
export function prizeIn(prize: SectorPrize, currency: string, rates: SiteRates, names: WheelTexts): PrizeIn {
  switch (prize.type) {
    case 'points':
      return {
        type: 'points',
        amount: BigInt(prize.points),
        currency: null,
        reward: { type: 'points', points: prize.points },
      };
    case 'money': {
      const amount = amountIn(rates, prize.amounts, currency);
      if (!amount) return NOTHING;
      return { type: 'money', amount, currency, reward: { type: 'money', amount, currency } };
    }
    case 'bonus': {
      const amount = amountIn(rates, prize.amounts, currency);
      if (!amount) return NOTHING;
      const { wagerMultiplier } = prize;
      const reward: Reward = { type: 'bonus', amount, currency, wagerMultiplier, names };
      return { type: 'bonus', amount, currency, reward };
    }
    case 'freespins': {
      const betAmount = amountIn(rates, prize.betAmounts, currency);
      if (!betAmount) return NOTHING;
      const { count, gameSlug } = prize;
      const reward: Reward = { type: 'freespins', count, gameSlug, betAmount, currency, names };
      return { type: 'freespins', amount: BigInt(count), currency, reward };
    }
    case 'nothing':
      return NOTHING;
  }
}

/** The wire's prize: money and bonus in major units of the currency, points and spins as counts. */
export function prizeView(prize: PrizeIn, rates: SiteRates): WheelPrize {
  const unit = prize.currency ? rates.unitOf(prize.currency) : undefined;
  const inUnits = prize.type === 'money' || prize.type === 'bonus';
  return {
    type: prize.type,
    amount: inUnits && unit ? minorToUnits(prize.amount, unit) : Number(prize.amount),
    currency: prize.currency,
  };
}
