import { ErrorCode, QuestState } from '@casino/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { AppError } from '../../plugins/errors.ts';
import { isLive } from '../bonuses/promotion-state.ts';
import { publishEvent } from '../events/outbox.ts';
import { type SiteRates, siteRates } from '../settings/rates.ts';
import { findAccount } from '../wallet/accounts.ts';
import { questUpdatedEvent } from './events.ts';
import { endOf, setQuestTimers } from './expiry.ts';
import { findQuest, lockPlayerQuest, taskDefinitionsOf } from './held.ts';
import { amountIn, rewardsIn } from './money.ts';
import {
  type PlayerQuestRow,
  playerQuests,
  playerQuestTasks,
  type QuestRow,
  type QuestTaskRow,
} from './tables.ts';
import type { HeldQuest } from './views.ts';

/** Whether a quest is offered at `now`: live (scheduled, started, neither ended nor ended by staff). */
export const isOnOffer = (quest: QuestRow, now: Date) => isLive(quest, now);

const notActivatable = (why: string) => new AppError(ErrorCode.questNotActivatable, why);
const noCurrency = () => AppError.validation([{ field: 'currency', rule: 'in' }]);

/** A task's target and money conditions fixed in `currency`; null when an amount has no value in it. */
function taskFigures(def: QuestTaskRow, currency: string, rates: SiteRates) {
  const target = def.amounts ? amountIn(def.amounts, currency, rates) : BigInt(def.count ?? 0);
  const money = (amounts?: Record<string, number>) => (amounts ? amountIn(amounts, currency, rates) : null);
  const minStake = money(def.conditions.spinAmount);
  const minPayout = money(def.conditions.minPayout);
  if (target === null || target <= 0n) return null;
  return { target, minStake, minPayout };
}

/**
 * Takes a quest on offer for the player, in `currency` (one of their wallet accounts': rewards are
 * paid to it): targets and rewards are fixed in it at today's rates. 16001 for no such quest, 16002
 * when it is not on offer or the player holds it active or completed already (a cancelled or expired
 * quest may be taken again, from nothing). Sets the expiry timers and pushes quest.updated.
 */
export async function activateQuest(
  tx: Db,
  playerId: string,
  questId: string,
  currency: string,
  now = new Date(),
): Promise<HeldQuest> {
  const quest = isUuid(questId) ? await findQuest(tx, questId) : null;
  if (!quest) throw new AppError(ErrorCode.questNotFound, 'Quest not found.');
  if (!isOnOffer(quest, now)) throw notActivatable('The quest is not on offer.');
  if (!(await findAccount(tx, playerId, currency))) throw noCurrency();
  const rates = await siteRates(tx);
  const defs = await taskDefinitionsOf(tx, [quest.id]);
  const rewards = rewardsIn(quest.rewards, currency, rates);
  const figures = defs.map((def) => taskFigures(def, currency, rates));
  if (defs.length === 0) throw notActivatable('The quest has no tasks.');
  if (!rewards || figures.some((figure) => figure === null)) throw noCurrency();
  const [row] = await tx
    .insert(playerQuests)
    .values({
      playerId,
      questId: quest.id,
      state: QuestState.active,
      currency,
      rewards,
      activatedAt: now,
      endsAt: endOf(quest, now),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw notActivatable('The player holds this quest already.');
  const tasks = await tx
    .insert(playerQuestTasks)
    .values(
      defs.map((def, at) => ({
        playerQuestId: row.id,
        taskId: def.id,
        executionOrder: def.executionOrder,
        type: def.type,
        ...figures[at]!,
      })),
    )
    .returning();
  await setQuestTimers(tx, row, quest);
  await publishEvent(tx, questUpdatedEvent(row));
  const defById = new Map(defs.map((def) => [def.id, def]));
  return { row, quest, tasks: tasks.map((task) => ({ row: task, def: defById.get(task.taskId)! })) };
}

/** Gives up one of the player's active quests (state 4); 16003 when it is not active. */
export async function cancelQuest(tx: Db, playerId: string, id: string): Promise<PlayerQuestRow> {
  if (!isUuid(id)) throw new AppError(ErrorCode.questNotFound, 'Quest not found.');
  const row = await lockPlayerQuest(tx, playerId, id);
  if (row.state !== QuestState.active)
    throw new AppError(ErrorCode.questNotCancellable, 'Only an active quest can be cancelled.');
  const [cancelled] = await tx
    .update(playerQuests)
    .set({ state: QuestState.cancelled, finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(playerQuests.id, row.id))
    .returning();
  await publishEvent(tx, questUpdatedEvent(cancelled!));
  return cancelled!;
}
