import { eq } from 'drizzle-orm';
import { isUuid } from '../../db/ids.ts';
import type { QuestBonusReward, QuestRewardSource } from '../bonuses/quest-rewards.ts';
import { REWARD_FREESPIN_DAYS } from '../rewards/pay.ts';
import { siteRates } from '../settings/rates.ts';
import { getPublicSettings } from '../settings/service.ts';
import { rewardsIn } from './money.ts';
import { quests } from './tables.ts';

/**
 * A quest's bonus and free-spin rewards in `currency`, as taking the quest now would fix them, for
 * GET /api/game/bonuses?questId (registered with bonuses). None while quests are closed.
 */
export const questBonusRewards: QuestRewardSource = async (db, questId, currency) => {
  if (!isUuid(questId) || !(await getPublicSettings(db)).questsEnabled) return null;
  const [quest] = await db.select().from(quests).where(eq(quests.id, questId));
  if (!quest) return null;
  const resolved = rewardsIn(quest.rewards, currency, await siteRates(db)) ?? [];
  const rewards = resolved.flatMap((reward): QuestBonusReward[] => {
    if (reward.type === 'bonus')
      return [{ type: 'bonus', amount: BigInt(reward.amount), wagerMultiplier: reward.wagerMultiplier }];
    if (reward.type === 'freespins')
      return [
        {
          type: 'freespins',
          count: reward.count,
          gameSlug: reward.gameSlug,
          betAmount: BigInt(reward.betAmount),
          validDays: REWARD_FREESPIN_DAYS,
        },
      ];
    return [];
  });
  return { names: quest.names, rewards };
};
