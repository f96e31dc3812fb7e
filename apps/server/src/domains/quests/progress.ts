import { QuestState } from '@casino/contracts';
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { publishEvents } from '../events/outbox.ts';
import { type SiteRates, siteRates } from '../settings/rates.ts';
import { getPublicSettings } from '../settings/service.ts';
import { completeQuests } from './completion.ts';
import { taskUpdatedEvent } from './events.ts';
import {
  type PlayerQuestTaskRow,
  playerQuests,
  playerQuestTasks,
  questProgressEntries,
  quests,
  questTasks,
  type TaskConditions,
  type TaskExecutionOrder,
} from './tables.ts';
import { activeTaskIds } from './task-rules.ts';

/**
 * Something that happened to a player that tasks may count, once per `source` (`round:{id}`,
 * `deposit:{invoiceId}`): `amountFor` says what it adds to one task, in the task's unit (minor units
 * of the quest's currency, or rounds), 0 when it does not count.
 */
export type ProgressFact = {
  playerId: string;
  source: string;
  amountFor: (task: CountingTask, rates: SiteRates) => bigint;
};

/** An open task of an active quest, as progress sees it. */
export type CountingTask = Pick<
  PlayerQuestTaskRow,
  'id' | 'playerQuestId' | 'executionOrder' | 'type' | 'target' | 'progress' | 'minStake' | 'minPayout'
> & { conditions: TaskConditions; playerId: string; currency: string; order: TaskExecutionOrder };

/**
 * The open tasks of the players' active quests, their quests locked (a cancel or an expiry waits for
 * the count, or the count for it), in one read.
 */
async function openTasks(tx: Db, playerIds: string[]): Promise<CountingTask[]> {
  const rows = await tx
    .select({
      task: playerQuestTasks,
      conditions: questTasks.conditions,
      playerId: playerQuests.playerId,
      currency: playerQuests.currency,
      order: quests.taskExecutionOrder,
    })
    .from(playerQuestTasks)
    .innerJoin(playerQuests, eq(playerQuests.id, playerQuestTasks.playerQuestId))
    .innerJoin(quests, eq(quests.id, playerQuests.questId))
    .innerJoin(questTasks, eq(questTasks.id, playerQuestTasks.taskId))
    .where(
      and(
        inArray(playerQuests.playerId, playerIds),
        eq(playerQuests.state, QuestState.active),
        or(isNull(playerQuests.endsAt), gt(playerQuests.endsAt, sql`now()`)),
        isNull(playerQuestTasks.completedAt),
      ),
    )
    .orderBy(playerQuests.id, playerQuestTasks.executionOrder)
    .for('update', { of: playerQuests });
  return rows.map(({ task, ...quest }) => ({ ...task, ...quest }));
}

type Entry = { playerTaskId: string; source: string; amount: bigint };

/** The (task, source) pairs counted before: a redelivered event adds nothing. */
async function countedBefore(tx: Db, tasks: CountingTask[], facts: ProgressFact[]): Promise<Set<string>> {
  const rows = await tx
    .select({ playerTaskId: questProgressEntries.playerTaskId, source: questProgressEntries.source })
    .from(questProgressEntries)
    .where(
      and(
        inArray(
          questProgressEntries.playerTaskId,
          tasks.map((task) => task.id),
        ),
        inArray(
          questProgressEntries.source,
          facts.map((fact) => fact.source),
        ),
      ),
    );
  return new Set(rows.map((row) => `${row.playerTaskId} ${row.source}`));
}

/**
 * Goes through the facts in order: each counts towards the tasks active at its turn (in a sequential
 * quest, the task a fact finishes hands over to the next one for the facts after it), up to each
 * task's target. Answers the new entries; the tasks' progress is updated in place.
 */
function countFacts(tasks: CountingTask[], facts: ProgressFact[], known: Set<string>, rates: SiteRates) {
  const byQuest = new Map<string, CountingTask[]>();
  for (const task of tasks)
    byQuest.set(task.playerQuestId, [...(byQuest.get(task.playerQuestId) ?? []), task]);
  const entries: Entry[] = [];
  const questsOf = new Map<string, CountingTask[][]>();
  for (const items of byQuest.values())
    questsOf.set(items[0]!.playerId, [...(questsOf.get(items[0]!.playerId) ?? []), items]);
  for (const fact of facts)
    for (const items of questsOf.get(fact.playerId) ?? []) {
      const active = activeTaskIds(
        items[0]!.order,
        items.map((task) => ({ ...task, completed: task.progress >= task.target })),
      );
      for (const task of items.filter((item) => active.has(item.id))) {
        const key = `${task.id} ${fact.source}`;
        const amount = known.has(key) ? 0n : fact.amountFor(task, rates);
        if (amount <= 0n) continue;
        known.add(key);
        entries.push({ playerTaskId: task.id, source: fact.source, amount });
        task.progress = task.progress + amount > task.target ? task.target : task.progress + amount;
      }
    }
  return { entries, byQuest };
}

/**
 * Counts these facts towards the active quests of their players, each once per task, in the caller's
 * transaction (the delivery of their events): nothing while quests are off. A batch costs a few
 * statements whatever its size: the open tasks read and locked in one, the entries counted before in
 * one, the new entries in one, the progress in one, the pushes in one; then the quests every task of
 * which is done are completed (completion.ts).
 */
export async function countProgress(tx: Db, facts: ProgressFact[]): Promise<void> {
  if (facts.length === 0 || !(await getPublicSettings(tx)).questsEnabled) return;
  const tasks = await openTasks(tx, [...new Set(facts.map((fact) => fact.playerId))]);
  if (tasks.length === 0) return;
  const rates = await siteRates(tx);
  const before = new Map(tasks.map((task) => [task.id, task.progress]));
  const { entries, byQuest } = countFacts(tasks, facts, await countedBefore(tx, tasks, facts), rates);
  if (entries.length === 0) return;
  const written = await tx.insert(questProgressEntries).values(entries).onConflictDoNothing().returning({
    id: questProgressEntries.id,
  });
  // The delivery turn lets one node count at a time: a conflict here means a count raced this one.
  if (written.length !== entries.length) throw new Error('Quest progress was counted concurrently');
  const moved = tasks.filter((task) => task.progress !== before.get(task.id));
  await saveProgress(tx, moved);
  await publishEvents(
    tx,
    moved.map((task) => taskUpdatedEvent(task, task.playerId)),
  );
  const done = [...byQuest.entries()].filter(([, items]) =>
    items.every((task) => task.progress >= task.target),
  );
  await completeQuests(
    tx,
    done.map(([id]) => id),
  );
}

/** The tasks' new progress in one statement; a task that reached its target is done. */
async function saveProgress(tx: Db, moved: CountingTask[]) {
  if (moved.length === 0) return;
  const rows = sql.join(
    moved.map(
      (task) => sql`(${task.id}::uuid, ${task.progress}::bigint, ${task.progress >= task.target}::boolean)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE ${playerQuestTasks} AS t
    SET progress = v.progress, updated_at = now(),
        completed_at = CASE WHEN v.done THEN now() ELSE t.completed_at END
    FROM (VALUES ${rows}) AS v(id, progress, done)
    WHERE t.id = v.id`);
}
