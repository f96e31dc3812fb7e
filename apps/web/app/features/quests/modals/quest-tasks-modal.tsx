import type { PlayerQuest, QuestTask } from '@casino/contracts';
import { ModalTitle } from '../../../components/modals/modal-title.tsx';
import type { ModalProps } from '../../../components/modals/modal-types.ts';
import { useModals } from '../../../components/modals/use-modals.ts';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';
import { useT } from '../../../lib/use-t.ts';
import { QuestCountdown } from '../components/quest-countdown.tsx';
import { TaskProgress } from '../components/task-progress.tsx';
import { type QuestFormat, useQuestFormat } from '../hooks/use-quests.ts';
import { orderedTasks, type TaskMark, taskMark } from '../lib/tasks.ts';
import { Missing, useQuest } from './quest-lookup.tsx';

const MARK_ICONS: Record<TaskMark, IconName> = {
  done: 'check',
  active: 'play',
  locked: 'lock',
  open: 'star',
};

/**
 * quest-tasks (signed-in; the flag's value is the quest's id): its tasks in their order, each with its
 * progress, what counts towards it, and (for a sequential quest) which one is being worked on.
 */
export function QuestTasksModal({ value }: ModalProps) {
  const t = useT('modals');
  const { found: quest, settled } = useQuest(value);
  return (
    <div className="quests-modal" data-testid="quest-tasks">
      <ModalTitle>
        {quest ? t('questTasks.title', { name: quest.name }) : t('questTasks.titleGeneric')}
      </ModalTitle>
      {quest ? <QuestTasks quest={quest} /> : <Missing settled={settled} />}
    </div>
  );
}

function QuestTasks({ quest }: { quest: PlayerQuest }) {
  const t = useT('global-components');
  const { open } = useModals();
  return (
    <>
      <p className="quests-modal__meta">
        <span>{t(`quests.order.${quest.taskExecutionOrder}`)}</span>
        <QuestCountdown endAt={quest.endAt} />
      </p>
      <ol className="quest-tasks">
        {orderedTasks(quest).map((task) => (
          <TaskItem key={task.id} quest={quest} task={task} />
        ))}
      </ol>
      <button
        type="button"
        className="button button--ghost button--block"
        onClick={() => open('quest-rewards', { value: quest.id })}
      >
        {t('quests.seeRewards')}
      </button>
    </>
  );
}

function TaskItem({ quest, task }: { quest: PlayerQuest; task: QuestTask }) {
  const t = useT('global-components');
  const { open } = useModals();
  const format = useQuestFormat();
  const mark = taskMark(quest, task);
  const games = task.conditions.games ?? [];
  const type = t(`constants.taskTypes.${task.type}.label`);
  const conditions = conditionTexts(quest, task, t, format);
  return (
    <li className="quest-task" data-mark={mark} data-testid="quest-task" data-task-id={task.id}>
      <span className="quest-task__mark" title={t(`quests.marks.${mark}`)}>
        <Icon name={MARK_ICONS[mark]} size={16} />
      </span>
      <div className="quest-task__body">
        <div className="quest-task__head">
          <strong>{task.name}</strong>
          <span className={`quest-task__state quest-task__state--${mark}`} data-testid="quest-task-mark">
            {t(`quests.marks.${mark}`)}
          </span>
        </div>
        {type.toLowerCase() === task.name.toLowerCase() ? null : (
          <span className="quest-task__type">{type}</span>
        )}
        {task.description ? <p>{task.description}</p> : null}
        {conditions.length ? (
          <ul className="quest-task__conditions">
            {conditions.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        ) : null}
        <TaskProgress quest={quest} task={task} />
        {games.length ? (
          <button
            type="button"
            className="link-button"
            onClick={() => open('quest-task-games', { value: task.id })}
            data-testid="quest-task-games-link"
          >
            {t('quests.conditions.games', { count: games.length })}
          </button>
        ) : null}
      </div>
    </li>
  );
}

/** What counts towards a task, beyond its type: a smallest stake or win, a multiplier, any game. */
function conditionTexts(
  quest: PlayerQuest,
  task: QuestTask,
  t: ReturnType<typeof useT>,
  format: QuestFormat,
): string[] {
  const { spinAmount, minPayout, multiplier, games } = task.conditions;
  const money = (amount: number) => format.money(amount, quest.currency);
  const texts: string[] = [];
  if (spinAmount) texts.push(t('quests.conditions.spinAmount', { amount: money(spinAmount) }));
  if (minPayout) texts.push(t('quests.conditions.minPayout', { amount: money(minPayout) }));
  if (multiplier) texts.push(t('quests.conditions.multiplier', { multiplier }));
  if (!games?.length) texts.push(t('quests.conditions.anyGame'));
  return texts;
}
