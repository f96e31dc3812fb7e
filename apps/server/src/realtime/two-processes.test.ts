import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { playerChannel } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, registerByEmail } from '../domains/identity/test-helpers.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { clientFactory, listenForClients, nextEvent } from './test-clients.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Node A runs in this process, node B in a child process; Redis is all they share. */
describe('realtime across two server processes', () => {
  const env = {
    REDIS_URL,
    REDIS_PREFIX: `casino-test-${randomUUID()}`,
    SESSION_SECRET: 'a-session-secret-shared-by-both-nodes-0123456789',
  };
  const clients = clientFactory();
  let nodeA: TestApp;
  let nodeB: ReturnType<typeof fork>;

  beforeAll(async () => {
    nodeA = await startTestApp('pglite', env);
    nodeB = fork(
      path.join(import.meta.dirname, 'second-node-child.ts'),
      [REDIS_URL, env.REDIS_PREFIX, env.SESSION_SECRET],
      {
        execArgv: ['--import', 'tsx'],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      },
    );
    await reply(nodeB, 'ready');
  }, 60_000);
  afterAll(async () => {
    clients.closeAll();
    nodeB?.disconnect();
    await nodeA?.close();
  });

  it('a client on node A receives what node B publishes', async () => {
    const login = await registerByEmail(nodeA, 'two-processes@example.com', {}, { remoteAddress: freshIp() });
    const channel = playerChannel('payment:invoices', login.profile.id);
    const client = clients.open(await listenForClients(nodeA.app), { token: login.accessToken });
    const subscription = client.newSubscription(channel);
    subscription.subscribe();
    client.connect();
    await nextEvent(subscription, 'subscribed');

    const received = nextEvent<{ data: unknown }>(subscription, 'publication');
    const data = { event: 'invoice.deposit.updated', invoice: { status: 2 } };
    nodeB.send({ channel, data });
    await reply(nodeB, 'published');
    expect((await received).data).toEqual(data);
    expect(nodeA.app.realtime.hub!.clients.size).toBe(1);
  });
});

function reply(child: ReturnType<typeof fork>, expected: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (message !== expected) return;
      child.off('message', onMessage);
      resolve();
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`the second node exited (${code})`)));
  });
}
