import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { z } from 'zod';
import { freshIp, registerByEmail } from '../../domains/identity/test-helpers.ts';
import { ACCESS_TOKEN_SECONDS, signAccessToken, verifyAccessToken } from '../../domains/identity/tokens.ts';
import { clientFactory, listenForClients, nextEvent } from '../../realtime/test-clients.ts';
import { testDrivers } from '../databases.ts';
import { startTestApp, type TestApp } from '../test-app.ts';
import { expectError, expectReads, type SkeletonClient, skeletonClient } from './skeleton-client.ts';

/*
 * Client contract section 1 (settings, constants, contact), and the realtime transport of section 13,
 * made the way the product's client makes them. Every schema below is written from the contract's
 * text, not imported from our contracts package.
 */

const locales = z.object({
  data: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      nativeName: z.string(),
      languageCode: z.string(),
      isDefault: z.boolean(),
    }),
  ),
});

const countries = z.object({
  data: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      nativeName: z.string(),
      phonePrefix: z.string(),
      currency: z.string(),
      locale: z.string(),
      restrict: z.boolean(),
      restrictType: z.number().nullable(),
    }),
  ),
});

const currencies = z.object({
  data: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      symbol: z.string(),
      type: z.enum(['fiat', 'crypto']),
      isBase: z.boolean(),
      isEnabled: z.boolean(),
      subunitToUnit: z.number(),
      rate: z.object({ rate: z.number(), rateTime: z.string().nullable() }),
      subCurrencies: z.array(z.object({ code: z.string(), subunitToUnit: z.number() })).optional(),
    }),
  ),
});

const status = z.object({ id: z.union([z.number(), z.string()]), name: z.string() });
const statuses = z.array(status);
const constants = z.object({
  data: z.object({
    player: z.object({
      timeZone: z.array(z.object({ id: z.string(), name: z.string() })),
      playerStatuses: statuses,
      document: z.object({
        status: statuses,
        type: z.array(z.object({ id: z.string(), name: z.string(), section: z.string() })),
      }),
      limit: z.object({
        cashPeriod: statuses,
        coolingOffPeriod: z.array(z.object({ id: z.union([z.number(), z.string()]) })),
        selfExclusionPeriod: z.array(z.object({ id: z.union([z.number(), z.string()]) })),
      }),
      registration: z.object({ email: z.boolean(), phone: z.boolean() }),
      otp: z.object({ enabled: z.boolean() }),
      socialAuth: z.array(z.string()),
      telegram: z.object({ bot: z.string(), auth_url: z.string() }).optional(),
      referral: z.object({ enabled: z.boolean() }),
    }),
    payment: z.object({ invoiceStatuses: statuses, invoiceTypes: statuses }),
    game: z.object({
      bet: z.object({ status: statuses }),
      bonus: z.object({ depositBonusDeclineDefault: z.boolean() }),
      playerBonus: z.object({ status: statuses, result: statuses }),
      playerFreespin: z.object({ status: statuses, result: statuses }),
    }),
  }),
});

const ids = (list: { id: number | string }[]) => list.map((item) => item.id);

