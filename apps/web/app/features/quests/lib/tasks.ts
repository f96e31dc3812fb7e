import { type PlayerQuest, QuestState, type QuestTask, QuestTaskType } from '@casino/contracts';

/** Task types whose progress and goal are money in the quest's currency; the others count rounds. */
const MONEY_TASKS: number[] = [QuestTaskType.deposit, QuestTaskType.wagerAmount, QuestTaskType.winAmount];

export const isMoneyTask = (task: Pick<QuestTask, 'type'>) => MONEY_TASKS.includes(task.type);

/** The tasks in the order they are done. */
export const orderedTasks = (quest: PlayerQuest) =>
  [...quest.tasks].sort((a, b) => a.executionOrder - b.executionOrder);

/**
 * How a task stands for the player: done; active (progress counts towards it now); locked (a task of a
 * sequential quest waiting for the ones before it); or open (a quest not taken yet, or no longer running).
 */
export type TaskMark = 'done' | 'active' | 'locked' | 'open';

export function taskMark(quest: PlayerQuest, task: QuestTask): TaskMark {
  if (task.isCompleted) return 'done';
  if (quest.state !== QuestState.active) return 'open';
  return task.isActive ? 'active' : 'locked';
}

/** How far a task is, 0 to 100 (a done task is full whatever its numbers say). */
export function taskPercent(task: QuestTask): number {
  if (task.isCompleted) return 100;
  if (!(task.quantity > 0)) return 0;
  return Math.min(100, Math.max(0, (task.progress / task.quantity) * 100));
}

export const tasksDone = (quest: PlayerQuest) => quest.tasks.filter((task) => task.isCompleted).length;

/** The task the player works on now: the first active one not done, else the first one not done. */
export function currentTask(quest: PlayerQuest): QuestTask | undefined {
  const open = orderedTasks(quest).filter((task) => !task.isCompleted);
  return open.find((task) => task.isActive) ?? open[0];
}

/** Every task of every quest: the quest-task-games modal finds its task by id. */
export function findTask(lists: (PlayerQuest[] | undefined)[], taskId: string) {
  for (const list of lists)
    for (const quest of list ?? []) {
      const task = quest.tasks.find((item) => item.id === taskId);
      if (task) return { quest, task };
    }
  return undefined;
}

export function findQuest(lists: (PlayerQuest[] | undefined)[], id: string): PlayerQuest | undefined {
  for (const list of lists) {
    const quest = list?.find((item) => item.id === id);
    if (quest) return quest;
  }
  return undefined;
}
