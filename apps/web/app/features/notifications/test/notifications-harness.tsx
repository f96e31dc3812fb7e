import type { Message } from '@casino/contracts';
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createApiClient, type Fetcher } from '../../../lib/api-client.ts';
import type { SiteData } from '../../../lib/site-data.ts';
import { englishI18n } from '../../../test/english-i18n.ts';
import { renderRealtimeSite } from '../../../test/realtime-site.tsx';

/** The English texts of the inbox. */
export const inboxI18n = englishI18n('layout');

export const PLAYER_ID = 'p1';

/** Message `n` of the player, unread unless `extra` says otherwise; a higher `n` is newer. */
export const message = (n: number, extra: Partial<Message> = {}): Message => ({
  id: `m${n}`,
  playerId: PLAYER_ID,
  state: 1,
  content: { title: `Title ${n}`, body: `Body ${n}`, link: null, image: null },
  readAt: null,
  createdAt: new Date(Date.UTC(2030, 0, 1, 10, n)).toISOString(),
  updatedAt: new Date(Date.UTC(2030, 0, 1, 10, n)).toISOString(),
  ...extra,
});

export type Call = { method: string; path: string; query: URLSearchParams; body: unknown };

const MESSAGES = '/api/notification/messenger/messages';

/**
 * The server's inbox as the contract describes it (client contract section 8), in memory: pages newest
 * first with meta.totalUnread, read, read all and delete answering the unread count. Every call is kept.
 */
export function fakeInbox(initial: Message[] = []) {
  let messages = [...initial].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const calls: Call[] = [];
  const unread = () => messages.filter((item) => item.state !== 2).length;
  const reply = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const ids = (body: unknown) => new Set((body as { messageIds: string[] }).messageIds);
  const markRead = (which: (item: Message) => boolean) => {
    const at = new Date().toISOString();
    messages = messages.map((item) => (which(item) ? { ...item, state: 2, readAt: at } : item));
  };

  const fetcher: Fetcher = async (path, init = {}) => {
    const [pathname = '', search = ''] = path.split('?');
    const call = {
      method: init.method ?? 'GET',
      path: pathname,
      query: new URLSearchParams(search),
      body: init.body,
    };
    calls.push(call);
    const route = `${call.method} ${pathname}`;
    if (route === `GET ${MESSAGES}`) {
      const page = Number(call.query.get('page') ?? 1);
      const perPage = Number(call.query.get('perPage') ?? 20);
      const totalRows = messages.length;
      return reply(200, {
        data: messages.slice((page - 1) * perPage, page * perPage),
        meta: { page, perPage, totalPages: Math.ceil(totalRows / perPage), totalRows, totalUnread: unread() },
      });
    }
    if (route === `POST ${MESSAGES}/read`) {
      const read = ids(call.body);
      markRead((item) => read.has(item.id));
    } else if (route === `POST ${MESSAGES}/read/all`) {
      markRead(() => true);
    } else if (route === `DELETE ${MESSAGES}`) {
      const gone = ids(call.body);
      messages = messages.filter((item) => !gone.has(item.id));
    } else {
      return reply(404, { error: { code: 0, message: 'Not found' } });
    }
    return reply(200, { data: { totalUnread: unread() } });
  };

  return {
    api: createApiClient(fetcher),
    calls,
    /** Calls of one route, as `METHOD /api/path`. */
    callsTo: (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route),
    /** A message written by the server (the push is sent separately). */
    add: (item: Message) => {
      messages = [item, ...messages];
    },
    /** Another tab read this message. */
    readElsewhere: (id: string) => markRead((item) => item.id === id),
    messages: () => messages,
  };
}

export const GET_MESSAGES = `GET ${MESSAGES}`;
export const POST_READ = `POST ${MESSAGES}/read`;
export const POST_READ_ALL = `POST ${MESSAGES}/read/all`;
export const DELETE_MESSAGES = `DELETE ${MESSAGES}`;

/**
 * Renders in a memory router (English, a signed-in player's realtime connection to a fake centrifuge)
 * with the site's query client settings, without retries.
 */
export async function renderInSite(ui: ReactNode, { url = '/' } = {}) {
  const siteData = {
    locale: 'en',
    init: { country: 'DE', defaultLocale: 'en', settings: {} },
  } as unknown as SiteData;
  const { router, queryClient, centrifuge, search, ...view } = await renderRealtimeSite(ui, {
    url,
    siteData,
    i18n: inboxI18n,
    profileId: PLAYER_ID,
  });
  /** A publication on the player's notifications channel, once what it changed has rendered. */
  const push = (data: unknown) =>
    act(async () => {
      centrifuge.publish(`messenger:notifications#${PLAYER_ID}`, data);
      // TanStack Query tells its observers on a timer.
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  return { ...view, router, queryClient, search, push };
}
