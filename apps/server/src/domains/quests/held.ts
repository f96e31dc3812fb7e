import { ErrorCode } from '@casino/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import {
  type PlayerQuestRow,
  playerQuests,
  playerQuestTasks,
  type QuestRow,
  type QuestTaskRow,
  quests,
  questTasks,
} from './tables.ts';
import type { HeldQuest } from './views.ts';

/** The definitions, tasks and task definitions of these player quests, in three reads, in their order. */
export async function loadHeld(db: Db, rows: PlayerQuestRow[]): Promise<HeldQuest[]> {
  if (rows.length === 0) return [];
  const questIds = [...new Set(rows.map((row) => row.questId))];
  const definitions = await db.select().from(quests).where(inArray(quests.id, questIds));
  const tasks = await db
    .select()
    .from(playerQuestTasks)
    .where(
      inArray(
        playerQuestTasks.playerQuestId,
        rows.map((row) => row.id),
      ),
    );
  const defs = await taskDefinitionsOf(db, questIds);
  const questById = new Map(definitions.map((quest) => [quest.id, quest]));
  const defById = new Map(defs.map((def) => [def.id, def]));
  return rows.map((row) => ({
    row,
    quest: questById.get(row.questId)!,
    tasks: tasks
      .filter((task) => task.playerQuestId === row.id)
      .map((task) => ({ row: task, def: defById.get(task.taskId)! })),
  }));
}

/** Every task definition of these quests, in execution order. */
export function taskDefinitionsOf(db: Db, questIds: string[]): Promise<QuestTaskRow[]> {
  if (questIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(questTasks)
    .where(inArray(questTasks.questId, questIds))
    .orderBy(questTasks.questId, questTasks.executionOrder);
}

/** One of the player's quests locked for a change; 16001 (404) when it is not theirs or not there. */
export async function lockPlayerQuest(tx: Db, playerId: string, id: string): Promise<PlayerQuestRow> {
  const [row] = await tx
    .select()
    .from(playerQuests)
    .where(and(eq(playerQuests.id, id), eq(playerQuests.playerId, playerId)))
    .for('update');
  if (!row) throw new AppError(ErrorCode.questNotFound, 'Quest not found.');
  return row;
}

/** A quest definition by id, or null. */
export async function findQuest(db: Db, id: string): Promise<QuestRow | null> {
  const [row] = await db.select().from(quests).where(eq(quests.id, id));
  return row ?? null;
}
