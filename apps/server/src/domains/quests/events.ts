import {
  type PlayerQuest,
  playerChannel,
  QUEST_TASK_UPDATED_EVENT,
  QUEST_UPDATED_EVENT,
  type QuestPush,
} from '@casino/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { EventDispatcher } from '../events/dispatcher.ts';
import type { DomainEvent, StoredEvent } from '../events/outbox.ts';
import { localesOf } from '../identity/players.ts';
import { siteRates } from '../settings/rates.ts';
import { loadHeld } from './held.ts';
import { playerQuests } from './tables.ts';
import { heldView } from './views.ts';

/**
 * The pushes of retention:quests#{playerId}: quest.updated (a quest's state changed) and
 * quest.task.updated (a task moved). The outbox keeps which quest or task changed; the push is
 * rendered at delivery, in the player's language and the quest's own currency.
 */
type QuestChanged = { playerQuestId: string; playerTaskId?: string };

const channelOf = (playerId: string) => playerChannel('retention:quests', playerId);

export function questUpdatedEvent(quest: { id: string; playerId: string }): DomainEvent {
  return {
    type: QUEST_UPDATED_EVENT,
    payload: { playerQuestId: quest.id } satisfies QuestChanged,
    channel: channelOf(quest.playerId),
  };
}

export function taskUpdatedEvent(task: { id: string; playerQuestId: string }, playerId: string): DomainEvent {
  return {
    type: QUEST_TASK_UPDATED_EVENT,
    payload: { playerQuestId: task.playerQuestId, playerTaskId: task.id } satisfies QuestChanged,
    channel: channelOf(playerId),
  };
}

/** The views of a batch's quests, read once for all its quest pushes. */
async function prepareViews(
  stored: StoredEvent[],
  tx: Db,
  defaultLocale: string,
): Promise<Map<string, PlayerQuest>> {
  const ids = [...new Set(stored.map((event) => (event.payload as QuestChanged).playerQuestId))];
  const rows =
    ids.length === 0 ? [] : await tx.select().from(playerQuests).where(inArray(playerQuests.id, ids));
  const held = await loadHeld(tx, rows);
  const locales = await localesOf(
    tx,
    rows.map((row) => row.playerId),
  );
  const rates = await siteRates(tx);
  return new Map(
    held.map((quest) => [
      quest.row.id,
      heldView(quest, {
        locale: locales.get(quest.row.playerId) ?? defaultLocale,
        defaultLocale,
        currency: quest.row.currency,
        rates,
      }),
    ]),
  );
}

export function renderQuestPushes(events: EventDispatcher, defaultLocale: string) {
  const prepare = (stored: StoredEvent[], tx: Db) => prepareViews(stored, tx, defaultLocale);
  const viewOf = async (stored: StoredEvent, tx: Db, prepared: Map<string, PlayerQuest> | undefined) =>
    (prepared ?? (await prepare([stored], tx))).get((stored.payload as QuestChanged).playerQuestId);
  events.render<Map<string, PlayerQuest>>(
    QUEST_UPDATED_EVENT,
    async (stored, tx, prepared): Promise<Omit<QuestPush, 'event'> | null> => {
      const quest = await viewOf(stored, tx, prepared);
      return quest ? { quest } : null;
    },
    prepare,
  );
  events.render<Map<string, PlayerQuest>>(
    QUEST_TASK_UPDATED_EVENT,
    async (stored, tx, prepared) => {
      const quest = await viewOf(stored, tx, prepared);
      const task = quest?.tasks.find((item) => item.id === (stored.payload as QuestChanged).playerTaskId);
      return task ? { task } : null;
    },
    prepare,
  );
}