describe.each(testDrivers)('client contract: settings and contact on %s', (driver) => {
  let t: TestApp;
  let client: SkeletonClient;
  beforeAll(async () => {
    t = await startTestApp(driver);
    client = skeletonClient(t);
  });
  afterAll(() => t?.close());

  it('GET /api/settings/locales: exactly one default, codes usable lower-cased in URLs', async () => {
    const { data } = expectReads(await client.get('/api/settings/locales'), 200, locales);
    expect(data.filter((locale) => locale.isDefault)).toHaveLength(1);
    for (const locale of data) {
      expect(locale.code).toMatch(/^[a-z]{2}(-[a-z]{2})?$/);
      expect(locale.code.startsWith(locale.languageCode)).toBe(true);
    }
  });

  it('GET /api/settings/countries: restrict with restrictType 1 for the geo-restricted layout', async () => {
    const { data } = expectReads(await client.get('/api/settings/countries'), 200, countries);
    expect(data.length).toBeGreaterThan(200);
    const restricted = data.filter((country) => country.restrict);
    expect(restricted.length).toBeGreaterThan(0);
    for (const country of restricted) expect([1, 2]).toContain(country.restrictType);
    expect(data.find((country) => country.code === 'DE')).toMatchObject({
      nativeName: 'Deutschland',
      phonePrefix: '+49',
      currency: 'EUR',
      locale: 'de',
    });
  });

  it('GET /api/settings/currencies?visible=1: enabled ones, one base, BTC and ETH in a sub-currency of 1000', async () => {
    const answer = await client.get('/api/settings/currencies', { query: { visible: 1 } });
    const { data } = expectReads(answer, 200, currencies);
    expect(data.every((currency) => currency.isEnabled)).toBe(true);
    expect(data.filter((currency) => currency.isBase)).toHaveLength(1);
    for (const code of ['BTC', 'ETH']) {
      const currency = data.find((item) => item.code === code);
      expect(currency?.subCurrencies?.some((sub) => sub.subunitToUnit === 1000)).toBe(true);
    }
  });

  it('GET /api/settings/constants: the nested lists the client reads', async () => {
    const { data } = expectReads(await client.get('/api/settings/constants'), 200, constants);
    expect(ids(data.payment.invoiceStatuses)).toEqual([1, 2, 3]);
    expect(ids(data.payment.invoiceTypes)).toEqual([1, 2]);
    expect(ids(data.game.playerBonus.status)).toEqual([1, 2, 3]);
    expect(ids(data.game.playerBonus.result)).toEqual([1, 2, 3, 4, 5]);
    expect(ids(data.game.playerFreespin.result)).toEqual([1, 2, 3, 4]);
    expect(ids(data.player.limit.cashPeriod)).toEqual(['daily', 'weekly', 'monthly']);
    expect(data.player.timeZone.length).toBeGreaterThan(100);
  });

  it('POST /api/notification/communications {email, message}; 422 answers fields', async () => {
    const sent = await client.post('/api/notification/communications', {
      body: { email: 'ana@example.com', message: 'Where is my withdrawal of yesterday?' },
    });
    expect(sent.status).toBeLessThan(300);
    const refused = await client.post('/api/notification/communications', {
      body: { email: 'not-an-address', message: '' },
    });
    const error = expectError(refused, 422);
    expect(typeof error.fields?.email?.[0]).toBe('string');
    expect(typeof error.fields?.message?.[0]).toBe('string');
  });
});

type Frame = Record<string, unknown>;

/** A raw websocket speaking the JSON protocol, to see the wire as centrifuge-js does. */
async function rawSocket(url: string) {
  const socket = new WebSocket(url);
  const frames: Frame[] = [];
  socket.on('message', (data) => {
    for (const line of data.toString().split('\n')) frames.push(JSON.parse(line) as Frame);
  });
  await new Promise((resolve) => socket.on('open', resolve));
  return {
    frames,
    send: (...commands: Frame[]) =>
      socket.send(commands.map((command) => JSON.stringify(command)).join('\n')),
    reply: async (id: number) => {
      await expect.poll(() => frames.find((frame) => frame.id === id)).toBeDefined();
      return frames.find((frame) => frame.id === id)!;
    },
    close: () => socket.close(),
  };
}

