import type { PlayerQuest, QuestTask } from '@casino/contracts';
import { useT } from '../../../lib/use-t.ts';
import { type QuestFormat, useQuestFormat } from '../hooks/use-quests.ts';
import { isMoneyTask, taskPercent } from '../lib/tasks.ts';

/** A task's numbers: money in the quest's currency, rounds as whole numbers. */
export function taskNumbers(quest: PlayerQuest, task: QuestTask, format: QuestFormat) {
  const show = (value: number) =>
    isMoneyTask(task) ? format.money(value, quest.currency) : format.count(value);
  return { progress: show(Math.min(task.progress, task.quantity)), quantity: show(task.quantity) };
}

/** A bar with the progressbar role, and the task's numbers under it ("5.00 EUR of 20.00 EUR"). */
export function TaskProgress({ quest, task }: { quest: PlayerQuest; task: QuestTask }) {
  const t = useT('global-components');
  const format = useQuestFormat();
  const percent = taskPercent(task);
  const text = t('quests.progress.task', taskNumbers(quest, task, format));
  return (
    <div className="quest-task-progress">
      <div
        className="quest-bar"
        role="progressbar"
        aria-label={t('quests.progress.bar', { name: task.name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-valuetext={text}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <span className="quest-task-progress__text" data-testid="quest-task-progress">
        {text}
      </span>
    </div>
  );
}
