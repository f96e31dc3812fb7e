import type { QuestTaskTerms, QuestTerms } from '@casino/contracts';
import type { QuestRow, QuestTaskRow } from './tables.ts';

/**
 * A quest's terms (contracts/quest-terms.ts, the engine's schema) as its rows, and back: the seed and
 * the back office write quests through these, the editor shows them through termsOf.
 */

/** The quest row's columns of its terms. */
export const questColumns = (terms: QuestTerms) => ({
  names: terms.names as Record<string, string>,
  descriptions: terms.descriptions as Record<string, string>,
  image: terms.image,
  questOrder: terms.order,
  taskExecutionOrder: terms.taskExecutionOrder,
  durationHours: terms.durationHours,
  rewards: terms.rewards,
});

/** The task rows of a quest, in execution order from 1. */
export const taskRows = (questId: string, tasks: QuestTaskTerms[]) =>
  tasks.map((task, at) => ({
    questId,
    executionOrder: at + 1,
    type: task.type,
    names: task.names as Record<string, string>,
    descriptions: task.descriptions as Record<string, string>,
    count: task.count ?? null,
    amounts: task.amounts ?? null,
    conditions: task.conditions,
  }));

function taskTerms(def: QuestTaskRow): QuestTaskTerms {
  return {
    type: def.type as QuestTaskTerms['type'],
    names: def.names as QuestTaskTerms['names'],
    descriptions: def.descriptions as QuestTaskTerms['descriptions'],
    ...(def.count !== null ? { count: def.count } : {}),
    ...(def.amounts !== null ? { amounts: def.amounts } : {}),
    conditions: def.conditions,
  };
}

/** A quest's terms read back from its row and its tasks (in execution order). */
export function termsOf(quest: QuestRow, defs: QuestTaskRow[]): QuestTerms {
  return {
    names: quest.names as QuestTerms['names'],
    descriptions: quest.descriptions as QuestTerms['descriptions'],
    image: quest.image,
    order: quest.questOrder,
    taskExecutionOrder: quest.taskExecutionOrder,
    durationHours: quest.durationHours,
    tasks: [...defs].sort((a, b) => a.executionOrder - b.executionOrder).map(taskTerms),
    rewards: quest.rewards,
  };
}
