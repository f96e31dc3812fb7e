import {
  type Bonus,
  type BonusCondition,
  type BonusesQuery,
  BonusTriggerType,
  BonusType,
} from '@casino/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { isExcluded } from '../limits/rules.ts';
import { amountToMinor } from '../payments/methods.ts';
import { currencyUnit } from '../settings/service.ts';
import { bonusViews, inDepositRange, offeredBonuses, onOffer, rewardDefinition } from './offers.ts';
import { questRewards } from './quest-rewards.ts';
import { referralOwnerDefinition } from './referral-bonus.ts';
import type { BonusDefinitionRow } from './tables.ts';

/**
 * GET /api/game/bonuses (decision 0035): the bonuses of one trigger (`triggerType`: 3 deposit, the
 * default; 11 the referral owner's bonus) the player may receive now in the currency, narrowed to
 * `bonusIds` and to the deposit `amount`, with the `skipCondition[]` kinds left unchecked; or, with
 * `questId`, that quest's bonus and free-spin rewards.
 */
export async function listedBonuses(
  db: Db,
  playerId: string,
  query: BonusesQuery,
  locale: string,
  now = new Date(),
): Promise<Bonus[]> {
  const skip = new Set(query.skipCondition ?? []);
  let definitions = query.questId
    ? await questRewardDefinitions(db, query.questId, query.currency)
    : await definitionsOfTrigger(db, playerId, query, skip, now);
  if (query.bonusIds) definitions = definitions.filter((row) => query.bonusIds!.includes(row.id));
  if (query.amount !== undefined && !skip.has('amount') && definitions.length > 0) {
    const amount = await minorAmount(db, query.amount, query.currency);
    definitions = definitions.filter(
      (row) =>
        !(query.currency in row.terms.depositFrom) || inDepositRange(row.terms, query.currency, amount),
    );
  }
  return bonusViews(db, definitions, query.currency, locale);
}

async function definitionsOfTrigger(
  db: Db,
  playerId: string,
  query: BonusesQuery,
  skip: ReadonlySet<BonusCondition>,
  now: Date,
): Promise<BonusDefinitionRow[]> {
  switch (query.triggerType ?? BonusTriggerType.deposit) {
    case BonusTriggerType.deposit:
      return offeredBonuses(db, playerId, query.currency, now, skip);
    case BonusTriggerType.referral: {
      const owner = await referralOwnerDefinition(db);
      const receivable =
        owner &&
        query.currency in owner.terms.amounts &&
        onOffer(owner, now, skip) &&
        !(await isExcluded(db, playerId, now));
      return receivable ? [owner] : [];
    }
    default:
      // Promo-code bonuses are given by their code, never listed; other triggers offer nothing here.
      return [];
  }
}

/** The deposit amount in minor units of the currency: 422 on `amount` with more decimals than it has. */
async function minorAmount(db: Db, amount: number, currency: string): Promise<bigint> {
  // A currency no definition knows has no definitions left by now: its unit is there.
  const unit = (await currencyUnit(db, currency)) ?? 1;
  const minor = amountToMinor(amount, unit);
  if (minor === null) throw AppError.validation([{ field: 'amount', rule: 'decimal' }]);
  return minor;
}

/**
 * A quest's rewards as the definitions they are issued under (the retention reward's), each with the
 * quest's title and its own amount, wagering or free spins; ids `quest:<questId>:<n>`.
 */
async function questRewardDefinitions(
  db: Db,
  questId: string,
  currency: string,
): Promise<BonusDefinitionRow[]> {
  const quest = await questRewards(db, questId, currency);
  if (!quest || quest.rewards.length === 0) return [];
  const base = await rewardDefinition(db);
  return quest.rewards.map((reward, index) => ({
    ...base,
    id: `quest:${questId}:${index}`,
    names: quest.names,
    type: reward.type === 'bonus' ? BonusType.cash : BonusType.freeSpins,
    terms:
      reward.type === 'bonus'
        ? {
            ...base.terms,
            amounts: { [currency]: String(reward.amount) },
            wagerMultiplier: reward.wagerMultiplier,
          }
        : {
            ...base.terms,
            freespins: {
              gameSlug: reward.gameSlug,
              count: reward.count,
              tiers: [],
              betAmounts: { [currency]: String(reward.betAmount) },
              validDays: reward.validDays,
            },
          },
  }));
}
