import type { MoneyAmounts, RewardDefinition, TaskConditions, TaskExecutionOrder } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** A text per locale code ('en', 'de', 'pt-br'): the editor's schema is QUEST_LOCALES' (quest-terms.ts). */
export type QuestTexts = Record<string, string>;

/**
 * Money a quest names, in minor units per currency (`{ EUR: 2000, USD: 2000 }`). The base currency is
 * always there; a currency not listed is converted from it at the site's rates (quests/money.ts).
 */
export type { MoneyAmounts, RewardDefinition, TaskConditions, TaskExecutionOrder };

/**
 * A reward fixed when the quest is taken, in its currency (minor units as decimal text: jsonb holds no
 * bigint), so that the rates of a later day change nothing the player was promised.
 */
export type PlayerReward =
  | { type: 'points'; points: number }
  | { type: 'money'; amount: string; currency: string }
  | { type: 'bonus'; amount: string; currency: string; wagerMultiplier: number }
  | { type: 'freespins'; count: number; gameSlug: string; betAmount: string; currency: string };

/**
 * The quests (seeded: seed.ts; edited in the back office). A quest moves through the promotion
 * lifecycle (contracts/promotion-lifecycle.ts): a draft until `scheduledAt`, on offer (live) from
 * `startsAt` (null: at once) until `endsAt` (null: no end) or until staff end it (`endedAt`), the
 * campaign's end that expires every quest still active (state 5); `durationHours` is how long a player
 * has from activation (state 6 when it runs out). Terms: questTermsSchema (contracts/quest-terms.ts).
 */
export const quests = pgTable(
  'quests',
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull().unique('quests_slug_unique'),
    names: jsonb().$type<QuestTexts>().notNull(),
    descriptions: jsonb().$type<QuestTexts>().notNull(),
    image: text(),
    questOrder: integer().notNull().default(0),
    taskExecutionOrder: text().$type<TaskExecutionOrder>().notNull().default('any'),
    packageOrder: integer(),
    durationHours: integer(),
    rewards: jsonb().$type<RewardDefinition[]>().notNull(),
    scheduledAt: timestamp({ withTimezone: true }),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    endedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'quests_valid',
      sql`${table.taskExecutionOrder} IN ('any', 'sequential') AND (${table.durationHours} IS NULL OR ${table.durationHours} > 0)
        AND (${table.startsAt} IS NULL OR ${table.endsAt} IS NULL OR ${table.startsAt} < ${table.endsAt})`,
    ),
  ],
);

/**
 * A quest's tasks, in `executionOrder`. Count tasks (bet count, multiplier, play games) need `count`
 * rounds; money tasks (deposit, wager, win) need `amounts` (minor units per currency).
 */
export const questTasks = pgTable(
  'quest_tasks',
  {
    id: uuid().primaryKey().defaultRandom(),
    questId: uuid()
      .notNull()
      .references(() => quests.id, { onDelete: 'cascade' }),
    executionOrder: integer().notNull(),
    /** QuestTaskType (contracts/quests.ts). */
    type: integer().notNull(),
    names: jsonb().$type<QuestTexts>().notNull(),
    descriptions: jsonb().$type<QuestTexts>().notNull(),
    count: integer(),
    amounts: jsonb().$type<MoneyAmounts>(),
    conditions: jsonb().$type<TaskConditions>().notNull().default({}),
  },
  (table) => [
    unique('quest_tasks_order_unique').on(table.questId, table.executionOrder),
    check(
      'quest_tasks_quantity_valid',
      sql`(${table.type} IN (1, 3, 4) AND ${table.amounts} IS NOT NULL AND ${table.count} IS NULL)
        OR (${table.type} IN (2, 5, 6) AND ${table.count} > 0 AND ${table.amounts} IS NULL)`,
    ),
  ],
);

/**
 * A quest a player took. `currency` is the one it was taken in: money targets and rewards are fixed
 * in it then, and every deposit and round counts converted into it. `endsAt` is the earlier of the
 * campaign's end and activation plus the quest's duration. At most one active or completed row per
 * player and quest (a cancelled or expired quest may be taken again). player_id references
 * players(id) ON DELETE CASCADE in the migration (a domain never imports identity's tables).
 */
export const playerQuests = pgTable(
  'player_quests',
  {
    id: uuid().primaryKey().defaultRandom(),
    playerId: uuid().notNull(),
    questId: uuid()
      .notNull()
      .references(() => quests.id, { onDelete: 'cascade' }),
    /** QuestState: 2 active, 3 completed, 4 cancelled, 5 expired, 6 expired by time. */
    state: integer().notNull(),
    currency: text().notNull(),
    rewards: jsonb().$type<PlayerReward[]>().notNull(),
    activatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('player_quests_held_idx')
      .on(table.playerId, table.questId)
      .where(sql`${table.state} IN (2, 3)`),
    index('player_quests_player_idx').on(table.playerId, table.activatedAt),
    index('player_quests_active_idx').on(table.playerId).where(sql`${table.state} = 2`),
    check('player_quests_state_valid', sql`${table.state} BETWEEN 2 AND 6`),
  ],
);

/**
 * A task of a player's quest: `target` and `progress` in minor units of the quest's currency (money
 * tasks) or rounds (count tasks). Progress stops at the target; `completedAt` marks it done.
 */
export const playerQuestTasks = pgTable(
  'player_quest_tasks',
  {
    id: uuid().primaryKey().defaultRandom(),
    playerQuestId: uuid()
      .notNull()
      .references(() => playerQuests.id, { onDelete: 'cascade' }),
    taskId: uuid()
      .notNull()
      .references(() => questTasks.id, { onDelete: 'cascade' }),
    executionOrder: integer().notNull(),
    type: integer().notNull(),
    target: bigint({ mode: 'bigint' }).notNull(),
    progress: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    /** Money conditions fixed in the quest's currency (minor units): the smallest stake and win. */
    minStake: bigint({ mode: 'bigint' }),
    minPayout: bigint({ mode: 'bigint' }),
    completedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('player_quest_tasks_task_unique').on(table.playerQuestId, table.taskId),
    check(
      'player_quest_tasks_progress_valid',
      sql`${table.target} > 0 AND ${table.progress} >= 0 AND ${table.progress} <= ${table.target}`,
    ),
  ],
);

/**
 * What counted towards a task, once per source (`round:{gameRoundId}`, `deposit:{invoiceId}`): a
 * redelivered event finds its entry and counts nothing twice. `amount` is what it added (before the
 * cap at the target), in the task's unit.
 */
export const questProgressEntries = pgTable(
  'quest_progress_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    playerTaskId: uuid()
      .notNull()
      .references(() => playerQuestTasks.id, { onDelete: 'cascade' }),
    source: text().notNull(),
    amount: bigint({ mode: 'bigint' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('quest_progress_entries_source_unique').on(table.playerTaskId, table.source),
    index('quest_progress_entries_source_idx').on(table.source),
    check('quest_progress_entries_amount_valid', sql`${table.amount} > 0`),
  ],
);

export type QuestRow = typeof quests.$inferSelect;
export type QuestTaskRow = typeof questTasks.$inferSelect;
export type PlayerQuestRow = typeof playerQuests.$inferSelect;
export type PlayerQuestTaskRow = typeof playerQuestTasks.$inferSelect;
