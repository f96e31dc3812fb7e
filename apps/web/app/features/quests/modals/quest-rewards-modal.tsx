import type { PlayerQuest, QuestReward } from '@casino/contracts';
import { Link } from 'react-router';
import { ModalTitle } from '../../../components/modals/modal-title.tsx';
import type { ModalProps } from '../../../components/modals/modal-types.ts';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';
import { useLocalizePath } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { rewardText, useRewardGame } from '../components/reward-text.tsx';
import { useQuestFormat } from '../hooks/use-quests.ts';
import { Missing, useQuest } from './quest-lookup.tsx';

const REWARD_ICONS: Record<QuestReward['type'], IconName> = {
  points: 'trophy',
  currency: 'coin',
  freespins: 'star',
};

/** quest-rewards (signed-in; the flag's value is the quest's id): what the quest pays once it is done. */
export function QuestRewardsModal({ value }: ModalProps) {
  const t = useT('modals');
  const { found: quest, settled } = useQuest(value);
  return (
    <div className="quests-modal" data-testid="quest-rewards">
      <ModalTitle>
        {quest ? t('questRewards.title', { name: quest.name }) : t('questRewards.titleGeneric')}
      </ModalTitle>
      {quest ? <Rewards quest={quest} /> : <Missing settled={settled} />}
    </div>
  );
}

function Rewards({ quest }: { quest: PlayerQuest }) {
  const t = useT('modals');
  if (quest.rewards.length === 0) return <p className="muted">{t('questRewards.none')}</p>;
  return (
    <>
      <p className="muted">{t('questRewards.text')}</p>
      <ul className="quest-rewards">
        {quest.rewards.map((reward, index) => (
          // Rewards have no id; their order is the quest's.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
          <RewardItem key={index} reward={reward} />
        ))}
      </ul>
    </>
  );
}

function RewardItem({ reward }: { reward: QuestReward }) {
  const t = useT('global-components');
  const format = useQuestFormat();
  const localize = useLocalizePath();
  const game = useRewardGame(reward);
  const { isoCode, betAmount } = reward.attributes;
  return (
    <li className="quest-reward" data-testid="quest-reward" data-type={reward.type}>
      <span className="quest-reward__icon">
        <Icon name={REWARD_ICONS[reward.type]} />
      </span>
      <div>
        <strong>{rewardText(reward, t, format)}</strong>
        {reward.type === 'currency' ? (
          <p className="muted">
            {t(reward.attributes.lockBalance ? 'quests.rewards.bonusNote' : 'quests.rewards.cashNote')}
          </p>
        ) : null}
        {reward.type === 'freespins' && betAmount && isoCode ? (
          <p className="muted">{t('quests.rewards.spinBet', { amount: format.money(betAmount, isoCode) })}</p>
        ) : null}
        {game ? (
          <Link to={localize(`/games/${game.identity}`)} data-testid="quest-reward-game">
            {t('quests.rewards.game', { game: game.name })}
          </Link>
        ) : null}
      </div>
    </li>
  );
}
