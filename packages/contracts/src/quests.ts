import { z } from 'zod';
import { dataEnvelope, idParamsSchema, pageMetaSchema, pagingQuerySchema, queryList } from './http.ts';
import { defineRoute } from './routes/define.ts';
import { zId, zText } from './validators/input.ts';

/**
 * Quests (spec sections 2, 3, 4 and 7; client contract sections 9 and 13): a quest is a set of tasks a
 * player takes on (activate), works through with real play and deposits, and is rewarded for once when
 * every task is done. Progress comes from the game wallet's settled rounds and from credited deposits,
 * each counted once however often its event is delivered.
 */

// IPlayerQuest.state is QuestState (enums.ts): 1 offered (ours), 2 active, 3 completed, 4 cancelled,
// 5 expired (the campaign ended first), 6 expired by time (the player's own time from activation ran out).

/**
 * What a task counts. Money tasks (deposit, wager, win) count in the asked currency's major units,
 * converted at the site's rates; the others count rounds.
 */
export const QuestTaskType = {
  /** Deposits credited, in total. */
  deposit: 1,
  /** Settled real-money rounds (at least conditions.spinAmount staked, when set). */
  betCount: 2,
  /** Real money wagered, in total. */
  wagerAmount: 3,
  /** Money won, in total. */
  winAmount: 4,
  /** Rounds whose win reached conditions.multiplier times their stake. */
  multiplier: 5,
  /** Rounds played in the games of conditions.games. */
  playGames: 6,
} as const;
export type QuestTaskType = (typeof QuestTaskType)[keyof typeof QuestTaskType];

export const questTaskConditionsSchema = z.object({
  /** Game identities the task counts (any game when absent). */
  games: z.array(z.string()).optional(),
  /** The win/stake multiplier a round must reach (multiplier tasks). */
  multiplier: z.number().optional(),
  /** The smallest win that counts, in the asked currency. */
  minPayout: z.number().optional(),
  /** The smallest stake that counts, in the asked currency. */
  spinAmount: z.number().optional(),
});
export type QuestTaskConditions = z.infer<typeof questTaskConditionsSchema>;

export const questTaskSchema = z.object({
  id: z.string(),
  questId: z.string(),
  isCompleted: z.boolean(),
  /** The task progress counts towards now (all of them, or the next one when tasks go in order). */
  isActive: z.boolean(),
  type: z.number().int(),
  progress: z.number(),
  quantity: z.number(),
  name: z.string(),
  description: z.string(),
  executionOrder: z.number().int(),
  conditions: questTaskConditionsSchema,
});
export type QuestTask = z.infer<typeof questTaskSchema>;

export const QuestRewardType = { points: 'points', currency: 'currency', freespins: 'freespins' } as const;

export const questRewardSchema = z.object({
  /** 'points' (loyalty points), 'currency' (money: bonus money when lockBalance), 'freespins'. */
  type: z.enum(['points', 'currency', 'freespins']),
  /** Points, major units of attributes.isoCode, or a number of spins. */
  amount: z.number(),
  attributes: z.object({
    isoCode: z.string().nullable(),
    /** Money paid as a bonus to wager (true) or as cash (false). */
    lockBalance: z.boolean(),
    /** Free spins: the game they are for, and each spin's stake in isoCode. */
    gameId: z.string().optional(),
    betAmount: z.number().optional(),
  }),
});
export type QuestReward = z.infer<typeof questRewardSchema>;

/** IPlayerQuest. An offered quest (state 1) carries the quest's id; a taken one its own, with questId. */
export const playerQuestSchema = z.object({
  id: z.string(),
  questId: z.string(),
  playerId: z.string(),
  state: z.number().int(),
  name: z.string(),
  identity: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  order: z.number().int(),
  /** 'any': every task counts at once; 'sequential': one after another, by executionOrder. */
  taskExecutionOrder: z.enum(['any', 'sequential']),
  packageOrder: z.number().int().nullable(),
  /** When the quest ends for this player (the campaign's end, or activation plus its duration). */
  endAt: z.string().nullable(),
  /** Ours: how long a taken quest lasts, in hours (null: until the campaign ends). */
  durationHours: z.number().int().nullable(),
  /** The currency amounts are shown in. */
  currency: z.string(),
  activatedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  tasks: z.array(questTaskSchema),
  rewards: z.array(questRewardSchema),
});
export type PlayerQuest = z.infer<typeof playerQuestSchema>;

const currencyQuery = zText({ max: 10 }).trim().min(1).toUpperCase();

export const availableQuestsQuerySchema = pagingQuerySchema.extend({ currency: currencyQuery.optional() });

export const playerQuestsQuerySchema = pagingQuerySchema.extend({
  state: queryList(z.coerce.number().int().min(1).max(6)).optional(),
  currency: currencyQuery.optional(),
});

export const questActivateQuerySchema = z.object({ currency: currencyQuery.optional() });

export const playerQuestsPageSchema = z.object({ data: z.array(playerQuestSchema), meta: pageMetaSchema });
export type PlayerQuestsPage = z.infer<typeof playerQuestsPageSchema>;

/** Pushed on retention:quests#{pid}: a quest's state changed, or a task moved. */
export const QUEST_UPDATED_EVENT = 'quest.updated';
export const QUEST_TASK_UPDATED_EVENT = 'quest.task.updated';
export const questUpdatedPushSchema = z.object({
  event: z.literal(QUEST_UPDATED_EVENT),
  quest: playerQuestSchema,
});
export const questTaskUpdatedPushSchema = z.object({
  event: z.literal(QUEST_TASK_UPDATED_EVENT),
  task: questTaskSchema,
});
export const questPushSchema = z.discriminatedUnion('event', [
  questUpdatedPushSchema,
  questTaskUpdatedPushSchema,
]);
export type QuestPush = z.infer<typeof questPushSchema>;

const tag = 'Retention';

export const questRoutes = {
  availableQuests: defineRoute({
    method: 'GET',
    path: '/api/retention/quests',
    access: 'player',
    tag,
    summary:
      'Quests on offer the player has not taken, amounts in `currency` (the active account by default).',
    query: availableQuestsQuerySchema,
    response: playerQuestsPageSchema,
  }),
  playerQuests: defineRoute({
    method: 'GET',
    path: '/api/retention/player-quests',
    access: 'player',
    tag,
    summary: "The player's quests in the asked states, newest first.",
    query: playerQuestsQuerySchema,
    response: playerQuestsPageSchema,
  }),
  activateQuest: defineRoute({
    method: 'PUT',
    path: '/api/retention/quests/{id}/activate',
    access: 'player',
    tag,
    summary: 'Takes a quest on offer (16002 when it is not, or the player holds it already).',
    params: idParamsSchema,
    query: questActivateQuerySchema,
    response: dataEnvelope(playerQuestSchema),
  }),
  cancelQuest: defineRoute({
    method: 'PUT',
    path: '/api/retention/player-quests/{id}/cancel',
    access: 'player',
    tag,
    summary: "Gives up one of the player's active quests (16003 when it is not active).",
    params: z.object({ id: zId() }),
    query: questActivateQuerySchema,
    response: dataEnvelope(playerQuestSchema),
  }),
};
