import type {
  ChatCannedReply,
  ChatMessage,
  ChatPlayerContext,
  StaffChatConversation,
} from '@casino/contracts';
import type { FakeRoutes } from '../../../test-harness.tsx';

export const BASE = '/api/backoffice/chat';

export function staffConversation(
  id: string,
  extra: Partial<StaffChatConversation> = {},
): StaffChatConversation {
  return {
    id,
    status: 'waiting',
    locale: 'de',
    agentName: null,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    firstReplyAt: null,
    closedAt: null,
    rating: null,
    ratingComment: null,
    visitorLastReadMessageId: null,
    staffLastReadMessageId: null,
    playerId: 'p1',
    visitorName: 'lucky',
    guest: false,
    assignedStaffId: null,
    lastMessageAt: null,
    lastMessagePreview: 'Where is my withdrawal?',
    unreadCount: 1,
    ...extra,
  };
}

let clock = 0;
export function visitorMessage(id: string, text: string, extra: Partial<ChatMessage> = {}): ChatMessage {
  clock += 1;
  return {
    id,
    conversationId: 'c1',
    clientMessageId: `visitor-${id}`,
    authorKind: 'player',
    authorName: null,
    staffId: null,
    text,
    attachments: [],
    createdAt: new Date(Date.UTC(2030, 0, 1, 10, 0, clock)).toISOString(),
    ...extra,
  };
}

export const playerContext = (extra: Partial<ChatPlayerContext> = {}): ChatPlayerContext => ({
  playerId: 'p1',
  nickname: 'lucky',
  email: 'lucky@example.com',
  country: 'DE',
  locale: 'de',
  accounts: [
    {
      id: 'acc1',
      status: 1,
      currency: 'EUR',
      balance: 1234.5,
      realBalance: 1200,
      bonusBalance: 34.5,
      lockedBalance: 0,
      withdrawalBalance: 1200,
      isActive: true,
    },
  ],
  lastDeposits: [
    { id: 'd1', amount: 50, currency: 'EUR', status: 'succeeded', createdAt: '2030-01-01T09:00:00.000Z' },
  ],
  lastWithdrawals: [
    { id: 'w1', amount: 0.0015, currency: 'BTC', status: 'pending', createdAt: '2030-01-01T09:30:00.000Z' },
  ],
  limits: [],
  verification: { level: 'verified' },
  ...extra,
});

const ok = (data: unknown, status = 200) => ({ status, body: { data } });

/**
 * The staff chat routes in memory, for the console's tests: a queue, one conversation `c1` and its
 * thread; a send stores a client message id once; take answers 409 when `takenByOther` is set.
 */
