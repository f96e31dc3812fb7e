import { QuestState } from '@casino/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { publishEvents } from '../events/outbox.ts';
import { createMessage } from '../messenger/messages.ts';
import { payReward, type Reward } from '../rewards/pay.ts';
import { questUpdatedEvent } from './events.ts';
import { type PlayerQuestRow, type PlayerReward, playerQuests, type QuestTexts, quests } from './tables.ts';

/** Where the inbox message of a completed quest leads: the quests hub. */
export const QUESTS_LINK = '/?quests-hub=true';

/** A fixed reward as the rewards domain pays it; bonus money and free spins carry the quest's names. */
export function rewardOf(reward: PlayerReward, names: QuestTexts): Reward {
  switch (reward.type) {
    case 'points':
      return reward;
    case 'money':
      return { type: 'money', amount: BigInt(reward.amount), currency: reward.currency };
    case 'bonus':
      return {
        type: 'bonus',
        amount: BigInt(reward.amount),
        currency: reward.currency,
        wagerMultiplier: reward.wagerMultiplier,
        names,
      };
    case 'freespins':
      return {
        type: 'freespins',
        count: reward.count,
        gameSlug: reward.gameSlug,
        betAmount: BigInt(reward.betAmount),
        currency: reward.currency,
        names,
      };
  }
}

/**
 * Completes these active quests (every task done), in the caller's transaction: state 3, each reward
 * paid once (keyed by the player quest and the reward's place), one inbox message and quest.updated.
 * A quest no longer active (cancelled or expired meanwhile) is left alone.
 */
export async function completeQuests(tx: Db, ids: string[]): Promise<PlayerQuestRow[]> {
  if (ids.length === 0) return [];
  const done = await tx
    .update(playerQuests)
    .set({
      state: QuestState.completed,
      completedAt: sql`now()`,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(inArray(playerQuests.id, ids), eq(playerQuests.state, QuestState.active)))
    .returning();
  if (done.length === 0) return [];
  const definitions = await tx
    .select({ id: quests.id, names: quests.names })
    .from(quests)
    .where(inArray(quests.id, [...new Set(done.map((row) => row.questId))]));
  const namesOf = new Map(definitions.map((quest) => [quest.id, quest.names]));
  for (const row of done) {
    const names = namesOf.get(row.questId) ?? {};
    for (const [place, reward] of row.rewards.entries())
      await payReward(tx, row.playerId, rewardOf(reward, names), `quest:${row.id}:${place}`);
    await createMessage(tx, {
      playerId: row.playerId,
      key: `quest:${row.id}`,
      kind: 'quest.completed',
      params: { quest: { names } },
      link: QUESTS_LINK,
    });
  }
  await publishEvents(tx, done.map(questUpdatedEvent));
  return done;
}
