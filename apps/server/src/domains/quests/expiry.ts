import { QuestState } from '@casino/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { publishEvent } from '../events/outbox.ts';
import { questUpdatedEvent } from './events.ts';
import { type PlayerQuestRow, playerQuests, type QuestRow, quests } from './tables.ts';

const HOUR = 3_600_000;

/**
 * Asks the job queue (through the outbox) to look at an active quest when its campaign ends
 * ('campaign': state 5) or when the player's own time from activation runs out ('duration': state 6).
 */
export const QUEST_TIMER_EVENT = 'quests.timer';
export type QuestTimerKind = 'campaign' | 'duration';
export type QuestTimer = { kind: QuestTimerKind; id: string; runAt: string };

/** When the player's own time for a quest runs out, or null when the quest sets none. */
export const durationEnd = (quest: Pick<QuestRow, 'durationHours'>, activatedAt: Date) =>
  quest.durationHours === null ? null : new Date(activatedAt.getTime() + quest.durationHours * HOUR);

/** The earlier of the campaign's end and the player's own time (null: neither ends). */
export function endOf(quest: QuestRow, activatedAt: Date): Date | null {
  const ends = [quest.endAt, durationEnd(quest, activatedAt)].filter((end): end is Date => end !== null);
  return ends.length === 0 ? null : new Date(Math.min(...ends.map((end) => end.getTime())));
}

/** The timers of a quest just taken, in the caller's transaction. */
export async function setQuestTimers(tx: Db, row: PlayerQuestRow, quest: QuestRow): Promise<void> {
  const timers: [QuestTimerKind, Date | null][] = [
    ['campaign', quest.endAt],
    ['duration', durationEnd(quest, row.activatedAt)],
  ];
  for (const [kind, end] of timers)
    if (end)
      await publishEvent(tx, {
        type: QUEST_TIMER_EVENT,
        payload: { kind, id: row.id, runAt: end.toISOString() },
      });
}

/**
 * A timer came due: a quest still active whose campaign ended expires (5), or whose time from
 * activation ran out (6). `dueAt` is the time the timer was set for; a quest no longer active, or
 * whose end (read now) is later, stays as it is. Runs once per key on the job queue.
 */
export async function expireQuest(tx: Db, timer: QuestTimer): Promise<PlayerQuestRow | null> {
  const dueAt = new Date(timer.runAt);
  const [row] = await tx.select().from(playerQuests).where(eq(playerQuests.id, timer.id)).for('update');
  if (!row || row.state !== QuestState.active) return null;
  const [quest] = await tx.select().from(quests).where(eq(quests.id, row.questId));
  if (!quest) return null;
  const end = timer.kind === 'campaign' ? quest.endAt : durationEnd(quest, row.activatedAt);
  if (!end || end.getTime() > dueAt.getTime()) return null;
  const state = timer.kind === 'campaign' ? QuestState.expired : QuestState.expiredByTime;
  const [expired] = await tx
    .update(playerQuests)
    .set({ state, finishedAt: dueAt, updatedAt: sql`now()` })
    .where(eq(playerQuests.id, row.id))
    .returning();
  await publishEvent(tx, questUpdatedEvent(expired!));
  return expired!;
}
