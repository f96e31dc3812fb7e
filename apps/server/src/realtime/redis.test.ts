import { randomUUID } from 'node:crypto';
import { activityBoardChannel, playerChannel } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { publishEvent } from '../domains/events/outbox.ts';
import { freshIp, registerByEmail } from '../domains/identity/test-helpers.ts';
import { loadEnv } from '../plugins/env.ts';
import { testDrivers } from '../test/databases.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { clientFactory, listenForClients, nextEvent } from './test-clients.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

type Publication = { data: { event: string } & Record<string, unknown> };

/** Two nodes on one database and one Redis, each with its own Redis connections and its own gateway. */
describe.each(testDrivers)('realtime across two nodes through Redis on %s', (driver) => {
  let nodeA: TestApp;
  let nodeB: FastifyInstance;
  let urlA: string;
  let urlB: string;
  const clients = clientFactory();
  const env = {
    REDIS_URL,
    // One channel and key set per run, so that parallel test files never see each other.
    REDIS_PREFIX: `casino-test-${randomUUID()}`,
    REALTIME_ONLINE_SECONDS: '0.2',
    EVENTS_POLL_MS: '100',
    SESSION_SECRET: 'a-session-secret-shared-by-both-nodes-0123456789',
  };

  beforeAll(async () => {
    nodeA = await startTestApp(driver, env);
    nodeB = await buildApp({
      env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }),
      database: nodeA.database,
    });
    await nodeB.ready();
    urlA = await listenForClients(nodeA.app);
    urlB = await listenForClients(nodeB);
  });
  afterEach(() => clients.closeAll());
  afterAll(async () => {
    await nodeB?.close();
    await nodeA?.close();
  });

  it('a client on node A receives an event committed and dispatched on node B', async () => {
    const login = await registerByEmail(
      nodeA,
      `redis-${driver}@example.com`,
      {},
      { remoteAddress: freshIp() },
    );
    const channel = playerChannel('wallet:accounts', login.profile.id);
    const client = clients.open(urlA, { token: login.accessToken });
    const sub = client.newSubscription(channel);
    sub.subscribe();
    client.connect();
    await nextEvent(sub, 'subscribed');

    // Only node B's dispatcher runs: the event can reach node A through Redis alone.
    await nodeA.app.events.stop();
    // The wallet opened at registration publishes its own balance event on this channel.
    const received = nextEvent<Publication>(sub, 'publication', (p) => p.data.event === 'test.fanout');
    await nodeB.db.transaction((tx) =>
      publishEvent(tx, { type: 'test.fanout', payload: { account: { balance: 10 } }, channel }),
    );
    nodeB.events.wake();
    expect((await received).data).toEqual({ event: 'test.fanout', account: { balance: 10 } });
    expect(nodeA.app.realtime.hub!.clients.size).toBe(1);
    expect(nodeB.realtime.hub!.clients.size).toBe(0);
    nodeA.app.events.start();
  });

  it('a server-side disconnect issued on node B reaches the client on node A', async () => {
    const login = await registerByEmail(
      nodeA,
      `redis-kick-${driver}@example.com`,
      {},
      { remoteAddress: freshIp() },
    );
    const client = clients.open(urlA, { token: login.accessToken });
    client.connect();
    await nextEvent(client, 'connected');
    const disconnected = nextEvent<{ code: number }>(client, 'disconnected');
    await nodeB.realtime.disconnect(login.profile.id);
    expect(await disconnected).toMatchObject({ code: 3503 });
  });

  it('global:online counts the connections of both nodes', async () => {
    const onA = clients.open(urlA);
    const onB = clients.open(urlB);
    const sub = onA.newSubscription('global:online');
    sub.subscribe();
    onA.connect();
    onB.connect();
    await nextEvent(onB, 'connected');
    const both = await nextEvent<Publication>(sub, 'publication', (p) => p.data.count === 2);
    expect(both.data.event).toBe('global.online');
  });

  it('keeps the history of an activity board for readers on either node', async () => {
    const channel = activityBoardChannel(`board-${driver}`);
    await nodeB.realtime.publish(channel, { event: 'activity-board.updated', bet: { id: 'b1' } });
    await nodeB.realtime.publish(channel, { event: 'activity-board.updated', bet: { id: 'b2' } });
    const guest = clients.open(urlA);
    guest.connect();
    await nextEvent(guest, 'connected');
    const history = await guest.history(channel, { limit: 11, reverse: true });
    expect(history.publications.map((publication) => publication.data)).toEqual([
      { event: 'activity-board.updated', bet: { id: 'b2' } },
      { event: 'activity-board.updated', bet: { id: 'b1' } },
    ]);
  });
});
