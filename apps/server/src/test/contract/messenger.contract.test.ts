import { playerChannel } from '@casino/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { confirmDepositByWebhook } from '../../domains/payments/test-helpers.ts';
import {
  clientFactory,
  listenForClients,
  nextEvent,
  subscribedChannel,
} from '../../realtime/test-clients.ts';
import { testDrivers } from '../databases.ts';
import { startTestApp, type TestApp } from '../test-app.ts';
import { expectError, expectReads, signedInPlayer } from './skeleton-client.ts';

/*
 * Client contract section 8 (the notification inbox) and the messenger:notifications channel of
 * section 13, called the way the product's client calls them. Every schema below is written from the
 * contract's text, not imported from our contracts package.
 */

const WEBHOOK_SECRET = 'messenger-contract-webhook-secret-of-32ch';
const MESSAGES = '/api/notification/messenger/messages';

const message = z.object({
  id: z.string(),
  playerId: z.string(),
  state: z.number(),
  content: z.object({
    title: z.string(),
    body: z.string(),
    link: z.object({ url: z.string(), label: z.string() }).nullable().optional(),
    image: z.string().nullable().optional(),
  }),
  readAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const messagesPage = z.object({
  data: z.array(message),
  meta: z.object({
    page: z.number(),
    perPage: z.number(),
    totalPages: z.number(),
    totalRows: z.number(),
    totalUnread: z.number(),
  }),
});
const unread = z.object({ data: z.object({ totalUnread: z.number() }) });
/** The handler reads `message` (the event is not checked): unread + 1, prepended. */
const messagePush = z.object({ message });

type Publication = { channel: string; data: unknown };

describe.each(testDrivers)('client contract: notification inbox on %s', (driver) => {
  let t: TestApp;
  let url: string;
  const sockets = clientFactory();
  let counter = 0;

  beforeAll(async () => {
    t = await startTestApp(driver, { PSP_WEBHOOK_SECRET: WEBHOOK_SECRET, EVENTS_POLL_MS: '100' });
    url = await listenForClients(t.app);
  });
  afterEach(() => sockets.closeAll());
  afterAll(() => t?.close());

  const signedIn = () => signedInPlayer(t, `messenger-contract-${driver}-${counter++}@example.com`);

  /** A card deposit the sandbox PSP confirms: the inbox hears of it. */
  async function creditedDeposit(player: Awaited<ReturnType<typeof signedIn>>, amount: number) {
    const opened = await player.client.post('/api/payment/invoices/deposit', {
      body: { method: 'sandbox_card', currency: 'EUR', country: 'DE', amount, accountId: player.accountId },
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const { invoiceId } = opened.json<{ data: { invoiceId: string } }>().data;
    await confirmDepositByWebhook(t, WEBHOOK_SECRET, { invoiceId, amount });
  }

  it('§13 pushes message.received on messenger:notifications#<pid> with the message the list shows', async () => {
    const player = await signedIn();
    const inbox = await subscribedChannel(
      sockets,
      url,
      playerChannel('messenger:notifications', player.playerId),
      async () => player.token,
    );

    const received = nextEvent<Publication>(
      inbox,
      'publication',
      (context) => messagePush.safeParse(context.data).success,
    );
    await creditedDeposit(player, 40);
    const pushed = messagePush.parse((await received).data);
    const listed = expectReads(
      await player.client.get(MESSAGES, { query: { page: 1, perPage: 10 } }),
      200,
      messagesPage,
    );
    expect(listed.data).toEqual([pushed.message]);
    expect(pushed.message).toMatchObject({ playerId: player.playerId, state: 1, readAt: null });
    expect(pushed.message.content.link?.url).toBe('/profile/wallet');
    expect(listed.meta).toEqual({ page: 1, perPage: 10, totalPages: 1, totalRows: 1, totalUnread: 1 });
  });

  it('§8 reads, reads all and deletes with the ids in JSON bodies (DELETE too), answering totalUnread', async () => {
    const player = await signedIn();
    await creditedDeposit(player, 20);
    await creditedDeposit(player, 30);
    // Written when the outbox delivers the deposits' events.
    const listed = await vi.waitFor(
      async () => {
        await t.app.events.dispatchPending();
        const page = expectReads(await player.client.get(MESSAGES), 200, messagesPage);
        expect(page.data).toHaveLength(2);
        return page;
      },
      { timeout: 5_000, interval: 50 },
    );
    const [newest, oldest] = listed.data;
    expect(oldest!.content.body).not.toBe(newest!.content.body);

    const afterRead = expectReads(
      await player.client.post(`${MESSAGES}/read`, { body: { messageIds: [newest!.id] } }),
      200,
      unread,
    );
    expect(afterRead.data.totalUnread).toBe(1);
    const afterDelete = expectReads(
      await player.client.delete(MESSAGES, { body: { messageIds: [oldest!.id] } }),
      200,
      unread,
    );
    expect(afterDelete.data.totalUnread).toBe(0);
    expect(expectReads(await player.client.post(`${MESSAGES}/read/all`), 200, unread).data.totalUnread).toBe(
      0,
    );
    const left = expectReads(await player.client.get(MESSAGES), 200, messagesPage);
    expect(left.data.map((item) => [item.id, item.state])).toEqual([[newest!.id, 2]]);

    // The client's 401 path: no session, no inbox.
    expectError(await player.client.get(MESSAGES, { token: null }), 401);
  });
});
