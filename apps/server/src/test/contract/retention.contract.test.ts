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
import {
  expectError,
  expectReads,
  playRealRound,
  signedInPlayer,
  skeletonClient,
} from './skeleton-client.ts';

/*
 * Client contract section 9 (retention: the loyalty levels and account) and the retention:accounts
 * channel of section 13, called the way the product's client calls them. Every schema below is written
 * from the contract's text, not imported from our contracts package.
 */

const SECRET = 'retention-contract-studio-wallet-secret';
const SLOT = 'slot-wild-twenty';

const level = z.object({ id: z.string(), name: z.string(), order: z.number(), points: z.number() });
const levelsPage = z.object({
  data: z.array(level),
  meta: z.object({ page: z.number(), perPage: z.number(), totalPages: z.number(), totalRows: z.number() }),
});
const loyaltyAccount = z.object({
  id: z.string(),
  playerId: z.string(),
  points: z.number(),
  currentLevel: level,
  nextLevel: level.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
/** The handler reads `playerAccount` (the event is not checked): a higher currentLevel.order opens the level-up modal. */
const accountPush = z.object({ playerAccount: loyaltyAccount });

type Publication = { channel: string; data: unknown };

describe.each(testDrivers)('client contract: loyalty levels and account on %s', (driver) => {
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

  const signedIn = () => signedInPlayer(t, `retention-contract-${driver}-${counter++}@example.com`);

  const playedRound = (player: Awaited<ReturnType<typeof signedIn>>, stake: string) =>
    playRealRound(t, player, { secret: SECRET, slot: SLOT, stake });

  it('§9 lists the levels to a guest, sorted by order', async () => {
    const guest = skeletonClient(t);
    const page = expectReads(
      await guest.get('/api/retention/levels', { query: { sortBy: 'order', sortOrder: 'asc' } }),
      200,
      levelsPage,
    );
    expect(page.data.map((item) => item.order)).toEqual([1, 2, 3, 4, 5]);
    expect(page.data[0]!.points).toBe(0);
    expect(page.meta.totalRows).toBe(5);
  });

  it('§9 answers the account of a signed-in player only', async () => {
    const player = await signedIn();
    const account = expectReads(
      await player.client.get('/api/retention/account'),
      200,
      z.object({ data: loyaltyAccount }),
    );
    expect(account.data).toMatchObject({ playerId: player.playerId, points: 0, currentLevel: { order: 1 } });
    expect(account.data.nextLevel?.order).toBe(2);
    // The client's 401 path: no session, no account.
    expectError(await player.client.get('/api/retention/account', { token: null }), 401);
  });

  it('§13 pushes { playerAccount } on retention:accounts#<pid> with a higher level after a level-up', async () => {
    const player = await signedIn();
    const before = expectReads(
      await player.client.get('/api/retention/account'),
      200,
      z.object({ data: loyaltyAccount }),
    );
    const channel = await subscribedChannel(
      sockets,
      url,
      playerChannel('retention:accounts', player.playerId),
      async () => player.token,
    );

    const received = nextEvent<Publication>(
      channel,
      'publication',
      (context) => accountPush.safeParse(context.data).success,
    );
    // 600 EUR on a slot: 600 points, past the second level (500).
    await playedRound(player, '600');
    const pushed = accountPush.parse((await received).data);
    expect(pushed.playerAccount.currentLevel.order).toBeGreaterThan(before.data.currentLevel.order);
    const after = expectReads(
      await player.client.get('/api/retention/account'),
      200,
      z.object({ data: loyaltyAccount }),
    );
    expect(after.data).toEqual(pushed.playerAccount);
    expect(after.data.points).toBe(600);
  });
});