export function fakeStaffChat({
  conversation = staffConversation('c1'),
  messages = [visitorMessage('m1', 'Where is my withdrawal?')],
  context = playerContext(),
  canned = [] as ChatCannedReply[],
  takenByOther = false,
  failingSends = 0,
} = {}) {
  const state = { conversation, messages: [...messages], canned: [...canned], failingSends, queueReads: 0 };
  const routes: FakeRoutes = {
    'GET /api/settings/currencies': ok([
      { code: 'EUR', subunitToUnit: 100 },
      { code: 'BTC', subunitToUnit: 100_000_000 },
    ]),
    'GET /api/settings/locales': ok([
      { code: 'en', name: 'English', nativeName: 'English', default: true },
      { code: 'de', name: 'German', nativeName: 'Deutsch', default: false },
    ]),
    [`GET ${BASE}/queue`]: () => {
      state.queueReads += 1;
      const open = state.conversation.status !== 'closed';
      const waiting = open && state.conversation.status === 'waiting' ? [state.conversation] : [];
      const mine = open && state.conversation.assignedStaffId === 'staff-support' ? [state.conversation] : [];
      return ok({ waiting, mine });
    },
    [`POST ${BASE}/heartbeat`]: ok({ agentsOnline: 1 }),
    [`POST ${BASE}/subscription-token`]: (body) =>
      ok({
        channel: String((body as { conversationId?: string }).conversationId ?? 'queue'),
        token: 'sub-token',
        expiresAt: '2030-01-01T12:00:00.000Z',
      }),
    [`GET ${BASE}/conversations/c1`]: () => ok(state.conversation),
    [`GET ${BASE}/conversations/c1/messages`]: () => ({
      status: 200,
      body: { data: state.messages, meta: { hasMore: false } },
    }),
    [`POST ${BASE}/conversations/c1/messages`]: (body) => {
      const sent = body as { clientMessageId: string; text: string; attachmentIds: string[] };
      if (state.failingSends > 0) {
        state.failingSends -= 1;
        return { status: 500, body: { error: { code: 10500, message: 'Something went wrong.' } } };
      }
      if (/https?:\/\/(?!casino\.example)/.test(sent.text))
        return {
          status: 422,
          body: {
            error: {
              code: 10422,
              message: 'Invalid',
              fields: { text: ['Links may only point to our site.'] },
            },
          },
        };
      let stored = state.messages.find((message) => message.clientMessageId === sent.clientMessageId);
      if (!stored) {
        stored = visitorMessage(`s${state.messages.length + 1}`, sent.text, {
          clientMessageId: sent.clientMessageId,
          authorKind: 'staff',
          authorName: 'A support',
          staffId: 'staff-support',
        });
        state.messages.push(stored);
      }
      state.conversation = {
        ...state.conversation,
        status: 'assigned',
        assignedStaffId: 'staff-support',
        agentName: 'A support',
      };
      return ok({ message: stored, conversation: state.conversation });
    },
    [`POST ${BASE}/conversations/c1/read`]: (body) => {
      state.conversation = {
        ...state.conversation,
        staffLastReadMessageId: (body as { messageId: string }).messageId,
        unreadCount: 0,
      };
      return ok(state.conversation);
    },
    [`POST ${BASE}/conversations/c1/typing`]: ok({}),
    [`POST ${BASE}/conversations/c1/take`]: () => {
      if (takenByOther) return { status: 409, body: { error: { code: 10409, message: 'Already taken.' } } };
      state.conversation = {
        ...state.conversation,
        status: 'assigned',
        assignedStaffId: 'staff-support',
        agentName: 'A support',
      };
      return ok(state.conversation);
    },
    [`POST ${BASE}/conversations/c1/close`]: () => {
      state.conversation = { ...state.conversation, status: 'closed', closedAt: '2030-01-01T11:00:00.000Z' };
      return ok(state.conversation);
    },
    [`POST ${BASE}/conversations/c1/transfer`]: (body) => {
      state.conversation = {
        ...state.conversation,
        assignedStaffId: (body as { staffId: string }).staffId,
        agentName: 'Bo',
      };
      return ok(state.conversation);
    },
    [`GET ${BASE}/conversations/c1/player-context`]: ok(context),
    [`GET ${BASE}/agents`]: ok([
      { staffId: 'staff-support', name: 'A support', online: true, openConversations: 1 },
      { staffId: 'staff-bo', name: 'Bo', online: false, openConversations: 0 },
    ]),
    [`GET ${BASE}/canned-replies`]: () => ok(state.canned),
    [`POST ${BASE}/canned-replies`]: (body) => {
      const reply = {
        id: `r${state.canned.length + 1}`,
        updatedAt: '2030-01-01T10:00:00.000Z',
        ...(body as object),
      } as ChatCannedReply;
      state.canned.push(reply);
      return ok(reply, 201);
    },
    'GET /api/backoffice/audit': { status: 200, body: { data: [], meta: { nextCursor: null } } },
  };
  return { state, routes };
}

export const cannedReply = (id: string, locale: string, title: string, text: string): ChatCannedReply => ({
  id,
  locale,
  title,
  text,
  updatedAt: '2030-01-01T10:00:00.000Z',
});
