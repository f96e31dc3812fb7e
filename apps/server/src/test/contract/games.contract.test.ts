import { ErrorCode, playerChannel } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MaxBetExceededError, registerBetRule } from '../../domains/game-wallet/bet-rules.ts';
import { STUDIO_PROVIDER_ID, signGameWalletCall } from '../../domains/game-wallet/routes.ts';
import { games as gamesTable } from '../../domains/games/tables.ts';
import { registerByEmail } from '../../domains/identity/test-helpers.ts';
import { creditDeposit } from '../../domains/wallet/postings.ts';
import { AppError } from '../../plugins/errors.ts';
import { clientFactory, listenForClients, nextEvent } from '../../realtime/test-clients.ts';
import { testDrivers } from '../databases.ts';
import { startTestApp, type TestApp } from '../test-app.ts';
import { expectError, expectReads, skeletonClient } from './skeleton-client.ts';

/*
 * Client contract section 7 (games, game history), the play errors of section 12 and the game:bets
 * channel of section 13, called the way the product's client calls them. Every schema below is written
 * from the contract's text, not imported from our contracts package.
 */

const SECRET = 'games-contract-studio-wallet-secret-32+';

const meta = z.object({
  page: z.number(),
  perPage: z.number(),
  totalPages: z.number(),
  totalRows: z.number(),
});
const imageSet = z.object({ '1x': z.string(), '2x': z.string().optional(), '3x': z.string().optional() });
const gameImages = z
  .object({ '200x200': imageSet.optional(), '200x300': imageSet.optional() })
  .refine((images) => images['200x200'] !== undefined || images['200x300'] !== undefined, 'an image size');

const provider = z.object({
  id: z.string(),
  identity: z.string(),
  name: z.string(),
  gameEnabledCount: z.number(),
  images: z.object({ '116x40': z.object({ '1x': z.string(), '2x': z.string(), '3x': z.string() }) }),
  customImages: z.unknown(),
});
const collection = z.object({
  id: z.string(),
  identity: z.string(),
  name: z.string(),
  countries: z.array(z.string()),
  isHidden: z.boolean(),
});
const game = z.object({
  id: z.string(),
  identity: z.string(),
  name: z.string(),
  isDemoMode: z.boolean(),
  volatility: z.unknown(),
  type: z.unknown(),
  images: gameImages,
  customImages: z.unknown(),
  provider: z.object({ id: z.string(), identity: z.string(), name: z.string() }),
  collections: z.array(z.unknown()),
  labels: z.array(z.object({ id: z.string(), name: z.string() })),
  isBonusWagering: z.boolean(),
  minimumBonusWagerMultiplier: z.unknown(),
});
type ClientGame = z.infer<typeof game>;
const gamesPage = z.object({ data: z.array(game), meta });
const gameList = z.object({ data: z.array(game) });
const launched = z.object({ data: z.object({ gameUrl: z.string(), token: z.string() }) });
const spins = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      game: z.unknown(),
      gameIdentity: z.string(),
      amount: z.number(),
      payout: z.number(),
      currency: z.string(),
      createdAt: z.string(),
    }),
  ),
  meta,
});
const bets = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      game: z.string(),
      gameId: z.string().nullable(),
      roundId: z.string(),
      amount: z.number(),
      payout: z.number(),
      currency: z.string(),
      // constants.game.bet.status: 1 = open, drawn without an amount.
      status: z.number(),
      coefficient: z.number(),
      createdAt: z.string(),
      items: z.array(z.unknown()),
    }),
  ),
  meta,
});
const winners = z.object({
  data: z.array(
    z.object({
      nickname: z.string(),
      amount: z.number(),
      currency: z.string(),
      payout: z.number(),
      gameId: z.string().nullable(),
      gameName: z.string(),
      isDemoMode: z.boolean(),
      gameImages: z.unknown(),
      gameCustomImages: z.unknown(),
    }),
  ),
});
const betRestricted = z.object({
  event: z.literal('game.bet.restricted'),
  gameIdentity: z.string(),
  gameId: z.string(),
});
const betMaxExceed = z.object({
  event: z.literal('game.bet.max.exceed'),
  gameIdentity: z.string(),
  gameId: z.string(),
  playerBonus: z.object({ currency: z.string(), maxBetAmount: z.number() }),
});

type Publication = { channel: string; data: unknown };

/** The studio's public origin, and the product's client served from an origin of its own. */
const STUDIO_ORIGIN = 'https://games.casino.example';
const CLIENT_ORIGIN = 'https://client.casino.example';

