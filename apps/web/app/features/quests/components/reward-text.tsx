import type { QuestReward } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context.tsx';
import { useT } from '../../../lib/use-t.ts';
import { questsQueries } from '../api/quests-api.ts';
import { type QuestFormat, useQuestFormat } from '../hooks/use-quests.ts';

type Translate = ReturnType<typeof useT>;

/** A reward in a few words: "500 loyalty points", "10.00 EUR bonus money", "20 free spins". */
export function rewardText(reward: QuestReward, t: Translate, format: QuestFormat): string {
  const currency = reward.attributes.isoCode;
  if (reward.type === 'points')
    return t('quests.rewards.points', { count: reward.amount, points: format.count(reward.amount) });
  if (reward.type === 'freespins')
    return t('quests.rewards.freespins', { count: reward.amount, spins: format.count(reward.amount) });
  const amount = currency ? format.money(reward.amount, currency) : format.count(reward.amount);
  return t(reward.attributes.lockBalance ? 'quests.rewards.bonus' : 'quests.rewards.cash', { amount });
}

/** A quest's rewards on one line, for its card. */
export function RewardSummary({ rewards }: { rewards: QuestReward[] }) {
  const t = useT('global-components');
  const format = useQuestFormat();
  if (rewards.length === 0) return null;
  return (
    <p className="quest-rewards-summary" data-testid="quest-rewards-summary">
      <span className="visually-hidden">{t('quests.rewards.label')} </span>
      {rewards.map((reward) => rewardText(reward, t, format)).join(' · ')}
    </p>
  );
}

/** The game a free-spins reward is for, by id (its name, and its identity for the link). */
export function useRewardGame(reward: QuestReward) {
  const gameId = reward.type === 'freespins' ? reward.attributes.gameId : undefined;
  return useQuery({ ...questsQueries.game(useApi(), gameId ?? ''), enabled: !!gameId }).data;
}
