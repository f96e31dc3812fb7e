import { playerChannel } from '@casino/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  clientFactory,
  listenForClients,
  nextEvent,
  subscribedChannel,
} from '../../realtime/test-clients.ts';
import { testDrivers } from '../databases.ts';
import { startTestApp, type TestApp } from '../test-app.ts';
import { expectError, expectReads, playRealRound, signedInPlayer } from './skeleton-client.ts';

/*
 * Client contract section 9 (retention: quests) and the retention:quests channel of section 13, called
 * the way the product's client calls them. Every schema below is written from the contract's text,
 * not imported from our contracts package.
 */

const SECRET = 'quests-contract-studio-wallet-secret';
const SLOT = 'slot-wild-twenty';

const task = z.object({
  id: z.string(),
  isCompleted: z.boolean(),
  isActive: z.boolean(),
  type: z.number(),
  progress: z.number(),
  quantity: z.number(),
  name: z.string(),
  description: z.string(),
  executionOrder: z.number(),
  conditions: z.object({
    games: z.array(z.string()).optional(),
    multiplier: z.number().optional(),
    minPayout: z.number().optional(),
    spinAmount: z.number().optional(),
  }),
});
const quest = z.object({
  id: z.string(),
  playerId: z.string(),
  state: z.number(),
  name: z.string(),
  identity: z.string(),
  description: z.string(),
  order: z.number(),
  taskExecutionOrder: z.string(),
  packageOrder: z.number().nullable(),
  endAt: z.string().nullable(),
  tasks: z.array(task),
  rewards: z.array(
    z.object({
      type: z.string(),
      amount: z.number(),
      attributes: z.object({ isoCode: z.string().nullable(), lockBalance: z.boolean() }),
    }),
  ),
});
const questsPage = z.object({
  data: z.array(quest),
  meta: z.object({ page: z.number(), perPage: z.number(), totalPages: z.number(), totalRows: z.number() }),
});
/** `quest.task.updated`: the task fields the client reads to move a task (it finds the quest by questId). */
const taskPush = z.object({
  event: z.literal('quest.task.updated'),
  task: z.object({
    id: z.string(),
    questId: z.string(),
    isActive: z.boolean(),
    isCompleted: z.boolean(),
    progress: z.number(),
    quantity: z.number(),
    type: z.number(),
  }),
});
const questPush = z.object({ event: z.literal('quest.updated'), quest });

type Publication = { channel: string; data: unknown };

describe.each(testDrivers)('client contract: quests on %s', (driver) => {
  let t: TestApp;
  let url: string;
  const sockets = clientFactory();
  let counter = 0;

  beforeAll(async () => {
    t = await startTestApp(driver, { STUDIO_WALLET_SECRET: SECRET, EVENTS_POLL_MS: '100' });
    url = await listenForClients(t.app);
  });
  afterEach(() => sockets.closeAll());
  afterAll(() => t?.close());

  const signedIn = () => signedInPlayer(t, `quests-contract-${driver}-${counter++}@example.com`);

  const playedRound = (player: Awaited<ReturnType<typeof signedIn>>, stake: string) =>
    playRealRound(t, player, { secret: SECRET, slot: SLOT, stake });

  it('§9 lists the quests on offer, activates one, lists it by state and cancels it', async () => {
    const player = await signedIn();
    const offered = expectReads(
      await player.client.get('/api/retention/quests', { query: { page: 1, perPage: 20, currency: 'EUR' } }),
      200,
      questsPage,
    );
    expect(offered.data.length).toBeGreaterThan(0);
    const chosen = offered.data.find((item) => item.identity === 'harbor-welcome')!;
    const taken = expectReads(
      await player.client.put(`/api/retention/quests/${chosen.id}/activate`),
      200,
      z.object({ data: quest }),
    );
    expect(taken.data).toMatchObject({ state: 2, playerId: player.playerId });
    const active = expectReads(
      await player.client.get('/api/retention/player-quests', {
        query: { state: [2], currency: 'EUR', page: 1, perPage: 20 },
      }),
      200,
      questsPage,
    );
    expect(active.data.map((item) => item.id)).toEqual([taken.data.id]);
    const cancelled = expectReads(
      await player.client.put(`/api/retention/player-quests/${taken.data.id}/cancel`),
      200,
      z.object({ data: quest }),
    );
    expect(cancelled.data.state).toBe(4);
    expectError(await player.client.get('/api/retention/quests', { token: null }), 401);
  });

  it('§13 pushes quest.updated and quest.task.updated on retention:quests#<pid>', async () => {
    const player = await signedIn();
    const offered = (await player.client.get('/api/retention/quests')).json<z.infer<typeof questsPage>>();
    const chosen = offered.data.find((item) => item.identity === 'harbor-welcome')!;
    const channel = await subscribedChannel(
      sockets,
      url,
      playerChannel('retention:quests', player.playerId),
      async () => player.token,
    );

    const activated = nextEvent<Publication>(
      channel,
      'publication',
      (context) => questPush.safeParse(context.data).success,
    );
    const taken = (await player.client.put(`/api/retention/quests/${chosen.id}/activate`)).json<{
      data: z.infer<typeof quest>;
    }>();
    expect(questPush.parse((await activated).data).quest).toMatchObject({ id: taken.data.id, state: 2 });

    const moved = nextEvent<Publication>(
      channel,
      'publication',
      (context) => taskPush.safeParse(context.data).success,
    );
    // One real-money round of 1 EUR: the quest's bet-count task moves by one.
    await playedRound(player, '1');
    const pushed = taskPush.parse((await moved).data);
    expect(pushed.task).toMatchObject({ questId: taken.data.id, type: 2, progress: 1, isCompleted: false });
    const after = (await player.client.get('/api/retention/player-quests', { query: { state: [2] } })).json<
      z.infer<typeof questsPage>
    >();
    expect(after.data[0]!.tasks.find((item) => item.id === pushed.task.id)).toMatchObject(pushed.task);
  });
});
