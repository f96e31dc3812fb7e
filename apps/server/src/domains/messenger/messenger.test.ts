import {
  INVOICE_DEPOSIT_UPDATED,
  MESSAGE_RECEIVED_EVENT,
  type Message,
  type MessagesPage,
  messageReceivedPayloadSchema,
  playerChannel,
} from '@casino/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { giveBonuses } from '../bonuses/test-helpers.ts';
import { domainEvents } from '../events/tables.ts';
import { call, registerByEmail } from '../identity/test-helpers.ts';
import { decideWithdrawal } from '../payments/settlement.ts';
import { confirmDepositByWebhook } from '../payments/test-helpers.ts';
import { TURNOVER_MULTIPLIER_KEY } from '../settings/operator-settings.ts';
import { siteSettings } from '../settings/tables.ts';
import { creditDeposit } from '../wallet/postings.ts';
import { createMessage } from './messages.ts';
import { playerMessages } from './tables.ts';

const WEBHOOK_SECRET = 'messenger-test-webhook-secret-of-32-chars';
const MESSAGES = '/api/notification/messenger/messages';

describe.each(testDrivers)('messenger: the notification inbox on %s', (driver) => {
  let t: TestApp;
  /** What the outbox pushed on messenger:notifications channels. */
  const pushes: { channel: string; data: unknown }[] = [];

  beforeAll(async () => {
    t = await startTestApp(driver, { PSP_WEBHOOK_SECRET: WEBHOOK_SECRET });
    // Deposits open no turnover wager: a deposit may be withdrawn at once.
    await t.database.db
      .update(siteSettings)
      .set({ value: 0 })
      .where(eq(siteSettings.key, TURNOVER_MULTIPLIER_KEY));
    const publish = t.app.realtime.publish.bind(t.app.realtime);
    t.app.realtime.publish = async (channel, data) => {
      if (channel.startsWith('messenger:notifications#')) pushes.push({ channel, data });
      await publish(channel, data);
    };
  });
  afterAll(() => t.close());
  beforeEach(() => {
    pushes.length = 0;
  });

  let players = 0;
  async function player(locale = 'en') {
    const email = `messenger-${driver}-${++players}@example.com`;
    const { accessToken: token, profile } = await registerByEmail(t, email, { currency: 'EUR', locale });
    const accounts = (await call(t, { method: 'GET', url: '/api/wallet/accounts', token })).json().data;
    return { token, playerId: profile.id as string, accountId: accounts[0].id as string };
  }
  type Player = Awaited<ReturnType<typeof player>>;

  /** Delivers the outbox until nothing is left: a delivered event may write a message, whose push is one more event. */
  async function deliver() {
    while ((await t.app.events.dispatchPending()) > 0);
  }

  const inbox = async (p: Player, query = '') => {
    const response = await call(t, { method: 'GET', url: `${MESSAGES}${query}`, token: p.token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as MessagesPage;
  };
  const unreadAfter = async (p: Player, method: 'POST' | 'DELETE', url: string, messageIds?: string[]) => {
    const payload = messageIds ? { messageIds } : undefined;
    const response = await call(t, { method, url, token: p.token, payload });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: { totalUnread: number } }).data.totalUnread;
  };
  const read = (p: Player, ids: string[]) => unreadAfter(p, 'POST', `${MESSAGES}/read`, ids);
  const readAll = (p: Player) => unreadAfter(p, 'POST', `${MESSAGES}/read/all`);
  const remove = (p: Player, ids: string[]) => unreadAfter(p, 'DELETE', MESSAGES, ids);

  async function deposit(p: Player, amount: number) {
    const opened = await call(t, {
      method: 'POST',
      url: '/api/payment/invoices/deposit',
      token: p.token,
      payload: { method: 'sandbox_card', currency: 'EUR', amount, accountId: p.accountId, fields: {} },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const invoiceId = opened.json().data.invoiceId as string;
    await deliver();
    // A pending deposit tells the inbox nothing.
    expect((await inbox(p)).data).toEqual([]);
    await confirmDepositByWebhook(t, WEBHOOK_SECRET, { invoiceId, amount });
    await deliver();
    return invoiceId;
  }

  /** `count` messages written straight away, the first one oldest. */
  async function written(p: Player, count: number, tag: string): Promise<string[]> {
    const ids: string[] = [];
    for (let n = 1; n <= count; n++) {
      const row = await createMessage(t.database.db, {
        playerId: p.playerId,
        key: `test:${tag}:${n}`,
        kind: 'deposit.credited',
        params: { amount: { amount: n, currency: 'EUR' } },
        link: '/profile/wallet',
      });
      ids.push(row!.id);
    }
    return ids;
  }

  it("writes a credited deposit in the player's language and pushes it on their channel", async () => {
    const p = await player('de');
    await deposit(p, 1250);
    const page = await inbox(p);
    expect(page.meta).toEqual({ page: 1, perPage: 20, totalPages: 1, totalRows: 1, totalUnread: 1 });
    const [message] = page.data;
    expect(message).toMatchObject({
      playerId: p.playerId,
      state: 1,
      readAt: null,
      content: {
        title: 'Einzahlung gutgeschrieben',
        body: 'Ihre Einzahlung von 1.250,00 EUR wurde Ihrem Guthaben gutgeschrieben.',
        link: { url: '/profile/wallet', label: 'Zur Wallet' },
        image: null,
      },
    });
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.channel).toBe(playerChannel('messenger:notifications', p.playerId));
    const pushed = messageReceivedPayloadSchema.parse(pushes[0]!.data);
    expect(pushed).toEqual({ event: MESSAGE_RECEIVED_EVENT, message });
  });

  it('writes one message however often the deposit event is delivered', async () => {
    const p = await player();
    const invoiceId = await deposit(p, 20);
    const [credited] = await t.database.db
      .select()
      .from(domainEvents)
      .where(
        and(
          eq(domainEvents.type, INVOICE_DEPOSIT_UPDATED),
          sql`${domainEvents.payload}->'invoice'->>'id' = ${invoiceId}`,
          sql`${domainEvents.payload}->'invoice'->>'status' = '2'`,
        ),
      );
    expect(credited).toBeDefined();
    pushes.length = 0;
    // The same event once more, as a redelivery after a lost commit would bring it.
    await t.database.db
      .insert(domainEvents)
      .values({ type: credited!.type, payload: credited!.payload, channel: credited!.channel });
    await deliver();
    const page = await inbox(p);
    expect(page.data.map((message) => message.content.title)).toEqual(['Deposit credited']);
    expect(page.data[0]!.content.body).toBe('Your deposit of 20.00 EUR has been added to your balance.');
    expect(pushes).toEqual([]);
    // Written again under its key: nothing.
    expect(
      await createMessage(t.database.db, {
        playerId: p.playerId,
        key: `deposit:${invoiceId}`,
        kind: 'deposit.credited',
        params: { amount: { amount: 20, currency: 'EUR' } },
      }),
    ).toBeNull();
    expect((await inbox(p)).meta.totalRows).toBe(1);
  });

  it('writes a paid withdrawal and a rejected one (with its reason), linking to the payment history', async () => {
    const p = await player();
    await creditDeposit(t.database.db, {
      walletAccountId: p.accountId,
      currency: 'EUR',
      amount: 10_000n,
      idempotencyKey: `messenger-fund-${driver}-${p.playerId}`,
    });
    const withdraw = async (amount: number) => {
      const response = await call(t, {
        method: 'POST',
        url: '/api/payment/invoices/withdrawal',
        token: p.token,
        payload: { method: 'sandbox_card', currency: 'EUR', amount, accountId: p.accountId, fields: {} },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.invoiceId as string;
    };
    const paid = await withdraw(30);
    const rejected = await withdraw(25);
    await decideWithdrawal(t.database.db, paid, { approve: true });
    await decideWithdrawal(t.database.db, rejected, { approve: false });
    await deliver();
    const page = await inbox(p);
    // In either order: the payout's is written when its event is delivered (at once or at deliver()).
    const byTitle = (a: { title: string }, b: { title: string }) => a.title.localeCompare(b.title);
    expect(page.data.map((message) => message.content).sort(byTitle)).toEqual([
      {
        title: 'Withdrawal declined',
        body: 'Your withdrawal of 25.00 EUR was declined: rejected by the operator. The money is back in your balance.',
        link: { url: '/profile/history', label: 'See my payments' },
        image: null,
      },
      {
        title: 'Withdrawal paid',
        body: 'Your withdrawal of 30.00 EUR has been paid and is on its way to you.',
        link: { url: '/profile/history', label: 'See my payments' },
        image: null,
      },
    ]);
  });

  it('writes every bonus and free spins issued, in the player language, linking to the bonuses', async () => {
    const p = await player('pt-br');
    await giveBonuses(
      t.database.db,
      { playerId: p.playerId, walletAccountId: p.accountId, currency: 'EUR' },
      `messenger-${driver}`,
    );
    await deliver();
    const page = await inbox(p);
    const contents = page.data.map((message) => message.content);
    expect(contents).toHaveLength(3);
    expect(contents.map((content) => content.title).sort()).toEqual([
      'Bônus recebido',
      'Bônus recebido',
      'Giros grátis recebidos',
    ]);
    expect(contents.every((content) => content.link?.url === '/profile/bonuses')).toBe(true);
    const bonus = contents.find((content) => content.title === 'Bônus recebido')!;
    expect(bonus.body).toBe(
      'Você recebeu Bônus de boas-vindas: 1º depósito (10,00 EUR). Ele está nos seus bônus.',
    );
    const spins = contents.find((content) => content.title === 'Giros grátis recebidos')!;
    expect(spins.body).toMatch(/^Você recebeu 10 giros grátis em .+ \(Bônus de boas-vindas: 1º depósito\)\./);
    expect(spins.body).not.toContain('{');
    expect(page.meta.totalUnread).toBe(3);
  });

  it('lists newest first, page by page, with the unread count of every message', async () => {
    const p = await player();
    const ids = await written(p, 5, 'paging');
    await read(p, [ids[0]!]);
    const first = await inbox(p, '?page=1&perPage=2');
    expect(first.meta).toEqual({ page: 1, perPage: 2, totalPages: 3, totalRows: 5, totalUnread: 4 });
    expect(first.data.map((message) => message.id)).toEqual([ids[4], ids[3]]);
    const last = await inbox(p, '?page=3&perPage=2');
    expect(last.data.map((message) => message.id)).toEqual([ids[0]]);
    expect(last.data[0]).toMatchObject({ state: 2, readAt: expect.any(String) });
    expect((await inbox(p, '?page=4&perPage=2')).data).toEqual([]);
  });

  it('reads some, then all, and deletes, answering the unread count after each', async () => {
    const p = await player();
    const [a, b, c, d] = await written(p, 4, 'counts');
    expect(await read(p, [a!, b!])).toBe(2);
    // Read again: nothing changes, its read time neither.
    const readAt = (await inbox(p)).data.find((message) => message.id === a)!.readAt;
    expect(await read(p, [a!])).toBe(2);
    expect((await inbox(p)).data.find((message) => message.id === a)!.readAt).toBe(readAt);
    expect(await remove(p, [c!])).toBe(1);
    expect(await readAll(p)).toBe(0);
    expect(await remove(p, [a!, d!])).toBe(0);
    const left = await inbox(p);
    expect(left.data.map((message: Message) => [message.id, message.state])).toEqual([[b, 2]]);
    expect(left.meta).toMatchObject({ totalRows: 1, totalUnread: 0 });
    // Ids that name nothing (gone, malformed) change nothing and are no error.
    expect(await remove(p, [a!, 'not-a-uuid'])).toBe(0);
    expect(await read(p, ['00000000-0000-4000-8000-000000000000'])).toBe(0);
  });

  it("ignores another player's ids: reading, reading all and deleting touch only the caller's", async () => {
    const owner = await player();
    const other = await player();
    const mine = await written(owner, 2, 'owner');
    const theirs = await written(other, 1, 'other');
    expect(await read(other, mine)).toBe(1);
    expect(await remove(other, mine)).toBe(1);
    expect(await readAll(other)).toBe(0);
    expect(await remove(other, [...mine, ...theirs])).toBe(0);
    const kept = await inbox(owner);
    expect(kept.data.map((message) => [message.id, message.state])).toEqual([
      [mine[1], 1],
      [mine[0], 1],
    ]);
    expect(kept.meta.totalUnread).toBe(2);
    const [row] = await t.database.db.select().from(playerMessages).where(eq(playerMessages.id, mine[0]!));
    expect(row!.readAt).toBeNull();
  });

  it('keeps messages on the site and within their lengths', async () => {
    const p = await player();
    const message = (link: string) =>
      createMessage(t.database.db, {
        playerId: p.playerId,
        key: `link:${link}`,
        kind: 'withdrawal.paid',
        link,
      });
    for (const link of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'profile', ''])
      await expect(message(link), link).rejects.toThrow(/path of the site/);
    const long = await createMessage(t.database.db, {
      playerId: p.playerId,
      key: 'long-name',
      kind: 'bonus.issued',
      params: { name: 'x'.repeat(5000), amount: { amount: 1, currency: 'EUR' } },
    });
    expect([...long!.body]).toHaveLength(2000);
    expect(long!.body.endsWith('…')).toBe(true);
    expect(long!.linkUrl).toBeNull();
    // The database holds the same line: no off-site link, whoever writes the row.
    await expect(
      t.database.db.insert(playerMessages).values({
        playerId: p.playerId,
        kind: 'x',
        title: 't',
        body: 'b',
        linkUrl: '//evil.example',
        linkLabel: 'l',
        dedupeKey: 'raw',
      }),
    ).rejects.toThrow();
  });

  it('answers 401 without a session and 422 for no ids or too many', async () => {
    const p = await player();
    expect((await call(t, { method: 'GET', url: MESSAGES })).statusCode).toBe(401);
    for (const messageIds of [[], Array.from({ length: 101 }, (_, n) => `id-${n}`)]) {
      const response = await call(t, {
        method: 'POST',
        url: `${MESSAGES}/read`,
        token: p.token,
        payload: { messageIds },
      });
      expect(response.statusCode, response.body).toBe(422);
    }
  });
});