describe.each(testDrivers)('client contract: realtime transport on %s', (driver) => {
  let t: TestApp;
  let url: string;
  const clients = clientFactory();
  let counter = 0;
  const player = async () => {
    const login = await registerByEmail(
      t,
      `rt-contract-${driver}-${counter++}@example.com`,
      {},
      {
        remoteAddress: freshIp(),
      },
    );
    return { accessToken: login.accessToken, id: login.profile.id as string };
  };

  beforeAll(async () => {
    t = await startTestApp(driver, { REALTIME_PING_SECONDS: '1', REALTIME_ONLINE_SECONDS: '0.2' });
    url = await listenForClients(t.app);
  });
  afterEach(() => clients.closeAll());
  afterAll(() => t?.close());

  it('answers connect, subscribe, pushes and pings in the JSON wire format of centrifuge-js', async () => {
    const socket = await rawSocket(url);
    try {
      socket.send({ id: 1, connect: { name: 'js' } }, { id: 2, subscribe: { channel: 'global:online' } });
      const connect = (await socket.reply(1)).connect as Frame;
      expect(connect).toMatchObject({ client: expect.any(String), version: expect.any(String), pong: true });
      expect(typeof connect.ping).toBe('number');
      expect((await socket.reply(2)).subscribe).toBeDefined();
      await expect
        .poll(() => socket.frames.find((frame) => 'push' in frame))
        .toEqual({
          push: {
            channel: 'global:online',
            pub: { data: { event: 'global.online', count: expect.any(Number) } },
          },
        });
      await expect.poll(() => socket.frames.some((frame) => Object.keys(frame).length === 0)).toBe(true);
    } finally {
      socket.close();
    }
  });

  it('lets a guest connect without a token and read global:online {event, count}', async () => {
    const guest = clients.open(url);
    const online = guest.newSubscription('global:online');
    online.subscribe();
    guest.connect();
    await nextEvent(guest, 'connected');
    const publication = await nextEvent<{ data: Record<string, unknown> }>(online, 'publication');
    expect(publication.data).toEqual({ event: 'global.online', count: expect.any(Number) });
    expect(publication.data.count as number).toBeGreaterThanOrEqual(1);
  });

  it("connects with the player's access token from getToken and subscribes to the player's channels", async () => {
    const me = await player();
    const connection = clients.open(url, { getToken: async () => me.accessToken });
    const accounts = connection.newSubscription(`wallet:accounts#${me.id}`);
    accounts.subscribe();
    connection.connect();
    await nextEvent(accounts, 'subscribed');
    // Only this push: a push of the player's own first account may still be on its way.
    const received = nextEvent<{ data: { account?: object } }>(
      accounts,
      'publication',
      (context) => JSON.stringify(context.data.account) === '{}',
    );
    await t.app.realtime.publish(`wallet:accounts#${me.id}`, {
      event: 'account.balance.updated',
      account: {},
    });
    expect((await received).data).toEqual({ event: 'account.balance.updated', account: {} });
  });

  it('answers an expired token with error 109, and the client gets a new one through getToken', async () => {
    const me = await player();
    const claims = (await verifyAccessToken(t.app.authKeys, me.accessToken))!;
    const past = Math.floor(Date.now() / 1000) - ACCESS_TOKEN_SECONDS - 60;
    const expired = await signAccessToken(t.app.authKeys, claims, past);
    const tokens = [expired, me.accessToken];
    const connection = clients.open(url, { getToken: async () => tokens.shift() ?? me.accessToken });
    const codes: number[] = [];
    connection.on('error', (context) => codes.push((context as { error: { code: number } }).error.code));
    connection.connect();
    await nextEvent(connection, 'connected');
    expect(codes).toEqual([109]);
  });

  it('keeps the history of an activity board (anonymous, limit 11, reverse) and takes the winners channel', async () => {
    const board = `activity-board:boards#board-${driver}`;
    for (let bet = 1; bet <= 12; bet++)
      await t.app.realtime.publish(board, { event: 'activity-board.updated', bet: { id: `b${bet}` } });
    const guest = clients.open(url);
    const boardSub = guest.newSubscription(board);
    const winners = guest.newSubscription('game:winners:mobile:BR');
    boardSub.subscribe();
    winners.subscribe();
    guest.connect();
    await Promise.all([nextEvent(boardSub, 'subscribed'), nextEvent(winners, 'subscribed')]);

    const history = await guest.history(board, { limit: 11, reverse: true });
    expect(history.publications).toHaveLength(11);
    expect(history.publications[0]!.data).toEqual({ event: 'activity-board.updated', bet: { id: 'b12' } });
    expect(history.publications[10]!.data).toEqual({ event: 'activity-board.updated', bet: { id: 'b2' } });

    const socket = await rawSocket(url);
    try {
      socket.send({ id: 1, connect: {} }, { id: 2, history: { channel: board, limit: 11, reverse: true } });
      const reply = (await socket.reply(2)).history as { publications: { data: unknown }[] };
      expect(reply.publications[0]).toMatchObject({ data: { bet: { id: 'b12' } } });
    } finally {
      socket.close();
    }
  });
});
