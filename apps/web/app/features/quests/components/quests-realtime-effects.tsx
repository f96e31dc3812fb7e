import {
  type PlayerQuest,
  QUEST_TASK_UPDATED_EVENT,
  QUEST_UPDATED_EVENT,
  QuestState,
  type QuestTask,
  questPushSchema,
} from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type AlertInput, useAlerts } from '../../../components/alerts/alert-queue.tsx';
import { readPublication } from '../../../lib/realtime/publications.ts';
import { usePlayerRealtimeEvent } from '../../../lib/realtime/realtime-context.tsx';
import { useT } from '../../../lib/use-t.ts';
import { useWalletAccounts } from '../../wallet/hooks/use-wallet-accounts.ts';
import { ACTIVE_KEY, QUESTS_KEY } from '../api/quests-api.ts';
import { useQuestsEnabled } from '../hooks/use-quests.ts';
import { putQuest, putTask } from '../lib/quest-cache.ts';

/**
 * The states whose change the player is told of (spec section 4). Not 3: a completed quest pays its
 * rewards, and the inbox message of that (decision 0029) already raises its own alert.
 */
const ALERTED_STATES: Record<number, AlertInput['type']> = {
  [QuestState.active]: 'success',
  [QuestState.cancelled]: 'info',
  [QuestState.expired]: 'info',
  [QuestState.expiredByTime]: 'info',
};

/**
 * Quests' live side, mounted once for a signed-in player while the site offers quests (client contract
 * section 13; retention:quests is subscribed only then). A task's progress changes in place in its
 * quest; a task done raises the task alert; a quest's new state moves it between the lists and raises
 * the state alert. A redelivered push raises nothing twice.
 */
export function QuestsRealtimeEffects() {
  return useQuestsEnabled() ? <QuestPushes /> : null;
}

function QuestPushes() {
  const queryClient = useQueryClient();
  const alert = useQuestAlerts();
  useReloadOnAccountSwitch();

  const onQuest = (quest: PlayerQuest) => {
    putQuest(queryClient, quest);
    alert.quest(quest);
  };
  const onTask = (task: QuestTask) => {
    const { previous, quest } = putTask(queryClient, task);
    if (!task.isCompleted || previous?.isCompleted) return;
    alert.task(task, quest);
    // The next task of a sequential quest opens with this one done, and no push says so.
    if (quest?.taskExecutionOrder === 'sequential' && quest.tasks.some((item) => !item.isCompleted))
      void queryClient.invalidateQueries({ queryKey: ACTIVE_KEY });
  };

  usePlayerRealtimeEvent('retention:quests', (data) => {
    const parsed = questPushSchema.safeParse(data);
    if (parsed.success) {
      if (parsed.data.event === QUEST_UPDATED_EVENT) onQuest(parsed.data.quest);
      else onTask(parsed.data.task);
      return;
    }
    // A quest push this client cannot read still says the quests changed.
    const event = readPublication(data)?.event;
    if (event === QUEST_UPDATED_EVENT || event === QUEST_TASK_UPDATED_EVENT)
      void queryClient.invalidateQueries({ queryKey: QUESTS_KEY });
  });
  return null;
}

function useQuestAlerts() {
  const t = useT('alerts');
  const pushAlert = useAlerts();
  const shown = useRef(new Set<string>());
  const once = (key: string, show: () => void) => {
    if (shown.current.has(key)) return;
    shown.current.add(key);
    show();
  };
  return {
    quest(quest: PlayerQuest) {
      const type = ALERTED_STATES[quest.state];
      if (!type) return;
      once(`quest ${quest.id} ${quest.state}`, () =>
        pushAlert({
          type,
          title: t(`quests.stateChanged.${quest.state}.title`),
          text: t(`quests.stateChanged.${quest.state}.description`, { name: quest.name }),
        }),
      );
    },
    task(task: QuestTask, quest: PlayerQuest | undefined) {
      once(`task ${task.id}`, () =>
        pushAlert({
          type: 'success',
          title: t('quests.taskCompleted.title'),
          text: quest
            ? t('quests.taskCompleted.description', { task: task.name, name: quest.name })
            : t('quests.taskCompleted.short', { task: task.name }),
        }),
      );
    },
  };
}

/**
 * Quests come in the active account's currency: another account made active (here or in another tab)
 * loads them again.
 */
function useReloadOnAccountSwitch() {
  const queryClient = useQueryClient();
  const currency = useWalletAccounts().active?.currency;
  const last = useRef(currency);
  useEffect(() => {
    if (currency && last.current && currency !== last.current)
      void queryClient.invalidateQueries({ queryKey: QUESTS_KEY });
    if (currency) last.current = currency;
  }, [currency, queryClient]);
}
