import { activityBoardChannel, gameWinnersChannel, playerChannel } from '@casino/contracts';
import { State } from 'centrifuge';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { domainEvents } from '../domains/events/tables.ts';
import { call, freshIp, registerByEmail, signIn } from '../domains/identity/test-helpers.ts';
import { ACCESS_TOKEN_SECONDS, signAccessToken, verifyAccessToken } from '../domains/identity/tokens.ts';
import { testDrivers } from '../test/databases.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { clientFactory, listenForClients, nextEvent, sleep } from './test-clients.ts';

type Publication = { channel: string; data: { event: string } & Record<string, unknown> };
type Coded = { code: number; reason: string };

describe.each(testDrivers)('realtime gateway on %s', (driver) => {
  let t: TestApp;
  let url: string;
  const clients = clientFactory();
  let counter = 0;
  const player = async () => {
    const email = `rt-${driver}-${counter++}@example.com`;
    const login = await registerByEmail(t, email, {}, { remoteAddress: freshIp() });
    return { ...login, email, playerId: login.profile.id };
  };

  beforeAll(async () => {
    t = await startTestApp(driver, {
      REALTIME_PING_SECONDS: '1',
      REALTIME_PONG_TIMEOUT_SECONDS: '1',
      REALTIME_ONLINE_SECONDS: '0.2',
      EVENTS_POLL_MS: '100',
    });
    url = await listenForClients(t.app);
  });
  afterEach(() => clients.closeAll());
  afterAll(() => t?.close());

  it('delivers a domain event from the outbox to the player on their own channel', async () => {
    const owner = await player();
    const other = await signIn(t, owner.email, 'secret-pass', { remoteAddress: freshIp() });
    expect(other.statusCode).toBe(200);
    const client = clients.open(url, { token: owner.accessToken });
    const channel = playerChannel('messenger:notifications', owner.playerId);
    const sub = client.newSubscription(channel);
    const subscribed = nextEvent(sub, 'subscribed');
    sub.subscribe();
    client.connect();
    await subscribed;

    const sessions = await call(t, { method: 'GET', url: '/api/player/sessions', token: owner.accessToken });
    const otherSession = (sessions.json().data as { sessionId: string; current: boolean }[]).find(
      (s) => !s.current,
    )!;
    const received = nextEvent<Publication>(sub, 'publication');
    const closed = await call(t, {
      method: 'PUT',
      url: `/api/player/sessions/${otherSession.sessionId}/close`,
      token: owner.accessToken,
    });
    expect(closed.statusCode).toBe(200);

    const publication = await received;
    expect(publication.data).toEqual({
      event: 'identity.session.closed',
      sessionId: otherSession.sessionId,
      playerId: owner.playerId,
    });
    // The push goes out just before the commit that marks the event delivered.
    const deliveredAt = async () =>
      (await t.app.db.select().from(domainEvents).where(eq(domainEvents.channel, channel)))[0]?.deliveredAt;
    await expect.poll(deliveredAt).toBeInstanceOf(Date);
  });

  it("drops a closed session's socket and leaves the player's other device connected", async () => {
    const owner = await player();
    const laptop = await signIn(t, owner.email, 'secret-pass', { remoteAddress: freshIp() });
    const laptopToken = laptop.json().data.accessToken as string;
    const connectionToken = async (accessToken: string) =>
      (await call(t, { method: 'POST', url: '/api/connection/token', token: accessToken })).json().data
        .token as string;
    const phone = clients.open(url, { token: await connectionToken(owner.accessToken) });
    const closedDevice = clients.open(url, { token: await connectionToken(laptopToken) });
    phone.connect();
    closedDevice.connect();
    await Promise.all([nextEvent(phone, 'connected'), nextEvent(closedDevice, 'connected')]);

    const laptopSession = (
      await call(t, { method: 'GET', url: '/api/player/sessions', token: owner.accessToken })
    )
      .json()
      .data.find((session: { current: boolean }) => !session.current);
    const phoneDrops: unknown[] = [];
    phone.on('disconnected', (context) => phoneDrops.push(context));
    const laptopOut = nextEvent<Coded>(closedDevice, 'disconnected');
    const closed = await call(t, {
      method: 'PUT',
      url: `/api/player/sessions/${laptopSession.sessionId}/close`,
      token: owner.accessToken,
    });
    expect(closed.statusCode).toBe(200);
    expect(await laptopOut).toMatchObject({ code: 3503 });
    await sleep(300);
    expect(phone.state).toBe(State.Connected);
    expect(phoneDrops).toEqual([]);
    expect(closedDevice.state).toBe(State.Disconnected);
    expect(
      (await call(t, { method: 'POST', url: '/api/connection/token', token: laptopToken })).statusCode,
    ).toBe(401);
  });

  it("refuses another player's channel with permission denied, and unknown channels", async () => {
    const [me, someoneElse] = [await player(), await player()];
    const client = clients.open(url, { token: me.accessToken });
    client.connect();
    await nextEvent(client, 'connected');

    const foreign = client.newSubscription(playerChannel('wallet:accounts', someoneElse.playerId));
    const refused = nextEvent<Coded>(foreign, 'unsubscribed');
    foreign.subscribe();
    expect(await refused).toMatchObject({ code: 103, reason: 'permission denied' });

    const unknown = client.newSubscription('casino:secrets');
    const unknownRefused = nextEvent<Coded>(unknown, 'unsubscribed');
    unknown.subscribe();
    expect(await unknownRefused).toMatchObject({ code: 102 });
    expect(client.state).toBe(State.Connected);
  });

  it('disconnects with a no-reconnect code and the client does not come back', async () => {
    const me = await player();
    const client = clients.open(url, { token: me.accessToken });
    const connecting: unknown[] = [];
    client.connect();
    await nextEvent(client, 'connected');
    client.on('connecting', (context) => connecting.push(context));

    const disconnected = nextEvent<Coded>(client, 'disconnected');
    await t.app.realtime.disconnect(me.playerId, { code: 3503, reason: 'force disconnect' });
    expect(await disconnected).toMatchObject({ code: 3503 });
    await sleep(800);
    expect(client.state).toBe(State.Disconnected);
    expect(connecting).toEqual([]);
    expect([...t.app.realtime.hub!.clients].some((c) => c.user === me.playerId)).toBe(false);
  });

  it('reconnects after a disconnect code below 3500', async () => {
    const me = await player();
    const client = clients.open(url, { token: me.accessToken });
    client.connect();
    await nextEvent(client, 'connected');
    const reconnecting = nextEvent<Coded>(client, 'connecting');
    await t.app.realtime.disconnect(me.playerId, { code: 3011, reason: 'force reconnect' });
    expect(await reconnecting).toMatchObject({ code: 3011 });
    await nextEvent(client, 'connected');
  });

  it('resubscribes after a server unsubscribe with code 2500 or more, and stays out below 2500', async () => {
    const me = await player();
    const client = clients.open(url, { token: me.accessToken });
    const channel = playerChannel('wallet:accounts', me.playerId);
    const sub = client.newSubscription(channel);
    sub.subscribe();
    client.connect();
    await nextEvent(sub, 'subscribed');

    const resubscribing = nextEvent<Coded>(sub, 'subscribing');
    const resubscribed = nextEvent(sub, 'subscribed');
    await t.app.realtime.unsubscribe(me.playerId, channel, { code: 2500, reason: 'insufficient state' });
    expect(await resubscribing).toMatchObject({ code: 2500 });
    await resubscribed;
    // The wallet opened at registration may publish its own balance event on this channel first.
    const received = nextEvent<Publication>(sub, 'publication', (p) => p.data.n === 1);
    await t.app.realtime.publish(channel, { event: 'account.balance.updated', n: 1 });
    expect((await received).data).toEqual({ event: 'account.balance.updated', n: 1 });

    const unsubscribed = nextEvent<Coded>(sub, 'unsubscribed');
    await t.app.realtime.unsubscribe(me.playerId, channel);
    expect(await unsubscribed).toMatchObject({ code: 2000 });
    await sleep(500);
    expect(sub.state).toBe('unsubscribed');
  });

  it('lets guests connect anonymously and read global:online, but no player channel', async () => {
    const guest = clients.open(url);
    const online = guest.newSubscription('global:online');
    const firstCount = nextEvent<{ data: Publication['data'] }>(online, 'subscribed');
    online.subscribe();
    guest.connect();
    expect((await firstCount).data).toEqual({ event: 'global.online', count: expect.any(Number) });
    // The guest is online from the moment they subscribe, before the next report counts them.
    expect((await firstCount).data.count).toBeGreaterThanOrEqual(1);
    const published = await nextEvent<Publication>(online, 'publication');
    expect(published.data).toEqual({ event: 'global.online', count: expect.any(Number) });
    expect(published.data.count).toBeGreaterThanOrEqual(1);
    expect(await online.presenceStats()).toMatchObject({ numClients: 1, numUsers: 0 });

    const someone = await player();
    const foreign = guest.newSubscription(playerChannel('game:bets', someone.playerId));
    const refused = nextEvent<Coded>(foreign, 'unsubscribed');
    foreign.subscribe();
    expect(await refused).toMatchObject({ code: 103 });
  });

  it('lets guests read the public boards and winners, with history where the channel keeps one', async () => {
    const board = activityBoardChannel(`home-${driver}`);
    for (const id of ['b1', 'b2', 'b3'])
      await t.app.realtime.publish(board, { event: 'activity-board.updated', bet: { id } });
    const guest = clients.open(url);
    const boardSub = guest.newSubscription(board);
    const winners = guest.newSubscription(gameWinnersChannel('desktop', 'de'));
    boardSub.subscribe();
    winners.subscribe();
    guest.connect();
    await Promise.all([nextEvent(boardSub, 'subscribed'), nextEvent(winners, 'subscribed')]);
    expect(winners.channel).toBe('game:winners:desktop:DE');

    const latest = await boardSub.history({ limit: 2, reverse: true });
    expect(latest.publications.map((publication) => publication.data)).toEqual([
      { event: 'activity-board.updated', bet: { id: 'b3' } },
      { event: 'activity-board.updated', bet: { id: 'b2' } },
    ]);
    const oldest = await boardSub.history({ limit: 11 });
    expect(
      oldest.publications.map((publication) => (publication.data as { bet: { id: string } }).bet.id),
    ).toEqual(['b1', 'b2', 'b3']);
    const received = nextEvent<Publication>(winners, 'publication');
    await t.app.realtime.publish(winners.channel, { event: 'game.winner', winner: { nickname: 'x' } });
    expect((await received).data).toEqual({ event: 'game.winner', winner: { nickname: 'x' } });
    await expect(winners.history({ limit: 11 })).rejects.toMatchObject({ code: 108 });
    await expect(guest.history('game:winners:tablet:DE', { limit: 1 })).rejects.toMatchObject({ code: 102 });
  });

  it('answers an expired token with 109, and the client connects with a token from getToken', async () => {
    const me = await player();
    const claims = (await verifyAccessToken(t.app.authKeys, me.accessToken))!;
    const expired = await signAccessToken(
      t.app.authKeys,
      claims,
      Math.floor(Date.now() / 1000) - ACCESS_TOKEN_SECONDS - 60,
    );
    let asked = 0;
    const client = clients.open(url, {
      token: expired,
      getToken: async () => {
        asked++;
        const response = await call(t, {
          method: 'POST',
          url: '/api/connection/token',
          token: me.accessToken,
        });
        return response.json().data.token;
      },
    });
    const errors: { error: Coded }[] = [];
    client.on('error', (context) => errors.push(context as never));
    client.connect();
    const connected = await nextEvent<{ client: string }>(client, 'connected');
    expect(connected.client).toMatch(/^[0-9a-f-]{36}$/);
    expect(asked).toBe(1);
    expect(errors.map((e) => e.error.code)).toEqual([109]);
    const channel = playerChannel('retention:quests', me.playerId);
    const sub = client.newSubscription(channel);
    sub.subscribe();
    await nextEvent(sub, 'subscribed');
  });

  it('refuses a forged token with 3500 and the client stays disconnected', async () => {
    const client = clients.open(url, { token: 'not-a-token' });
    const disconnected = nextEvent<Coded>(client, 'disconnected');
    client.connect();
    expect(await disconnected).toMatchObject({ code: 3500 });
    await sleep(400);
    expect(client.state).toBe(State.Disconnected);
  });

  it('pings, takes batched commands, and drops a client that does not answer pings (3012)', async () => {
    const socket = new WebSocket(url);
    const frames: string[] = [];
    socket.on('message', (data) => frames.push(data.toString()));
    await new Promise((resolve) => socket.on('open', resolve));
    socket.send(
      '{"id":1,"connect":{}}\n{"id":2,"subscribe":{"channel":"tournaments"}}\n{"id":3,"subscribe":{"channel":"nope"}}',
    );
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    await sleep(300);
    const replies = frames[0]!.split('\n').map((line) => JSON.parse(line));
    expect(replies[0]).toMatchObject({ id: 1, connect: { ping: 1, pong: true } });
    expect(replies.slice(1)).toEqual([
      { id: 2, subscribe: {} },
      { id: 3, error: { code: 102, message: 'unknown channel' } },
    ]);
    expect(await closed).toBe(3012);
    expect(frames).toContain('{}');
    expect(frames.at(-1)).toBe(JSON.stringify({ push: { disconnect: { code: 3012, reason: 'no pong' } } }));
  });

  it('issues connection tokens to players only', async () => {
    const response = await call(t, { method: 'POST', url: '/api/connection/token' });
    expect(response.statusCode).toBe(401);
  });
});
