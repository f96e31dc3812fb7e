import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTournament, PAYOUT_GRACE_MS } from '../../domains/tournaments/lifecycle.ts';
import { openSeededSeries } from '../../domains/tournaments/test-helpers.ts';
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
 * Client contract section 9 (tournaments) and the tournaments channels of section 13, called the way
 * the product's client calls them. Every schema below is written from the contract's text, not
 * imported from our contracts package.
 */

const SECRET = 'tournaments-contract-studio-wallet-secret';
const SLOT = 'slot-wild-twenty';
const HOUR = 3_600_000;
/** Pushes leave with the outbox's next delivery; a loaded machine may take a while. */
const PUSH_WAIT_MS = 20_000;

const tournament = z.object({
  id: z.string(),
  identity: z.string(),
  title: z.string(),
  type: z.number(),
  state: z.number(),
  isAvailable: z.boolean(),
  confirmationRequired: z.boolean(),
  startAt: z.string(),
  endAt: z.string(),
  rates: z.object({
    baseCurrencyRate: z.number(),
    currencyRates: z.array(z.object({ isoCode: z.string(), rate: z.number() })),
  }),
  conditions: z.object({
    gameCollections: z.array(z.string()),
    gameCollectionsExcluded: z.array(z.string()),
    minAmount: z.number().nullable(),
    minAmountOp: z.string().nullable(),
    maxAmount: z.number().nullable(),
    maxAmountOp: z.string().nullable(),
    currencies: z.array(z.string()),
  }),
});
const page = z.object({
  data: z.array(tournament),
  meta: z.object({ page: z.number(), perPage: z.number(), totalPages: z.number(), totalRows: z.number() }),
});
const leaderboardEntry = z.object({
  playerId: z.string(),
  nickname: z.string(),
  place: z.number(),
  points: z.number(),
});
const detail = z.object({
  data: tournament.extend({
    playerEntry: z.object({ points: z.number(), place: z.number().nullable() }).nullable(),
    prizes: z.array(
      z.object({
        place: z.number(),
        type: z.string(),
        title: z.string(),
        bonusId: z.string().optional(),
        entry: z
          .object({ playerId: z.string(), nickname: z.string(), points: z.number() })
          .nullable()
          .optional(),
      }),
    ),
    leaderboard: z.array(leaderboardEntry),
  }),
});
const leaderboardPush = z.object({
  event: z.literal('tournament.leaderboard.updated'),
  tournamentId: z.string(),
  leaderboard: z.array(leaderboardEntry),
});
const entryPush = z.object({
  event: z.literal('tournament.player-entry.updated'),
  entry: z.object({
    tournamentId: z.string(),
    playerId: z.string(),
    points: z.number(),
    place: z.number().nullable(),
  }),
});
const completedPush = z.object({
  event: z.literal('tournament.completed'),
  tournament: z.object({
    id: z.string(),
    title: z.string(),
    identity: z.string(),
    state: z.number(),
    endAt: z.string(),
    prizes: z.array(
      z.object({
        place: z.number(),
        title: z.string(),
        entry: z.object({ playerId: z.string() }).nullable(),
      }),
    ),
  }),
});

type Publication = { channel: string; data: unknown };

