import { QuestTaskType } from '@casino/contracts';

export const QUESTS_QUERY_KEY = ['backoffice', 'quests'] as const;

/** Task types in the staff's words (contracts/quests.ts QuestTaskType). */
export const TASK_TYPE_LABELS: Record<number, string> = {
  [QuestTaskType.deposit]: 'Deposit an amount',
  [QuestTaskType.betCount]: 'Play a number of rounds',
  [QuestTaskType.wagerAmount]: 'Wager an amount',
  [QuestTaskType.winAmount]: 'Win an amount',
  [QuestTaskType.multiplier]: 'Hit a win multiplier',
  [QuestTaskType.playGames]: 'Play rounds in given games',
};

export const REWARD_TYPE_LABELS = {
  points: 'Loyalty points',
  money: 'Cash',
  bonus: 'Bonus money',
  freespins: 'Free spins',
} as const;

export const ORDER_LABELS = { any: 'Any order', sequential: 'One after another' } as const;

/** The player site's locales, as the form names them. */
export const LOCALE_LABELS = { en: 'English', de: 'German', 'pt-br': 'Portuguese (Brazil)' } as const;
