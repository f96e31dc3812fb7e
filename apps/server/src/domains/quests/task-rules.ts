import { isMoneyQuestTask } from '@casino/contracts';
import type { TaskExecutionOrder } from './tables.ts';

/** Deposit, wager and win tasks count money (minor units of the quest's currency); the others count rounds. */
export const isMoneyTask = isMoneyQuestTask;

type Ordered = { id: string; executionOrder: number; completed: boolean };

/**
 * The tasks progress counts towards now: every task not done, or in a sequential quest only the first
 * one not done (by executionOrder).
 */
export function activeTaskIds(order: TaskExecutionOrder, tasks: Ordered[]): Set<string> {
  const open = tasks.filter((task) => !task.completed).sort((a, b) => a.executionOrder - b.executionOrder);
  return new Set((order === 'sequential' ? open.slice(0, 1) : open).map((task) => task.id));
}

/** A text in `locale`, else the default locale's, else English. */
export const textIn = (texts: Record<string, string>, locale: string, defaultLocale: string) =>
  texts[locale] ?? texts[defaultLocale] ?? texts.en ?? '';
