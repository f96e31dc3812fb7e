import type { ChatAttachment, ChatConversation, ChatMessage, Profile } from '@casino/contracts';
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { SiteData } from '../../../lib/site-data.ts';
import { englishI18n } from '../../../test/english-i18n.ts';
import { dataReply, errorReply, type FakeCall, type FakeReply, fakeApi } from '../../../test/fake-api.ts';
import { renderRealtimeSite } from '../../../test/realtime-site.tsx';

export const CONVERSATION_ID = 'c1';
export const CHANNEL = `chat:conversation:${CONVERSATION_ID}`;
const BASE = `/api/chat/conversations/${CONVERSATION_ID}`;

export const PLAYER = { id: 'p1', nickname: 'lucky' } as Profile;

export function conversation(extra: Partial<ChatConversation> = {}): ChatConversation {
  return {
    id: CONVERSATION_ID,
    status: 'waiting',
    locale: 'en',
    agentName: null,
    createdAt: '2030-01-01T10:00:00.000Z',
    firstReplyAt: null,
    closedAt: null,
    rating: null,
    ratingComment: null,
    visitorLastReadMessageId: null,
    staffLastReadMessageId: null,
    ...extra,
  };
}

let clock = 0;
export function staffMessage(id: string, text: string, extra: Partial<ChatMessage> = {}): ChatMessage {
  clock += 1;
  return {
    id,
    conversationId: CONVERSATION_ID,
    clientMessageId: `staff-${id}`,
    authorKind: 'staff',
    authorName: 'Ana',
    staffId: null,
    text,
    attachments: [],
    createdAt: new Date(Date.UTC(2030, 0, 1, 11, 0, clock)).toISOString(),
    ...extra,
  };
}

type Options = {
  /** The visitor's open conversation at start (null: none yet). */
  current?: ChatConversation | null;
  messages?: ChatMessage[];
  agentsOnline?: boolean;
  /** Sends that fail (500) before the server stores one. */
  failingSends?: number;
};

/**
 * The chat routes as the contract describes them, in memory: start answers the open conversation,
 * a send stores a client message id once (and answers the first), read moves the visitor's state up.
 */
export function fakeChatServer({
  current = null,
  messages = [],
  agentsOnline = true,
  failingSends = 0,
}: Options = {}) {
  const state = { current, messages: [...messages], failingSends, authorKind: 'guest' as 'guest' | 'player' };
  const attachment = (n: number): ChatAttachment => ({
    id: `a${n}`,
    mimeType: 'image/png',
    size: 100,
    width: 40,
    height: 30,
    url: `${BASE}/attachments/a${n}`,
  });
  let uploads = 0;
  const answer = (route: string, call: FakeCall): FakeReply | undefined => {
    const offline = { agentsOnline, offlineNotice: agentsOnline ? null : null };
    switch (route) {
      case 'GET /api/chat/availability':
        return dataReply({ enabled: true, guestAvailable: true, canChat: true, ...offline });
      case 'GET /api/chat/conversations/current':
        return dataReply(state.current);
      case 'POST /api/chat/conversations':
        if (!state.current || state.current.status === 'closed') {
          state.current = conversation();
          state.messages = [];
        }
        return dataReply({ conversation: state.current, ...offline });
      case `GET ${BASE}/messages`:
        return { body: { data: state.messages, meta: { hasMore: false } } };
      case `POST ${BASE}/messages`: {
        if (state.failingSends > 0) {
          state.failingSends -= 1;
          return errorReply(500);
        }
        const body = call.body as { clientMessageId: string; text: string; attachmentIds: string[] };
        let stored = state.messages.find((message) => message.clientMessageId === body.clientMessageId);
        if (!stored) {
          stored = {
            id: `m${state.messages.length + 1}`,
            conversationId: CONVERSATION_ID,
            clientMessageId: body.clientMessageId,
            authorKind: state.authorKind,
            authorName: null,
            staffId: null,
            text: body.text,
            attachments: body.attachmentIds.map((id) => attachment(Number(id.slice(1)))),
            createdAt: new Date(Date.UTC(2030, 0, 1, 10, 30, state.messages.length)).toISOString(),
          };
          state.messages.push(stored);
        }
        return dataReply({ message: stored, conversation: state.current, ...offline });
      }
      case `POST ${BASE}/attachments`:
        uploads += 1;
        return { status: 201, body: { data: attachment(uploads) } };
      case `POST ${BASE}/read`:
        state.current = {
          ...state.current!,
          visitorLastReadMessageId: (call.body as { messageId: string }).messageId,
        };
        return dataReply(state.current);
      case `POST ${BASE}/typing`:
        return dataReply({ acknowledged: true });
      case `POST ${BASE}/rating`: {
        const body = call.body as { rating: number; comment?: string };
        state.current = { ...state.current!, rating: body.rating, ratingComment: body.comment ?? null };
        return dataReply(state.current);
      }
      case `POST ${BASE}/close`:
        state.current = { ...state.current!, status: 'closed' };
        return dataReply(state.current);
      case `POST ${BASE}/subscription-token`:
        return dataReply({ channel: CHANNEL, token: 'sub-token', expiresAt: '2030-01-01T12:00:00.000Z' });
      default:
        return undefined;
    }
  };
  return { state, ...fakeApi(answer) };
}

export const chatI18n = englishI18n('global-components');

export function siteDataWith(chat: { guestAvailable: boolean; enabled?: boolean }): SiteData {
  return {
    locale: 'en',
    init: { country: 'DE', defaultLocale: 'en', settings: { chat: { enabled: true, ...chat } } },
  } as unknown as SiteData;
}

/** Renders `ui` on a page of the site with the chat settings, as a guest or `profileId`'s player. */
export async function renderChat(
  ui: ReactNode,
  {
    chat = { guestAvailable: true },
    profileId = null,
  }: { chat?: { guestAvailable: boolean; enabled?: boolean }; profileId?: string | null } = {},
) {
  const site = await renderRealtimeSite(ui, {
    url: '/',
    siteData: siteDataWith(chat),
    i18n: chatI18n,
    profileId,
  });
  /** A publication on the conversation's channel, once what it changed has rendered. */
  const push = (data: unknown) =>
    act(async () => {
      site.centrifuge.publish(CHANNEL, data);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  return { ...site, push };
}
