import {
  type PlayerQuest,
  type PlayerQuestsPage,
  playerChannel,
  type QuestPush,
  questPushSchema,
} from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { call } from '../identity/test-helpers.ts';
import { insertQuest, type QuestSeed, type TaskSeed } from './seed.ts';
import { quests } from './tables.ts';

export type QuestPushRecord = { channel: string; data: QuestPush };

let made = 0;

/** A task of a test quest: English texts only. */
export const task = (type: number, rest: Omit<TaskSeed, 'type' | 'names' | 'descriptions'>): TaskSeed => ({
  type: type as TaskSeed['type'],
  names: { en: `Task type ${type}` },
  descriptions: { en: `Counts type ${type}` },
  ...rest,
});

/**
 * What the quest tests do on a running app: define their own quests (small targets), call the four
 * routes as a player, and read the retention:quests pushes.
 */
export function questKit(t: TestApp) {
  const pushes: QuestPushRecord[] = [];
  const publish = t.app.realtime.publish.bind(t.app.realtime);
  t.app.realtime.publish = async (channel, data) => {
    if (channel.startsWith('retention:quests#')) pushes.push({ channel, data: questPushSchema.parse(data) });
    await publish(channel, data);
  };

  /** A new quest on offer (its id); `campaign` sets its start and end. */
  async function define(
    seed: Partial<QuestSeed> & Pick<QuestSeed, 'tasks'>,
    campaign: { startsAt?: Date | null; endsAt?: Date | null } = {},
  ): Promise<string> {
    const slug = seed.slug ?? `test-quest-${++made}`;
    await t.database.db.transaction((tx) =>
      insertQuest(
        tx,
        {
          slug,
          order: 100 + made,
          taskExecutionOrder: 'any',
          names: { en: `Quest ${slug}`, de: `Quest ${slug} (de)` },
          descriptions: { en: 'A test quest' },
          rewards: [{ type: 'points', points: 10 }],
          ...seed,
        },
        campaign,
      ),
    );
    const [row] = await t.database.db.select({ id: quests.id }).from(quests).where(eq(quests.slug, slug));
    return row!.id;
  }

  const put = (p: { token: string }, url: string) => call(t, { method: 'PUT', url, token: p.token });

  return {
    pushes,
    define,
    /** PUT .../activate, answered 200: the player quest. */
    async activate(p: { token: string }, questId: string, currency?: string): Promise<PlayerQuest> {
      const query = currency ? `?currency=${currency}` : '';
      const response = await put(p, `/api/retention/quests/${questId}/activate${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    },
    activateCall: (p: { token: string }, questId: string) =>
      put(p, `/api/retention/quests/${questId}/activate`),
    cancelCall: (p: { token: string }, id: string) => put(p, `/api/retention/player-quests/${id}/cancel`),
    /** GET of a quest list, answered 200. */
    async list(p: { token: string }, url: string): Promise<PlayerQuestsPage> {
      const response = await call(t, { method: 'GET', url, token: p.token });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
    /** One of the player's quests as GET /api/retention/player-quests shows it. */
    async held(p: { token: string }, id: string): Promise<PlayerQuest> {
      const response = await call(t, {
        method: 'GET',
        url: '/api/retention/player-quests?perPage=100',
        token: p.token,
      });
      expect(response.statusCode, response.body).toBe(200);
      const found = (response.json() as PlayerQuestsPage).data.find((quest) => quest.id === id);
      expect(found, `player quest ${id}`).toBeDefined();
      return found!;
    },
    /** The pushes on the player's retention:quests channel, of one event or all. */
    pushesOf: (p: { playerId: string }, event?: string) =>
      pushes.filter(
        (push) =>
          push.channel === playerChannel('retention:quests', p.playerId) &&
          (event === undefined || push.data.event === event),
      ),
  };
}
