import { type PlayerQuest, QuestState } from '@casino/contracts';
import { useEffect, useRef, useState } from 'react';
import { useModals } from '../../../components/modals/use-modals.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { useT } from '../../../lib/use-t.ts';
import { questActionError, useQuestActions } from '../hooks/use-quests.ts';
import { currentTask, tasksDone } from '../lib/tasks.ts';
import { QuestCountdown } from './quest-countdown.tsx';
import { RewardSummary } from './reward-text.tsx';
import { TaskProgress } from './task-progress.tsx';

/**
 * One quest of the hub: what it is, when it ends, what it pays and how far the player is; taking it
 * (an offer) or giving it up after a confirmation (an active one). A refusal says why, in the card.
 */
export function QuestCard({ quest }: { quest: PlayerQuest }) {
  const t = useT('global-components');
  const active = quest.state === QuestState.active;
  const task = active ? currentTask(quest) : undefined;
  return (
    <article
      className="quest-card"
      aria-labelledby={`quest-${quest.id}`}
      data-testid="quest-card"
      data-quest-id={quest.id}
      data-state={quest.state}
    >
      <header className="quest-card__head">
        <h4 id={`quest-${quest.id}`}>{quest.name}</h4>
        <span className="quest-card__ends">
          <Icon name="history" size={16} />
          <QuestCountdown endAt={quest.endAt} />
        </span>
      </header>
      {quest.description ? <p className="quest-card__text">{quest.description}</p> : null}
      {!active && quest.durationHours ? (
        <p className="quest-card__note">{t('quests.countdown.duration', { count: quest.durationHours })}</p>
      ) : null}
      <RewardSummary rewards={quest.rewards} />
      <p className="quest-card__tasks" data-testid="quest-tasks-done">
        {active
          ? t('quests.progress.tasks', {
              count: quest.tasks.length,
              done: tasksDone(quest),
              total: quest.tasks.length,
            })
          : t('quests.progress.count', { count: quest.tasks.length })}
      </p>
      {task ? (
        <div className="quest-card__current" data-testid="quest-current-task" data-task-id={task.id}>
          <span className="quest-card__task-name">{task.name}</span>
          <TaskProgress quest={quest} task={task} />
        </div>
      ) : null}
      <QuestActions quest={quest} />
    </article>
  );
}

function QuestActions({ quest }: { quest: PlayerQuest }) {
  const t = useT('modals');
  const { open } = useModals();
  const { activate, cancel } = useQuestActions();
  const [confirming, setConfirming] = useState(false);
  // The cancel button gives way to the question: the keyboard goes to its safe answer.
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) keep.current?.focus();
  }, [confirming]);
  const active = quest.state === QuestState.active;
  const failed = active ? cancel.error : activate.error;
  const busy = activate.isPending || cancel.isPending;
  return (
    <>
      {failed ? (
        <p className="quest-card__error" role="alert" data-testid="quest-error">
          <Icon name="alert" size={18} /> {t(`questsHub.errors.${questActionError(failed)}`)}
        </p>
      ) : null}
      {confirming ? (
        <div className="quest-card__confirm">
          <p id={`quest-confirm-${quest.id}`}>{t('questsHub.confirmCancel', { name: quest.name })}</p>
          <div className="button-row">
            <button
              type="button"
              className="button button--primary button--small"
              disabled={busy}
              aria-describedby={`quest-confirm-${quest.id}`}
              onClick={() => cancel.mutate(quest.id, { onSettled: () => setConfirming(false) })}
              data-testid="quest-cancel-confirm"
            >
              {t('questsHub.confirmYes')}
            </button>
            <button
              type="button"
              className="button button--ghost button--small"
              ref={keep}
              onClick={() => setConfirming(false)}
            >
              {t('questsHub.confirmNo')}
            </button>
          </div>
        </div>
      ) : null}
      <div className="button-row quest-card__actions">
        {quest.state === QuestState.available ? (
          <button
            type="button"
            className="button button--primary button--small"
            disabled={busy}
            onClick={() => activate.mutate(quest.id)}
            data-testid="quest-activate"
          >
            {activate.isPending ? t('questsHub.activating') : t('questsHub.activate')}
          </button>
        ) : null}
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => open('quest-tasks', { value: quest.id })}
          data-testid="quest-open-tasks"
        >
          {t('questsHub.tasks')}
        </button>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => open('quest-rewards', { value: quest.id })}
          data-testid="quest-open-rewards"
        >
          {t('questsHub.rewards')}
        </button>
        {active && !confirming ? (
          <button
            type="button"
            className="link-button quest-card__cancel"
            disabled={busy}
            onClick={() => {
              cancel.reset();
              setConfirming(true);
            }}
            data-testid="quest-cancel"
          >
            {t('questsHub.cancel')}
          </button>
        ) : null}
      </div>
    </>
  );
}
