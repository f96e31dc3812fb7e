import type { Db } from '../../db/client.ts';
import { issueBonus, issueFreespins } from '../bonuses/lifecycle.ts';
import { rewardDefinition } from '../bonuses/offers.ts';
import { issueTerms } from '../bonuses/terms.ts';
import { gamesForWeights } from '../games/service.ts';
import { awardPoints } from '../loyalty/awards.ts';
import { bonusWagerCap } from '../settings/operator-settings.ts';
import { publishAccountChanged } from '../wallet/account-events.ts';
import { findAccount } from '../wallet/accounts.ts';
import { creditPrize } from '../wallet/postings.ts';

/** A title per locale code. */
type BonusNames = Record<string, string>;

/**
 * What retention gives a player: a quest's rewards, a tournament's prizes, a wheel's sectors, the
 * bonus points buy. Amounts are minor units of `currency`; names title the bonus or free spins in
 * the player's lists (per locale).
 */
export type Reward =
  | { type: 'points'; points: number }
  /** Cash from the house. */
  | { type: 'money'; amount: bigint; currency: string }
  /** Bonus money to wager `wagerMultiplier` times. */
  | { type: 'bonus'; amount: bigint; currency: string; wagerMultiplier: number; names: BonusNames }
  | {
      type: 'freespins';
      count: number;
      gameSlug: string;
      /** Each spin's stake. */
      betAmount: bigint;
      currency: string;
      names: BonusNames;
      validDays?: number;
    };

export type PaidReward = {
  /** False when `key` was paid before: nothing moved this time. */
  paid: boolean;
  /** The player's bonus or free spins issued (the first time). */
  bonusId?: string;
  freespinId?: string;
};

/** How long reward free spins last unless the reward says. */
export const REWARD_FREESPIN_DAYS = 7;

/**
 * Pays a reward once per `key`, in the caller's transaction, so it commits with whatever earned it
 * (a quest completed, a prize row written): the points' entry, the prize's posting and the bonus's or
 * free spins' source key are all unique by the key, and a second call pays nothing. Money, bonus and
 * free spins go to the player's wallet account in the reward's currency (which must exist).
 */
export async function payReward(tx: Db, playerId: string, reward: Reward, key: string): Promise<PaidReward> {
  const sourceKey = `reward:${key}`;
  if (reward.type === 'points') return { paid: await awardPoints(tx, playerId, reward.points, sourceKey) };
  const account = await findAccount(tx, playerId, reward.currency);
  if (!account) throw new Error(`Player ${playerId} has no ${reward.currency} account for a reward`);
  const holder = { playerId, walletAccountId: account.id, currency: reward.currency };
  if (reward.type === 'money') {
    const posted = await creditPrize(tx, { ...holder, amount: reward.amount, idempotencyKey: sourceKey });
    if (!posted.replayed) await publishAccountChanged(tx, holder);
    return { paid: !posted.replayed };
  }
  const definition = await rewardDefinition(tx);
  const terms = issueTerms(
    definition.terms,
    reward.currency,
    await gamesForWeights(tx),
    await bonusWagerCap(tx),
  );
  const issuedAs = { ...definition, names: reward.names };
  if (reward.type === 'bonus') {
    const bonus = await issueBonus(tx, {
      definition: issuedAs,
      account: holder,
      amount: reward.amount,
      terms: { ...terms, wagerMultiplier: reward.wagerMultiplier },
      activationDays: definition.terms.activationDays,
      sourceKey,
    });
    return { paid: bonus !== null, bonusId: bonus?.id };
  }
  const spins = await issueFreespins(tx, {
    definition: issuedAs,
    account: holder,
    count: reward.count,
    gameSlug: reward.gameSlug,
    betAmount: reward.betAmount,
    validDays: reward.validDays ?? REWARD_FREESPIN_DAYS,
    terms,
    sourceKey,
  });
  return { paid: spins !== null, freespinId: spins?.id };
}
