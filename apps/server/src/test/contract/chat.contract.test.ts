import {
  CHAT_EVENTS,
  CHAT_GUEST_COOKIE,
  CHAT_QUEUE_CHANNEL,
  chatConversationChannel,
  chatEventSchema,
} from '@casino/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { call, registerByEmail } from '../../domains/identity/test-helpers.ts';
import { fakeDateOnly } from '../../domains/identity/two-factor/test-two-factor.ts';
import { enrolledOwner, enrolledStaff, type StaffClient, staffCall } from '../../domains/staff/test-staff.ts';
import { listenForClients } from '../../realtime/test-clients.ts';
import { testDrivers } from '../databases.ts';
import { startTestApp, type TestApp } from '../test-app.ts';

/*
 * The live chat's channels on the wire (decision 0051): `chat:conversation:{id}` and `chat:queue`
 * open only with a subscription token (Centrifugo's `subscribe.token`, `sub` = the connection's user)
 * that the chat routes issue to the conversation's visitor and to staff; the publications are those
 * of the contracts' chatEventSchema.
 */

type Frame = {
  id?: number;
  error?: { code: number };
  push?: { channel: string; pub?: { data: unknown } };
};

async function wire(url: string) {
  const socket = new WebSocket(url);
  const replies = new Map<number, (frame: Frame) => void>();
  const pushes: { channel: string; data: unknown }[] = [];
  socket.on('message', (raw) => {
    for (const line of String(raw).split('\n').filter(Boolean)) {
      const frame = JSON.parse(line) as Frame;
      if (frame.id) replies.get(frame.id)?.(frame);
      else if (frame.push?.pub) pushes.push({ channel: frame.push.channel, data: frame.push.pub.data });
    }
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let nextId = 0;
  return {
    pushes,
    send(command: Record<string, unknown>): Promise<Frame> {
      const id = ++nextId;
      const reply = new Promise<Frame>((resolve) => replies.set(id, resolve));
      socket.send(JSON.stringify({ id, ...command }));
      return reply;
    },
    close: () => socket.close(),
  };
}

const STAFF_TABLES = ['staff_sessions', 'staff_invites', 'api_keys', 'staff', 'rate_events'];

describe.each(testDrivers)('contract: the live chat channels on %s', (driver) => {
  let t: TestApp;
  let url: string;
  let owner: StaffClient;
  let support: StaffClient;
  const sockets: Awaited<ReturnType<typeof wire>>[] = [];
  beforeAll(async () => {
    t = await startTestApp(driver);
    url = await listenForClients(t.app);
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.truncate(...STAFF_TABLES, 'chat_conversations');
    fakeDateOnly();
    owner = await enrolledOwner(t);
    support = await enrolledStaff(t, owner, 'support');
  });
  afterEach(() => {
    vi.useRealTimers();
    for (const socket of sockets.splice(0)) socket.close();
  });

  async function connected(token?: string) {
    const client = await wire(url);
    sockets.push(client);
    const reply = await client.send({ connect: token ? { token, name: 'js' } : { name: 'js' } });
    expect(reply.error).toBeUndefined();
    return client;
  }

  async function guestConversation() {
    const started = await call(t, {
      method: 'POST',
      url: '/api/chat/conversations',
      payload: { locale: 'en' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const cookie = started.cookies.find((item) => item.name === CHAT_GUEST_COOKIE)!.value;
    const id = started.json().data.conversation.id as string;
    const issued = await call(t, {
      method: 'POST',
      url: `/api/chat/conversations/${id}/subscription-token`,
      cookies: { [CHAT_GUEST_COOKIE]: cookie },
    });
    expect(issued.statusCode, issued.body).toBe(200);
    return { id, cookie, token: issued.json().data.token as string };
  }

  it('delivers an agent’s answer live to the guest who holds the conversation’s token, in the contract’s shape', async () => {
    const { id, token } = await guestConversation();
    const guest = await connected();
    const channel = chatConversationChannel(id);
    expect((await guest.send({ subscribe: { channel, token } })).error).toBeUndefined();

    const answered = await staffCall(t, support, {
      method: 'POST',
      url: `/api/backoffice/chat/conversations/${id}/messages`,
      payload: { clientMessageId: 'live-1', text: 'Hello from support' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    await vi.waitFor(() => expect(guest.pushes.some((push) => push.channel === channel)).toBe(true), {
      timeout: 5_000,
    });
    const events = guest.pushes
      .filter((push) => push.channel === channel)
      .map((push) => chatEventSchema.parse(push.data));
    const message = events.find((event) => event.event === CHAT_EVENTS.message);
    expect(message).toMatchObject({
      message: { text: 'Hello from support', authorKind: 'staff', staffId: null },
    });
  });

  it('refuses a chat channel without a token, with another conversation’s token, or a player’s token on another connection (103)', async () => {
    const mine = await guestConversation();
    const theirs = await guestConversation();
    const stranger = await connected();
    const refused = async (channel: string, token?: string) =>
      (await stranger.send({ subscribe: token ? { channel, token } : { channel } })).error?.code;
    expect(await refused(chatConversationChannel(mine.id))).toBe(103);
    expect(await refused(chatConversationChannel(mine.id), theirs.token)).toBe(103);
    expect(await refused(CHAT_QUEUE_CHANNEL, mine.token)).toBe(103);
    expect(await refused(CHAT_QUEUE_CHANNEL)).toBe(103);

    // A player's token names the player as `sub`: an anonymous connection cannot use it.
    const login = await registerByEmail(t, `chat-contract-${driver}-${Date.now()}@example.com`, {
      currency: 'EUR',
    });
    const started = await call(t, {
      method: 'POST',
      url: '/api/chat/conversations',
      token: login.accessToken,
      payload: { locale: 'en' },
    });
    const playerConversation = started.json().data.conversation.id as string;
    const issued = await call(t, {
      method: 'POST',
      url: `/api/chat/conversations/${playerConversation}/subscription-token`,
      token: login.accessToken,
    });
    const playerToken = issued.json().data.token as string;
    expect(await refused(chatConversationChannel(playerConversation), playerToken)).toBe(103);
    const player = await connected(login.accessToken);
    const own = await player.send({
      subscribe: { channel: chatConversationChannel(playerConversation), token: playerToken },
    });
    expect(own.error).toBeUndefined();
    // History and presence carry no token: refused on chat channels.
    expect(
      (await player.send({ history: { channel: chatConversationChannel(playerConversation), limit: 5 } }))
        .error?.code,
    ).toBe(103);
  });

  it('tells the staff queue of a new conversation', async () => {
    const issued = await staffCall(t, support, {
      method: 'POST',
      url: '/api/backoffice/chat/subscription-token',
      payload: {},
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const console = await connected();
    expect(
      (await console.send({ subscribe: { channel: CHAT_QUEUE_CHANNEL, token: issued.json().data.token } }))
        .error,
    ).toBeUndefined();
    const { id } = await guestConversation();
    await vi.waitFor(
      () => expect(console.pushes.some((push) => push.channel === CHAT_QUEUE_CHANNEL)).toBe(true),
      { timeout: 5_000 },
    );
    const queued = chatEventSchema.parse(
      console.pushes.find((push) => push.channel === CHAT_QUEUE_CHANNEL)!.data,
    );
    expect(queued).toMatchObject({
      event: CHAT_EVENTS.queue,
      conversation: { id, status: 'waiting', guest: true },
    });
  });
});
