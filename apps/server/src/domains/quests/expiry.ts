import { QuestState } from '@casino/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { publishEvent, publishEvents } from '../events/outbox.ts';
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

const earliest = (times: (Date | null)[]) => {
  const set = times.filter((time): time is Date => time !== null);
  return set.length === 0 ? null : new Date(Math.min(...set.map((time) => time.getTime())));
};

/** When the quest's campaign ends: its scheduled end, or when staff ended it, whichever comes first. */
export const campaignEnd = (quest: Pick<QuestRow, 'endsAt' | 'endedAt'>) =>
  earliest([quest.endsAt, quest.endedAt]);

/** The earlier of the campaign's end and the player's own time (null: neither ends). */
export const endOf = (quest: QuestRow, activatedAt: Date): Date | null =>
  earliest([campaignEnd(quest), durationEnd(quest, activatedAt)]);

/** The timers of a quest just taken, in the caller's transaction. */
export async function setQuestTimers(tx: Db, row: PlayerQuestRow, quest: QuestRow): Promise<void> {
  const timers: [QuestTimerKind, Date | null][] = [
    ['campaign', campaignEnd(quest)],
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
  const end = timer.kind === 'campaign' ? campaignEnd(quest) : durationEnd(quest, row.activatedAt);
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

/**
 * Staff ended a quest early: every quest players still hold active of it expires now (state 5), in
 * the caller's transaction, with a quest.updated push each; the campaign timers set for the old end
 * then find nothing active. Answers how many expired.
 */
export async function expireHeldQuests(tx: Db, questId: string, at: Date): Promise<number> {
  const expired = await tx
    .update(playerQuests)
    .set({ state: QuestState.expired, finishedAt: at, updatedAt: sql`now()` })
    .where(and(eq(playerQuests.questId, questId), eq(playerQuests.state, QuestState.active)))
    .returning();
  await publishEvents(tx, expired.map(questUpdatedEvent));
  return expired.length;
}
