import type { SiteRates } from '../settings/rates.ts';
import { minorToUnits } from '../wallet/money.ts';
import type { MoneyAmounts, PlayerReward, RewardDefinition } from './tables.ts';

/**
 * A quest's amount in `currency`, in its minor units: the amount set for that currency, else the base
 * currency's converted at the site's rates, rounded down; null when neither can be had.
 */
export function amountIn(amounts: MoneyAmounts, currency: string, rates: SiteRates): bigint | null {
  const own = amounts[currency];
  if (own !== undefined) return BigInt(own);
  const base = rates.base;
  const baseAmount = base ? amounts[base] : undefined;
  if (base === null || baseAmount === undefined) return null;
  return rates.convert(BigInt(baseAmount), base, currency);
}

/** Minor units of `currency` as the number of its units the API shows. */
export function unitsOf(minor: bigint, currency: string, rates: SiteRates): number {
  return minorToUnits(minor, rates.unitOf(currency) ?? 1);
}

/** A quest's rewards in `currency` (what activation fixes); null when an amount has no value in it. */
export function rewardsIn(
  rewards: RewardDefinition[],
  currency: string,
  rates: SiteRates,
): PlayerReward[] | null {
  const resolved: PlayerReward[] = [];
  for (const reward of rewards) {
    if (reward.type === 'points') {
      resolved.push(reward);
      continue;
    }
    const amount = amountIn(
      reward.type === 'freespins' ? reward.betAmounts : reward.amounts,
      currency,
      rates,
    );
    if (amount === null || amount <= 0n) return null;
    if (reward.type === 'money') resolved.push({ type: 'money', amount: String(amount), currency });
    else if (reward.type === 'bonus')
      resolved.push({
        type: 'bonus',
        amount: String(amount),
        currency,
        wagerMultiplier: reward.wagerMultiplier,
      });
    else
      resolved.push({
        type: 'freespins',
        count: reward.count,
        gameSlug: reward.gameSlug,
        betAmount: String(amount),
        currency,
      });
  }
  return resolved;
}

/** A fixed reward shown in another currency (the list's), converted at today's rates. */
export function rewardShownIn(reward: PlayerReward, currency: string, rates: SiteRates): PlayerReward {
  if (reward.type === 'points' || reward.currency === currency) return reward;
  const convert = (minor: string) => String(rates.convert(BigInt(minor), reward.currency, currency) ?? 0n);
  if (reward.type === 'freespins') return { ...reward, betAmount: convert(reward.betAmount), currency };
  return { ...reward, amount: convert(reward.amount), currency };
}