describe.each(testDrivers)('client contract: games and game history on %s', (driver) => {
  let t: TestApp;
  let url: string;
  const sockets = clientFactory();
  let counter = 0;

  beforeAll(async () => {
    t = await startTestApp(driver, {
      STUDIO_WALLET_SECRET: SECRET,
      EVENTS_POLL_MS: '100',
      STUDIO_PUBLIC_URL: `${STUDIO_ORIGIN}/`,
      STUDIO_FRAME_ANCESTORS: CLIENT_ORIGIN,
    });
    url = await listenForClients(t.app);
  });
  afterEach(() => sockets.closeAll());
  afterAll(() => t?.close());

  async function signedIn() {
    const login = await registerByEmail(t, `games-contract-${driver}-${counter++}@example.com`, {
      currency: 'EUR',
    });
    const client = skeletonClient(t);
    client.useToken(login.accessToken);
    const accounts = expectReads(
      await client.get('/api/wallet/accounts'),
      200,
      z.object({ data: z.array(z.object({ id: z.string(), currency: z.string() })) }),
    ).data;
    const accountId = accounts.find((item) => item.currency === 'EUR')!.id;
    return { client, accountId, playerId: login.profile.id as string, token: login.accessToken as string };
  }

  /** The play body the client sends (section 7). */
  const playBody = (accountId: string | undefined, demoMode: boolean) => ({
    accountId,
    lobbyUrl: 'http://site.test/',
    locale: 'en',
    countryCode: 'DE',
    platform: 2,
    demoMode,
  });

  /** A signed seamless-wallet call of the studio, as the provider makes it. */
  async function wallet(kind: 'bet' | 'win', body: Record<string, unknown>) {
    const payload = JSON.stringify({ currency: 'EUR', ...body });
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/game-wallet/${STUDIO_PROVIDER_ID}/${kind}`,
      headers: { 'content-type': 'application/json', 'x-signature': signGameWalletCall(payload, SECRET) },
      payload,
    });
    return answer;
  }

  /** A funded player who played a round of dice: bet 2, won 5. */
  async function playedRound() {
    const player = await signedIn();
    await creditDeposit(t.database.db, {
      walletAccountId: player.accountId,
      currency: 'EUR',
      amount: 10_000n,
      idempotencyKey: `games-contract-${player.accountId}`,
    });
    const launch = expectReads(
      await player.client.post('/api/game/games/dice/play', { body: playBody(player.accountId, false) }),
      200,
      launched,
    );
    const round = { sessionToken: launch.data.token, roundId: `r-${counter}` };
    expect((await wallet('bet', { ...round, transactionId: `b-${counter}`, amount: '2' })).statusCode).toBe(
      200,
    );
    expect((await wallet('win', { ...round, transactionId: `w-${counter}`, amount: '5' })).statusCode).toBe(
      200,
    );
    return { ...player, sessionToken: launch.data.token };
  }

  it('§7 lists providers and collections', async () => {
    const client = skeletonClient(t);
    const providers = expectReads(
      await client.get('/api/game/providers', {
        query: { name: 'harbor', sortBy: 'name', sortOrder: 'asc', page: 1, perPage: 20 },
      }),
      200,
      z.object({ data: z.array(provider) }),
    ).data;
    expect(providers.map((item) => item.identity)).toEqual(['studio']);
    expectReads(await client.get('/api/game/providers/studio'), 200, z.object({ data: provider }));
    const collections = expectReads(
      await client.get('/api/game/collections'),
      200,
      z.object({ data: z.array(collection) }),
    ).data;
    expect(collections.map((item) => item.identity)).toContain('slots');
  });

  it('§7 lists games by collection and provider ids or identities, names and ids, with a token or without', async () => {
    const guest = skeletonClient(t);
    const collections = expectReads(
      await guest.get('/api/game/collections'),
      200,
      z.object({ data: z.array(collection) }),
    ).data;
    const slots = collections.find((item) => item.identity === 'slots')!;
    const byIdentity = expectReads(
      await guest.get('/api/game/games', {
        query: {
          collectionId: ['slots'],
          providerId: ['studio'],
          sortBy: 'default',
          sortOrder: 'asc',
          page: 1,
          perPage: 50,
        },
      }),
      200,
      gamesPage,
    );
    const byId = expectReads(
      await guest.get('/api/game/games', { query: { collectionId: [slots.id], page: 1, perPage: 50 } }),
      200,
      gamesPage,
    );
    expect(byId.data.map((item) => item.id)).toEqual(byIdentity.data.map((item) => item.id));
    expect(byIdentity.meta.totalRows).toBeGreaterThan(0);

    const dice = expectReads(
      await guest.get('/api/game/games', {
        query: { identity: ['dice'], countries: ['DE'], sortBy: 'name' },
      }),
      200,
      gamesPage,
    ).data;
    expect(dice.map((item) => item.identity)).toEqual(['dice']);
    const named = expectReads(await guest.get('/api/game/games', { query: { name: 'dic' } }), 200, gamesPage);
    expect(named.data.map((item) => item.identity)).toContain('dice');
    const byGameId = expectReads(
      await guest.get('/api/game/games', { query: { gameId: [dice[0]!.id] } }),
      200,
      gamesPage,
    );
    expect(byGameId.data.map((item) => item.identity)).toEqual(['dice']);

    const { client } = await signedIn();
    expectReads(await client.get('/api/game/games', { query: { sortBy: 'score' } }), 200, gamesPage);
    const expired = await guest.get('/api/game/games', { token: 'not-a-token' });
    expectReads(expired, 200, gamesPage);
  });

  it('§7 gives one game by its identity and by its id', async () => {
    const client = skeletonClient(t);
    const byIdentity = expectReads(await client.get('/api/game/games/crash'), 200, z.object({ data: game }));
    const byId = expectReads(
      await client.get(`/api/game/games/${byIdentity.data.id}`),
      200,
      z.object({ data: game }),
    );
    expect(byId.data.identity).toBe('crash');
    expectError(await client.get('/api/game/games/no-such-game'), 404);
  });

  it('§7 keeps favourites by game id: each change answers the full list', async () => {
    const { client } = await signedIn();
    const ids = (list: ClientGame[]) => list.map((item) => item.identity);
    const dice = expectReads(await client.get('/api/game/games/dice'), 200, z.object({ data: game })).data;
    const mines = expectReads(await client.get('/api/game/games/mines'), 200, z.object({ data: game })).data;
    expect(
      ids(expectReads(await client.post(`/api/game/games/${dice.id}/favorite`), 200, gameList).data),
    ).toEqual(['dice']);
    const both = expectReads(await client.post(`/api/game/games/${mines.id}/favorite`), 200, gameList).data;
    expect(ids(both).sort()).toEqual(['dice', 'mines']);
    expect(
      ids(expectReads(await client.get('/api/game/games/favorites'), 200, gameList).data).sort(),
    ).toEqual(['dice', 'mines']);
    const after = expectReads(
      await client.delete(`/api/game/games/${dice.id}/favorite`, { body: {} }),
      200,
      gameList,
    );
    expect(ids(after.data)).toEqual(['mines']);
    expectError(await client.get('/api/game/games/favorites', { token: null }), 401);
  });

  it('§7 launches a demo for a guest and real money on the account; played games follow', async () => {
    const guest = skeletonClient(t);
    const demo = expectReads(
      await guest.post('/api/game/games/plinko/play', { body: playBody(undefined, true) }),
      200,
      launched,
    );
    expect(demo.data.gameUrl).toContain(demo.data.token);
    expectError(await guest.post('/api/game/games/plinko/play', { body: playBody(undefined, false) }), 401);

    const { client, accountId } = await signedIn();
    const real = expectReads(
      await client.post('/api/game/games/crash/play', { body: playBody(accountId, false) }),
      200,
      launched,
    );
    expect(real.data.gameUrl).toContain(real.data.token);
    // The client frames gameUrl as it is, from its own origin: an absolute URL on the studio's origin,
    // a page that lets that client frame it.
    for (const gameUrl of [demo.data.gameUrl, real.data.gameUrl]) {
      const url = new URL(gameUrl);
      expect(url.origin).toBe(STUDIO_ORIGIN);
      const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      // The game's page (503 only while the studio pages are not built, as in a fresh checkout).
      expect([200, 503]).toContain(page.statusCode);
      expect(String(page.headers['content-security-policy'])).toMatch(
        new RegExp(`frame-ancestors [^;]*${CLIENT_ORIGIN.replaceAll('.', '\\.')}`),
      );
    }
    const played = expectReads(
      await client.get('/api/game/games/played', { query: { perPage: 12, platform: 2, countryCode: 'DE' } }),
      200,
      gameList,
    ).data;
    expect(played.map((item) => item.identity)).toEqual(['crash']);
  });

  it('§12 refuses a game in a restricted country with 14308', async () => {
    const { client, accountId } = await signedIn();
    await t.database.db
      .update(gamesTable)
      .set({ restrictedCountries: ['DE'] })
      .where(eq(gamesTable.slug, 'mines'));
    try {
      const refused = await client.post('/api/game/games/mines/play', {
        body: playBody(accountId, false),
        headers: { 'cf-ipcountry': 'DE' },
      });
      expectError(refused, 403, ErrorCode.gameGeoRestricted);
      expect(refused.json<{ error: { code: number } }>().error.code).toBe(14308);
    } finally {
      await t.database.db
        .update(gamesTable)
        .set({ restrictedCountries: [] })
        .where(eq(gamesTable.slug, 'mines'));
    }
  });

  it('§7 lists spins and bets of the player, and the public winners', async () => {
    const { client } = await playedRound();
    const spun = expectReads(
      await client.get('/api/game/spins', { query: { page: 1, perPage: 10 } }),
      200,
      spins,
    );
    expect(spun.data[0]).toMatchObject({ gameIdentity: 'dice', amount: 2, payout: 5, currency: 'EUR' });
    const settled = expectReads(
      await client.get('/api/game/bets', { query: { page: 1, perPage: 10, isSettled: true } }),
      200,
      bets,
    );
    expect(settled.data[0]).toMatchObject({ amount: 2, payout: 5, coefficient: 2.5 });
    const constants = z
      .object({
        data: z.object({
          game: z.object({
            bet: z.object({ status: z.array(z.object({ id: z.number(), name: z.string() })) }),
          }),
        }),
      })
      .parse((await skeletonClient(t).get('/api/settings/constants')).json()).data.game.bet.status;
    const statusName = (id: number) => constants.find((item) => item.id === id)?.name;
    expect(statusName(settled.data[0]!.status)).toEqual(expect.any(String));
    expect(settled.data[0]!.status).not.toBe(1);
    const open = expectReads(await client.get('/api/game/bets', { query: { isSettled: false } }), 200, bets);
    expect(open.data).toEqual([]);
    expectError(await client.get('/api/game/spins', { token: null }), 401);

    const feed = expectReads(
      await skeletonClient(t).get('/api/game/spins/winners', {
        query: { perPage: 12, platform: 2, countryCode: 'DE' },
      }),
      200,
      winners,
    ).data;
    expect(feed.length).toBeLessThanOrEqual(12);
  });

  it('§13 pushes refused bets on game:bets#<pid> as {event, gameIdentity, gameId, playerBonus}', async () => {
    const player = await playedRound();
    const socket = sockets.open(url, { getToken: async () => player.token });
    const bets = socket.newSubscription(playerChannel('game:bets', player.playerId));
    const subscribed = nextEvent(bets, 'subscribed');
    bets.subscribe();
    socket.connect();
    await subscribed;

    // Ours, beside the contract's: each round change as `{event: 'game.bet', bet}`. The rounds that
    // playedRound() played may still be on their way from the outbox: wait for this one.
    const roundPush = nextEvent<Publication>(bets, 'publication', (context) => {
      const data = context.data as { event?: string; bet?: { roundId?: string } };
      return data.event === 'game.bet' && data.bet?.roundId === 'pushed';
    });
    await wallet('bet', {
      sessionToken: player.sessionToken,
      roundId: 'pushed',
      transactionId: `pushed-${driver}`,
      amount: '1',
    });
    expect((await roundPush).data).toMatchObject({
      bet: { roundId: 'pushed', amount: 1, gameIdentity: 'dice' },
    });

    const unregister = registerBetRule((_tx, attempt) => {
      if (attempt.amount === 700n) throw new AppError(ErrorCode.gameBetsRestricted, 'Bets are restricted.');
      if (attempt.amount > 500n) throw new MaxBetExceededError(500n);
    });
    try {
      const restricted = nextEvent<Publication>(
        bets,
        'publication',
        (context) => betRestricted.safeParse(context.data).success,
      );
      const refused = await wallet('bet', {
        sessionToken: player.sessionToken,
        roundId: 'refused-1',
        transactionId: `refused-1-${driver}`,
        amount: '7',
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe(14306);
      expect(betRestricted.parse((await restricted).data)).toMatchObject({ gameIdentity: 'dice' });

      const tooBig = nextEvent<Publication>(
        bets,
        'publication',
        (context) => betMaxExceed.safeParse(context.data).success,
      );
      await wallet('bet', {
        sessionToken: player.sessionToken,
        roundId: 'refused-2',
        transactionId: `refused-2-${driver}`,
        amount: '9',
      });
      expect(betMaxExceed.parse((await tooBig).data).playerBonus).toEqual({
        currency: 'EUR',
        maxBetAmount: 5,
      });
    } finally {
      unregister();
    }
  });
});
