import { type PlayerQuest, type QuestReward, QuestState, type QuestTask } from '@casino/contracts';
import type { SiteRates } from '../settings/rates.ts';
import { amountIn, rewardShownIn, rewardsIn, unitsOf } from './money.ts';
import type { PlayerQuestRow, PlayerQuestTaskRow, PlayerReward, QuestRow, QuestTaskRow } from './tables.ts';
import { activeTaskIds, isMoneyTask, textIn } from './task-rules.ts';

/** How a quest is shown: the asker's language and the currency amounts are shown in. */
export type ViewContext = { locale: string; defaultLocale: string; currency: string; rates: SiteRates };

/** A quest a player took, with its definition and its tasks (each with its definition). */
export type HeldQuest = {
  row: PlayerQuestRow;
  quest: QuestRow;
  tasks: { row: PlayerQuestTaskRow; def: QuestTaskRow }[];
};

/** A task's figures in the currency shown: money in its minor units, the rest in rounds. */
type TaskLine = {
  id: string;
  def: QuestTaskRow;
  progress: bigint;
  quantity: bigint;
  minStake: bigint | null;
  minPayout: bigint | null;
  completed: boolean;
};

function taskView(line: TaskLine, itemId: string, active: boolean, ctx: ViewContext): QuestTask {
  const { def } = line;
  const shown = (value: bigint) =>
    isMoneyTask(def.type) ? unitsOf(value, ctx.currency, ctx.rates) : Number(value);
  const conditions = def.conditions;
  return {
    id: line.id,
    questId: itemId,
    isCompleted: line.completed,
    isActive: active,
    type: def.type,
    progress: shown(line.progress),
    quantity: shown(line.quantity),
    name: textIn(def.names, ctx.locale, ctx.defaultLocale),
    description: textIn(def.descriptions, ctx.locale, ctx.defaultLocale),
    executionOrder: def.executionOrder,
    conditions: {
      ...(conditions.games ? { games: conditions.games } : {}),
      ...(conditions.multiplierCenti ? { multiplier: conditions.multiplierCenti / 100 } : {}),
      ...(line.minPayout !== null ? { minPayout: unitsOf(line.minPayout, ctx.currency, ctx.rates) } : {}),
      ...(line.minStake !== null ? { spinAmount: unitsOf(line.minStake, ctx.currency, ctx.rates) } : {}),
    },
  };
}

function rewardView(reward: PlayerReward, rates: SiteRates): QuestReward {
  if (reward.type === 'points')
    return { type: 'points', amount: reward.points, attributes: { isoCode: null, lockBalance: false } };
  if (reward.type === 'freespins')
    return {
      type: 'freespins',
      amount: reward.count,
      attributes: {
        isoCode: reward.currency,
        lockBalance: false,
        gameId: reward.gameSlug,
        betAmount: unitsOf(BigInt(reward.betAmount), reward.currency, rates),
      },
    };
  return {
    type: 'currency',
    amount: unitsOf(BigInt(reward.amount), reward.currency, rates),
    attributes: { isoCode: reward.currency, lockBalance: reward.type === 'bonus' },
  };
}

type Item = {
  id: string;
  playerId: string;
  state: number;
  endAt: Date | null;
  activatedAt: Date | null;
  completedAt: Date | null;
  rewards: PlayerReward[];
};

function questView(quest: QuestRow, item: Item, lines: TaskLine[], ctx: ViewContext): PlayerQuest {
  const open = item.state === QuestState.available || item.state === QuestState.active;
  const active = open
    ? activeTaskIds(
        quest.taskExecutionOrder,
        lines.map((line) => ({ ...line, executionOrder: line.def.executionOrder })),
      )
    : new Set<string>();
  return {
    id: item.id,
    questId: quest.id,
    playerId: item.playerId,
    state: item.state,
    name: textIn(quest.names, ctx.locale, ctx.defaultLocale),
    identity: quest.slug,
    description: textIn(quest.descriptions, ctx.locale, ctx.defaultLocale),
    image: quest.image,
    order: quest.questOrder,
    taskExecutionOrder: quest.taskExecutionOrder,
    packageOrder: quest.packageOrder,
    endAt: item.endAt?.toISOString() ?? null,
    durationHours: quest.durationHours,
    currency: ctx.currency,
    activatedAt: item.activatedAt?.toISOString() ?? null,
    completedAt: item.completedAt?.toISOString() ?? null,
    tasks: [...lines]
      .sort((a, b) => a.def.executionOrder - b.def.executionOrder)
      .map((line) => taskView(line, item.id, active.has(line.id), ctx)),
    rewards: item.rewards.map((reward) =>
      rewardView(rewardShownIn(reward, ctx.currency, ctx.rates), ctx.rates),
    ),
  };
}

/** A quest on offer (state 1), amounts in the asked currency; null when it has no amount in it. */
export function offeredView(
  quest: QuestRow,
  defs: QuestTaskRow[],
  playerId: string,
  ctx: ViewContext,
): PlayerQuest | null {
  const rewards = rewardsIn(quest.rewards, ctx.currency, ctx.rates);
  const lines = defs.map((def) => offeredLine(def, ctx));
  if (!rewards || lines.some((line) => line === null)) return null;
  const item = {
    id: quest.id,
    playerId,
    state: QuestState.available,
    endAt: quest.endsAt,
    activatedAt: null,
    completedAt: null,
    rewards,
  };
  return questView(quest, item, lines as TaskLine[], ctx);
}

function offeredLine(def: QuestTaskRow, ctx: ViewContext): TaskLine | null {
  const quantity = def.amounts ? amountIn(def.amounts, ctx.currency, ctx.rates) : BigInt(def.count ?? 0);
  if (quantity === null || quantity <= 0n) return null;
  const money = (amounts: QuestTaskRow['conditions']['minPayout']) =>
    amounts ? amountIn(amounts, ctx.currency, ctx.rates) : null;
  return {
    id: def.id,
    def,
    progress: 0n,
    quantity,
    minStake: money(def.conditions.spinAmount),
    minPayout: money(def.conditions.minPayout),
    completed: false,
  };
}

/**
 * A quest the player took, always in its own currency whatever the list was asked in: its pushes are,
 * and a player who switched accounts would otherwise see one task's live figures in two units.
 */
export function heldView(held: HeldQuest, ctx: ViewContext): PlayerQuest {
  const own = { ...ctx, currency: held.row.currency };
  const lines = held.tasks.map(({ row, def }) => ({
    id: row.id,
    def,
    progress: row.progress,
    quantity: row.target,
    minStake: row.minStake,
    minPayout: row.minPayout,
    completed: row.completedAt !== null,
  }));
  const item = {
    id: held.row.id,
    playerId: held.row.playerId,
    state: held.row.state,
    endAt: held.row.endsAt,
    activatedAt: held.row.activatedAt,
    completedAt: held.row.completedAt,
    rewards: held.row.rewards,
  };
  return questView(held.quest, item, lines, own);
}