describe.each(testDrivers)('client contract: tournaments on %s', (driver) => {
  let t: TestApp;
  let url: string;
  const sockets = clientFactory();
  let counter = 0;

  beforeAll(async () => {
    t = await startTestApp(driver, { STUDIO_WALLET_SECRET: SECRET, EVENTS_POLL_MS: '100' });
    await openSeededSeries(t.database.db);
    url = await listenForClients(t.app);
  });
  afterEach(() => sockets.closeAll());
  afterAll(() => t?.close());

  const signedIn = () => signedInPlayer(t, `tournaments-contract-${driver}-${counter++}@example.com`);
  const joinRace = (identity: string) =>
    createTournament(t.database.db, {
      identity,
      titles: { en: 'Contract race' },
      descriptions: { en: 'A race of the contract tests.' },
      scoring: 1,
      entryType: 'join',
      startAt: new Date(Date.now() - HOUR),
      endAt: new Date(Date.now() + HOUR),
      prizes: [{ place: 1, type: 'points', amount: 50n, titles: { en: '50 points' } }],
    }).then((row) => row!);

  const playedRound = (player: Awaited<ReturnType<typeof signedIn>>, stake: string) =>
    playRealRound(t, player, { secret: SECRET, slot: SLOT, stake });

  it('§9 lists the active tournaments to a guest and shows one by identity', async () => {
    const guest = skeletonClient(t);
    const list = expectReads(
      await guest.get('/api/retention/tournaments', { query: { state: [2, 3] } }),
      200,
      page,
    );
    expect(list.data.length).toBeGreaterThan(0);
    expect(list.data.every((item) => item.state === 2 || item.state === 3)).toBe(true);
    const shown = expectReads(
      await guest.get(`/api/retention/tournaments/${list.data[0]!.identity}`),
      200,
      detail,
    );
    expect(shown.data.playerEntry).toBeNull();
    expect(shown.data.id).toBe(list.data[0]!.id);
  });

  it('§9 joins a tournament (response ignored) only when signed in, and §13 pushes the entry and the board', async () => {
    const race = await joinRace(`contract-race-${driver}`);
    const player = await signedIn();
    expectError(await skeletonClient(t).post(`/api/retention/tournaments/${race.id}/participate`), 401);
    expect((await player.client.post(`/api/retention/tournaments/${race.id}/participate`)).status).toBe(200);
    const joined = expectReads(
      await player.client.get(`/api/retention/tournaments/${race.identity}`),
      200,
      detail,
    );
    expect(joined.data.playerEntry).toEqual({ points: 0, place: null });

    // The board to anyone (a guest's socket), the entry to its player.
    const board = await subscribedChannel(sockets, url, `tournaments:${race.id}`);
    const own = await subscribedChannel(
      sockets,
      url,
      `tournaments:${race.id}#${player.playerId}`,
      async () => player.token,
    );

    const boardPushed = nextEvent<Publication>(
      board,
      'publication',
      (c) => leaderboardPush.safeParse(c.data).success,
      PUSH_WAIT_MS,
    );
    // The join's own push (0 points) may still be on its way: wait for the scored one.
    const entryPushed = nextEvent<Publication>(
      own,
      'publication',
      (c) => (entryPush.safeParse(c.data).data?.entry.points ?? 0) > 0,
      PUSH_WAIT_MS,
    );
    await playedRound(player, '7');
    const [boardPublication, entryPublication] = await Promise.all([boardPushed, entryPushed]);
    const pushedBoard = leaderboardPush.parse(boardPublication.data);
    expect(pushedBoard.leaderboard).toEqual([
      expect.objectContaining({ playerId: player.playerId, place: 1, points: 7 }),
    ]);
    expect(entryPush.parse(entryPublication.data).entry).toEqual({
      tournamentId: race.id,
      playerId: player.playerId,
      points: 7,
      place: 1,
    });
  }, 60_000);

  it('§13 tells the tournaments channel when a tournament completes, with who holds each prize', async () => {
    const race = await joinRace(`contract-completed-${driver}`);
    const player = await signedIn();
    expect((await player.client.post(`/api/retention/tournaments/${race.identity}/participate`)).status).toBe(
      200,
    );
    await playedRound(player, '3');
    const channel = await subscribedChannel(sockets, url, 'tournaments', async () => player.token);
    const completed = nextEvent<Publication>(
      channel,
      'publication',
      (c) =>
        completedPush.safeParse(c.data).success &&
        (c.data as { tournament: { id: string } }).tournament.id === race.id,
      PUSH_WAIT_MS,
    );
    // The timers reach the job queue through the outbox; then the fake clock runs the jobs.
    await expect.poll(async () => t.app.events.dispatchPending(), { timeout: 5_000 }).toBe(0);
    await t.app.jobs.runDue(new Date(race.endAt.getTime() + PAYOUT_GRACE_MS + 1_000));
    const pushed = completedPush.parse((await completed).data);
    expect(pushed.tournament).toMatchObject({ identity: race.identity, state: 5 });
    expect(pushed.tournament.prizes).toEqual([
      { place: 1, title: '50 points', entry: { playerId: player.playerId } },
    ]);
  }, 60_000);
});
