import { z } from 'zod';
import { QuestTaskType } from './quests.ts';
import { zMultilineText, zText } from './validators/input.ts';

/**
 * A quest's terms (quests and quest_tasks rows): the one schema the engine stores them by, the seed is
 * checked against (a test) and the back office's quest editor validates with. Money is in minor units
 * per currency (`{ EUR: 2000 }` is 20 EUR); the base currency's amount is what other currencies are
 * converted from (quests/money.ts), so the server asks for it.
 */

/** The locales a quest's texts are written in; English is required, the others fall back to it. */
export const QUEST_LOCALES = ['en', 'de', 'pt-br'] as const;
export type QuestLocale = (typeof QUEST_LOCALES)[number];

const questTexts = (max: number, multiline = false) => {
  const text = () => (multiline ? zMultilineText({ max }) : zText({ max })).trim();
  return z.object({
    en: text().min(1),
    de: text().min(1).optional(),
    'pt-br': text().min(1).optional(),
  });
};
export const questNamesSchema = questTexts(120);
export const questDescriptionsSchema = questTexts(1000, true);
export type QuestTexts = z.infer<typeof questNamesSchema>;

const currencyCode = zText({ max: 10 }).regex(/^[A-Za-z]{2,10}$/, 'currency');
/** Minor units per currency, at least one. */
export const questAmountsSchema = z
  .record(currencyCode, z.number().int().positive().max(1e15))
  .refine((amounts) => Object.keys(amounts).length > 0, { message: 'required' });
export type MoneyAmounts = z.infer<typeof questAmountsSchema>;

const slug = zText({ max: 80 }).regex(/^[a-z0-9][a-z0-9-]*$/, 'slug');

/** What a task counts towards, besides its type (spec: IPlayerQuest task conditions). */
export const questTaskConditionTermsSchema = z.object({
  /** Catalogue slugs of the games that count (any game when absent). */
  games: z.array(slug).min(1).max(100).optional(),
  /** The win/stake multiplier a round must reach, in hundredths (1000 = 10x). */
  multiplierCenti: z.number().int().min(100).max(10_000_000).optional(),
  /** The smallest win that counts. */
  minPayout: questAmountsSchema.optional(),
  /** The smallest cash stake that counts. */
  spinAmount: questAmountsSchema.optional(),
});
export type TaskConditions = z.infer<typeof questTaskConditionTermsSchema>;

export const QUEST_TASK_TYPES = [
  QuestTaskType.deposit,
  QuestTaskType.betCount,
  QuestTaskType.wagerAmount,
  QuestTaskType.winAmount,
  QuestTaskType.multiplier,
  QuestTaskType.playGames,
] as const;

/** Deposit, wager and win tasks count money (minor units of the quest's currency); the others count rounds. */
export const isMoneyQuestTask = (type: number) =>
  type === QuestTaskType.deposit || type === QuestTaskType.wagerAmount || type === QuestTaskType.winAmount;

/**
 * A task: count tasks (bet count, multiplier, play games) need `count` rounds, money tasks (deposit,
 * wager, win) need `amounts`; a multiplier task names its multiplier, a play-games task its games.
 */
export const questTaskTermsSchema = z
  .object({
    type: z.union(QUEST_TASK_TYPES.map((value) => z.literal(value))),
    names: questNamesSchema,
    descriptions: questDescriptionsSchema,
    count: z.number().int().min(1).max(1_000_000).optional(),
    amounts: questAmountsSchema.optional(),
    conditions: questTaskConditionTermsSchema.default({}),
  })
  .superRefine((task, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (isMoneyQuestTask(task.type)) {
      if (!task.amounts) issue('amounts', 'required');
      if (task.count !== undefined) issue('count', 'notForThisType');
    } else {
      if (task.count === undefined) issue('count', 'required');
      if (task.amounts) issue('amounts', 'notForThisType');
    }
    if (task.type === QuestTaskType.multiplier && task.conditions.multiplierCenti === undefined)
      ctx.addIssue({ code: 'custom', path: ['conditions', 'multiplierCenti'], message: 'required' });
    if (task.type === QuestTaskType.playGames && !task.conditions.games)
      ctx.addIssue({ code: 'custom', path: ['conditions', 'games'], message: 'required' });
  });
export type QuestTaskTerms = z.infer<typeof questTaskTermsSchema>;
export type QuestTaskTermsInput = z.input<typeof questTaskTermsSchema>;

export const QUEST_REWARD_TYPES = ['points', 'money', 'bonus', 'freespins'] as const;

/** A quest's reward as defined: paid in the currency the player took the quest in, fixed then. */
export const questRewardTermsSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('points'), points: z.number().int().min(1).max(1_000_000_000) }),
  z.object({ type: z.literal('money'), amounts: questAmountsSchema }),
  z.object({
    type: z.literal('bonus'),
    amounts: questAmountsSchema,
    wagerMultiplier: z.number().int().min(0).max(200),
  }),
  z.object({
    type: z.literal('freespins'),
    count: z.number().int().min(1).max(1000),
    gameSlug: slug,
    betAmounts: questAmountsSchema,
  }),
]);
export type RewardDefinition = z.infer<typeof questRewardTermsSchema>;

export const TASK_EXECUTION_ORDERS = ['any', 'sequential'] as const;
export type TaskExecutionOrder = (typeof TASK_EXECUTION_ORDERS)[number];

/** What a quest is: its texts, its tasks in execution order, how they go, how long a player has, its rewards. */
export const questTermsSchema = z.object({
  names: questNamesSchema,
  descriptions: questDescriptionsSchema,
  image: zText({ max: 500 }).url().nullable().default(null),
  /** Where it is listed among the quests (lower first). */
  order: z.number().int().min(0).max(100_000).default(0),
  /** 'any': every task counts at once; 'sequential': one after another. */
  taskExecutionOrder: z.enum(TASK_EXECUTION_ORDERS),
  /** Hours a player has from taking it (null: until the quest ends). */
  durationHours: z.number().int().min(1).max(8760).nullable().default(null),
  tasks: z.array(questTaskTermsSchema).min(1).max(20),
  rewards: z.array(questRewardTermsSchema).min(1).max(10),
});
export type QuestTerms = z.infer<typeof questTermsSchema>;
export type QuestTermsInput = z.input<typeof questTermsSchema>;
