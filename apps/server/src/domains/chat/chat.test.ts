import { CHAT_GUEST_COOKIE, CHAT_QUEUE_CHANNEL, chatConversationChannel } from '@casino/contracts';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { auditLog } from '../audit/tables.ts';
import { call, registerByEmail, signIn } from '../identity/test-helpers.ts';
import { fakeDateOnly } from '../identity/two-factor/test-two-factor.ts';
import { listOutboxEmails } from '../messaging/outbox.ts';
import { playerMessages } from '../messenger/tables.ts';
import { enrolledOwner, enrolledStaff, type StaffClient, staffCall } from '../staff/test-staff.ts';
import { RETENTION_JOB } from './retention.ts';
import { chatConversations, chatMessages } from './tables.ts';

const STAFF_TABLES = ['staff_sessions', 'staff_invites', 'api_keys', 'staff', 'rate_events'];
const CHAT_TABLES = ['chat_conversations', 'chat_agent_presence', 'chat_canned_replies'];
const DAY = 86_400_000;

type Visitor = { token?: string; cookie?: string };

describe.each(testDrivers)('the live chat on %s', (driver) => {
  let t: TestApp;
  let owner: StaffClient;
  let support: StaffClient;
  let players = 0;

  beforeAll(async () => {
    t = await startTestApp(driver, { CHAT_SEND_PER_MINUTE: '5' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.truncate(...STAFF_TABLES, ...CHAT_TABLES);
    fakeDateOnly();
    owner = await enrolledOwner(t);
    support = await enrolledStaff(t, owner, 'support');
    await saveChatSettings({ guestAvailable: true });
  });
  afterEach(() => vi.useRealTimers());

  async function saveChatSettings(change: { guestAvailable?: boolean; retentionDays?: number }) {
    const saved = await staffCall(t, owner, {
      method: 'PUT',
      url: '/api/backoffice/settings/chat',
      payload: {
        enabled: true,
        guestAvailable: change.guestAvailable ?? true,
        retentionDays: change.retentionDays ?? 30,
        offlineNotice: { en: 'We are away.' },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  async function newPlayer(): Promise<Visitor & { id: string; email: string }> {
    players += 1;
    const email = `chat-${driver}-${players}@example.com`;
    const login = await registerByEmail(t, email, { currency: 'EUR' });
    return { token: login.accessToken, id: login.profile.id, email };
  }

  const visitorCall = (who: Visitor, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    call(t, {
      method,
      url,
      token: who.token,
      cookies: who.cookie ? { [CHAT_GUEST_COOKIE]: who.cookie } : {},
      payload,
    });

  async function start(who: Visitor) {
    const started = await visitorCall(who, 'POST', '/api/chat/conversations', { locale: 'en' });
    expect(started.statusCode, started.body).toBe(200);
    return started;
  }

  const guestCookieOf = (response: LightMyRequestResponse) =>
    response.cookies.find((cookie) => cookie.name === CHAT_GUEST_COOKIE);

  const send = (who: Visitor, id: string, clientMessageId: string, text = 'Hello') =>
    visitorCall(who, 'POST', `/api/chat/conversations/${id}/messages`, { clientMessageId, text });

  const staffSend = (who: StaffClient, id: string, clientMessageId: string, text: string) =>
    staffCall(t, who, {
      method: 'POST',
      url: `/api/backoffice/chat/conversations/${id}/messages`,
      payload: { clientMessageId, text },
    });

  it('keeps a guest out while guestAvailable is off, and in with the cookie while it is on', async () => {
    await saveChatSettings({ guestAvailable: false });
    const refused = await visitorCall({}, 'POST', '/api/chat/conversations', { locale: 'en' });
    expect(refused.statusCode, refused.body).toBe(403);
    const availability = await visitorCall({}, 'GET', '/api/chat/availability');
    expect(availability.json().data).toMatchObject({ enabled: true, guestAvailable: false, canChat: false });

    await saveChatSettings({ guestAvailable: true });
    const started = await start({});
    const cookie = guestCookieOf(started);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/chat' });
    const guest = { cookie: cookie!.value };
    const id = started.json().data.conversation.id;
    expect(started.json().data).toMatchObject({ agentsOnline: false, offlineNotice: 'We are away.' });
    expect((await send(guest, id, 'g-1')).statusCode).toBe(200);
    // The credential is stored only as its hash.
    const [row] = await t.app.db.select().from(chatConversations).where(eq(chatConversations.id, id));
    expect(row!.guestCredentialHash).not.toBe(guest.cookie);
    expect(row!.guestCredentialHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers 404 to another player and to a guest for a conversation not theirs, to read, write or subscribe', async () => {
    const owner1 = await newPlayer();
    const other = await newPlayer();
    const id = (await start(owner1)).json().data.conversation.id;
    expect((await send(owner1, id, 'm-1', 'My withdrawal is stuck')).statusCode).toBe(200);
    const otherGuest = { cookie: guestCookieOf(await start({}))!.value };

    for (const intruder of [other, otherGuest, {}]) {
      const read = await visitorCall(intruder, 'GET', `/api/chat/conversations/${id}/messages`);
      expect(read.statusCode, read.body).toBe(404);
      expect((await send(intruder, id, 'x-1')).statusCode).toBe(404);
      const token = await visitorCall(intruder, 'POST', `/api/chat/conversations/${id}/subscription-token`);
      expect(token.statusCode).toBe(404);
    }
    const own = await visitorCall(owner1, 'GET', `/api/chat/conversations/${id}/messages`);
    expect(own.json().data.map((message: { text: string }) => message.text)).toEqual([
      'My withdrawal is stuck',
    ]);
  });

  it('follows a signed-in player to another device', async () => {
    const player = await newPlayer();
    const id = (await start(player)).json().data.conversation.id;
    await send(player, id, 'd-1', 'From the phone');
    const login = await signIn(t, player.email, 'secret-pass');
    const laptop = { token: login.json().data.accessToken as string };
    const current = await visitorCall(laptop, 'GET', '/api/chat/conversations/current');
    expect(current.json().data.id).toBe(id);
    const history = await visitorCall(laptop, 'GET', `/api/chat/conversations/${id}/messages`);
    expect(history.json().data[0].text).toBe('From the phone');
  });

  it('keeps the conversation a guest began when the guest signs in', async () => {
    const started = await start({});
    const cookie = guestCookieOf(started)!.value;
    const id = started.json().data.conversation.id;
    await send({ cookie }, id, 'before-sign-in', 'Asked as a guest');
    const player = await newPlayer();
    const current = await visitorCall({ ...player, cookie }, 'GET', '/api/chat/conversations/current');
    expect(current.json().data.id).toBe(id);
    // Now the player's, on any device; the cookie alone no longer opens it.
    const elsewhere = await visitorCall(
      { token: player.token },
      'GET',
      `/api/chat/conversations/${id}/messages`,
    );
    expect(elsewhere.json().data.map((message: { text: string }) => message.text)).toEqual([
      'Asked as a guest',
    ]);
    expect((await visitorCall({ cookie }, 'GET', `/api/chat/conversations/${id}/messages`)).statusCode).toBe(
      404,
    );
  });

  it('stores a message sent twice once, also when both sends arrive at once', async () => {
    const player = await newPlayer();
    const id = (await start(player)).json().data.conversation.id;
    const first = await send(player, id, 'same-1', 'Once');
    const again = await send(player, id, 'same-1', 'Once');
    expect(again.json().data.message.id).toBe(first.json().data.message.id);
    const both = await Promise.all([
      send(player, id, 'same-2', 'Twice'),
      send(player, id, 'same-2', 'Twice'),
    ]);
    expect(both.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(both[0]!.json().data.message.id).toBe(both[1]!.json().data.message.id);
    const rows = await t.app.db.select().from(chatMessages).where(eq(chatMessages.conversationId, id));
    expect(rows.map((row) => row.clientMessageId).sort()).toEqual(['same-1', 'same-2']);
  });

  it('lets one of two agents taking a conversation at once have it', async () => {
    const second = await enrolledStaff(t, owner, 'support', 'support-2@example.com');
    const player = await newPlayer();
    const id = (await start(player)).json().data.conversation.id;
    const take = (who: StaffClient) =>
      staffCall(t, who, { method: 'POST', url: `/api/backoffice/chat/conversations/${id}/take` });
    const answers = await Promise.all([take(support), take(second)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json().data;
    expect([support.id, second.id]).toContain(winner.assignedStaffId);
    const audits = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'chat.take'));
    expect(audits).toHaveLength(1);
  });

  it('sends the answer to a player who wrote while no agent was online to the inbox and by e-mail', async () => {
    const player = await newPlayer();
    const id = (await start(player)).json().data.conversation.id;
    const asked = await send(player, id, 'o-1', 'Anyone there?');
    expect(asked.json().data).toMatchObject({ agentsOnline: false, offlineNotice: 'We are away.' });

    const answered = await staffSend(support, id, 's-1', 'Yes, we are back. Your withdrawal is on its way.');
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().data.message).toMatchObject({ authorKind: 'staff', staffId: support.id });
    const inbox = await t.app.db.select().from(playerMessages).where(eq(playerMessages.playerId, player.id));
    expect(inbox.map((message) => message.kind)).toEqual(['chat.reply']);
    expect(inbox[0]!.body).toContain('Your withdrawal is on its way.');
    const emails = await listOutboxEmails(t.database.db, { to: player.email, limit: 5 });
    expect(emails.map((email) => email.subject)).toContain('Lucky Harbor support answered you');

    // Online now (the console's heartbeat): the next exchange stays in the chat.
    expect(
      (await staffCall(t, support, { method: 'POST', url: '/api/backoffice/chat/heartbeat' })).statusCode,
    ).toBe(200);
    expect((await send(player, id, 'o-2', 'Thanks')).json().data.agentsOnline).toBe(true);
    await staffSend(support, id, 's-2', 'You are welcome');
    const after = await t.app.db.select().from(playerMessages).where(eq(playerMessages.playerId, player.id));
    expect(after).toHaveLength(1);
  });

  it('refuses links to other sites in staff messages, keeps those to ours', async () => {
    const player = await newPlayer();
    const id = (await start(player)).json().data.conversation.id;
    for (const text of ['Go to https://evil.example/login', 'see www.evil.example', 'try evil.example/x']) {
      const refused = await staffSend(support, id, `l-${text.length}`, text);
      expect(refused.statusCode, text).toBe(422);
      expect(refused.json().error.fields.text).toBeDefined();
    }
    const site = new URL(t.app.env.PUBLIC_URL).origin;
    const ours = await staffSend(support, id, 'l-ok', `See ${site}/profile/verification`);
    expect(ours.statusCode, ours.body).toBe(200);
  });

  it('limits how many messages one visitor sends a minute', async () => {
    const player = await newPlayer();
    const id = (await start(player)).json().data.conversation.id;
    const statuses = [];
    for (let index = 0; index < 6; index += 1)
      statuses.push((await send(player, id, `r-${index}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('deletes the transcripts of conversations closed longer than the retention period, on time', async () => {
    await saveChatSettings({ retentionDays: 30 });
    const player = await newPlayer();
    const id = (await start(player)).json().data.conversation.id;
    await send(player, id, 'k-1', 'Keep me for a while');
    const closed = await staffCall(t, support, {
      method: 'POST',
      url: `/api/backoffice/chat/conversations/${id}/close`,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const purge = async (asOf: Date) => {
      await t.app.jobs.schedule(t.database.db, RETENTION_JOB, {
        key: `retention-${asOf.getTime()}`,
        runAt: new Date(),
        data: { asOf: asOf.toISOString() },
      });
      while ((await t.app.jobs.runDue(new Date(Date.now() + 1000))) > 0);
    };
    const count = async () =>
      (
        await t.app.db
          .select({ n: sql<number>`count(*)::int` })
          .from(chatMessages)
          .where(eq(chatMessages.conversationId, id))
      )[0]!.n;

    await purge(new Date(Date.now() + 29 * DAY));
    expect(await count()).toBe(1);
    await purge(new Date(Date.now() + 31 * DAY));
    expect(await count()).toBe(0);
    const [row] = await t.app.db.select().from(chatConversations).where(eq(chatConversations.id, id));
    expect(row!.purgedAt).not.toBeNull();
  });

  it('gives subscription tokens only for the caller’s channels', async () => {
    const player = await newPlayer();
    const id = (await start(player)).json().data.conversation.id;
    const token = await visitorCall(player, 'POST', `/api/chat/conversations/${id}/subscription-token`);
    expect(token.json().data.channel).toBe(chatConversationChannel(id));
    const queue = await staffCall(t, support, {
      method: 'POST',
      url: '/api/backoffice/chat/subscription-token',
      payload: {},
    });
    expect(queue.json().data.channel).toBe(CHAT_QUEUE_CHANNEL);
  });
});
