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
import { expectError, expectReads, signedInPlayer, skeletonClient } from './skeleton-client.ts';

/*
 * Client contract section 9 (the wheels calls: the list, the spin, error 10003) and the retention:wheels
 * channel of section 13, called the way the product's client calls them. Every schema below is written
 * from the contract's text, not imported from our contracts package.
 */

const wheel = z.object({
  id: z.string(),
  state: z.number(),
  title: z.string(),
  identity: z.string(),
  items: z.array(z.object({ id: z.string(), title: z.string(), dropRate: z.number().optional() })),
  startAt: z.string(),
  endAt: z.string().nullable(),
  playerSpins: z.array(z.object({ id: z.string(), expireAt: z.string() })),
  limitRefreshAt: z.string().nullable(),
});
const wheelsPage = z.object({
  data: z.array(wheel),
  meta: z.object({ page: z.number(), perPage: z.number(), totalPages: z.number(), totalRows: z.number() }),
});
const spinAnswer = z.object({ data: z.object({ id: z.string(), title: z.string() }) });
const spinIssued = z.object({
  event: z.literal('wheel.spin.issued'),
  playerId: z.string(),
  wheel: z.object({ id: z.string(), identity: z.string(), title: z.string() }),
  amount: z.number(),
});

type Publication = { channel: string; data: unknown };

describe.each(testDrivers)('client contract: prize wheels on %s', (driver) => {
  let t: TestApp;
  let url: string;
  const sockets = clientFactory();
  let counter = 0;

  beforeAll(async () => {
    t = await startTestApp(driver, { EVENTS_POLL_MS: '100' });
    url = await listenForClients(t.app);
  });
  afterEach(() => sockets.closeAll());
  afterAll(() => t?.close());

  const signedIn = () => signedInPlayer(t, `wheels-contract-${driver}-${counter++}@example.com`);
  const query = { state: [2, 3] };

  it('§9 lists the wheels to a guest (SSR, logged out) in states 2 and 3, without spins', async () => {
    const page = expectReads(
      await skeletonClient(t).get('/api/retention/wheels', { query }),
      200,
      wheelsPage,
    );
    expect(page.data.map((item) => item.identity)).toEqual(['daily-wheel', 'deposit-wheel']);
    for (const item of page.data) {
      expect([2, 3]).toContain(item.state);
      expect(item.playerSpins).toEqual([]);
      expect(item.items).toHaveLength(8);
    }
    const one = expectReads(
      await skeletonClient(t).get('/api/retention/wheels', { query: { identity: ['daily-wheel'] } }),
      200,
      wheelsPage,
    );
    expect(one.data.map((item) => item.identity)).toEqual(['daily-wheel']);
  });

  it('§13 pushes wheel.spin.issued on retention:wheels#<pid>; §9 the spin answers the sector, then 10003', async () => {
    const player = await signedIn();
    const channel = await subscribedChannel(
      sockets,
      url,
      playerChannel('retention:wheels', player.playerId),
      async () => player.token,
    );
    const received = nextEvent<Publication>(channel, 'publication');

    // The day's spin of the daily wheel is the player's once they look.
    const page = expectReads(await player.client.get('/api/retention/wheels', { query }), 200, wheelsPage);
    const daily = page.data.find((item) => item.identity === 'daily-wheel')!;
    expect(daily.playerSpins).toHaveLength(1);
    expect(daily.limitRefreshAt).not.toBeNull();
    const pushed = spinIssued.parse((await received).data);
    expect(pushed).toEqual({
      event: 'wheel.spin.issued',
      playerId: player.playerId,
      wheel: { id: daily.id, identity: 'daily-wheel', title: daily.title },
      amount: 1,
    });

    const spun = expectReads(
      await player.client.post(`/api/retention/wheels/${daily.id}/spin`),
      200,
      spinAnswer,
    );
    expect(daily.items.map((item) => item.id)).toContain(spun.data.id);
    expectError(await player.client.post(`/api/retention/wheels/${daily.id}/spin`), 422, 10003);
    const after = expectReads(await player.client.get('/api/retention/wheels', { query }), 200, wheelsPage);
    expect(after.data.find((item) => item.id === daily.id)!.playerSpins).toEqual([]);
    // The spin is a player's call.
    expectError(await player.client.post(`/api/retention/wheels/${daily.id}/spin`, { token: null }), 401);
  });
});
