// @vitest-environment happy-dom
import { MESSAGE_RECEIVED_EVENT, type Message } from '@casino/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../lib/api-client.ts';
import { loadNotificationsPage, PAGE_SIZE } from '../api/notifications-api.ts';
import { NotificationBell } from '../components/notification-bell.tsx';
import { NotificationRealtimeEffects } from '../components/notification-realtime-effects.tsx';
import {
  DELETE_MESSAGES,
  fakeInbox,
  GET_MESSAGES,
  message,
  POST_READ,
  POST_READ_ALL,
  renderInSite,
} from '../test/notifications-harness.tsx';
import { NotificationsPage } from './notifications-page.tsx';

const fake = vi.hoisted(() => ({ api: null as unknown as ApiClient }));
vi.mock('../../../lib/api-context.tsx', () => ({ useApi: () => fake.api }));

/** `count` messages, m1 the oldest; the even ones read. */
const messages = (count: number) =>
  Array.from({ length: count }, (_, index) => message(index + 1, { state: (index + 1) % 2 === 0 ? 2 : 1 }));

/** /profile/notifications?page=N as the server renders it, with the header's bell and the push listener. */
async function openPage(inboxMessages: Message[], page = 1) {
  const inbox = fakeInbox(inboxMessages);
  fake.api = inbox.api;
  const loaded = await loadNotificationsPage(inbox.api, page);
  inbox.calls.length = 0;
  const site = await renderInSite(
    <>
      <NotificationRealtimeEffects />
      <NotificationBell />
      <NotificationsPage loaded={loaded} />
    </>,
    { url: page > 1 ? `/profile/notifications?page=${page}` : '/profile/notifications' },
  );
  return { ...site, inbox };
}

const rows = () => screen.queryAllByTestId('notification-row');
const rowTitles = () => rows().map((row) => row.querySelector('strong')?.textContent);
const row = (title: string) => rows().find((item) => item.querySelector('strong')?.textContent === title)!;
const unreadText = () => screen.getByTestId('notifications-unread').textContent;
const badge = () => screen.queryByTestId('notification-count')?.textContent ?? null;
const pageCalls = (inbox: ReturnType<typeof fakeInbox>) =>
  inbox.callsTo(GET_MESSAGES).filter((call) => call.query.get('perPage') === String(PAGE_SIZE));

describe('/profile/notifications', () => {
  afterEach(cleanup);

  it('renders the loaded page, newest first, each with its read state, without asking again', async () => {
    const { inbox } = await openPage(messages(3));
    expect(rowTitles()).toEqual(['Title 3', 'Title 2', 'Title 1']);
    expect(rows().map((item) => item.dataset.state)).toEqual(['unread', 'read', 'unread']);
    expect(within(row('Title 3')).getByTestId('message-new').textContent).toBe('New');
    expect(within(row('Title 2')).queryByTestId('message-new')).toBeNull();
    expect(within(row('Title 2')).queryByTestId('notification-read')).toBeNull();
    expect(unreadText()).toBe('2 unread');
    expect(pageCalls(inbox)).toHaveLength(0);
  });

  it('says so when there is no message', async () => {
    await openPage([]);
    expect(screen.getByTestId('notifications-empty').textContent).toContain('You have no notifications');
    expect(screen.queryByTestId('history-pager')).toBeNull();
    expect((screen.getByTestId('notifications-read-all') as HTMLButtonElement).disabled).toBe(true);
  });

  it('pages through the messages in the URL', async () => {
    const { inbox, search } = await openPage(messages(PAGE_SIZE + 2));
    const pager = screen.getByTestId('history-pager');
    expect(pager.getAttribute('aria-label')).toBe('Pages of your notifications');
    expect(pager.textContent).toContain('Page 1 of 2');
    fireEvent.click(within(pager).getByText('Next'));
    await waitFor(() => expect(search().get('page')).toBe('2'));
    await waitFor(() => expect(rowTitles()).toEqual(['Title 2', 'Title 1']));
    expect(pageCalls(inbox).at(-1)?.query.get('page')).toBe('2');
    fireEvent.click(within(screen.getByTestId('history-pager')).getByText('Previous'));
    await waitFor(() => expect(search().get('page')).toBeNull());
    expect(rowTitles()[0]).toBe(`Title ${PAGE_SIZE + 2}`);
  });

  it('reads one message: the row, the count and the bell follow', async () => {
    const { inbox } = await openPage(messages(3));
    await waitFor(() => expect(badge()).toBe('2'));
    fireEvent.click(within(row('Title 3')).getByTestId('notification-read'));
    await waitFor(() => expect(row('Title 3').dataset.state).toBe('read'));
    expect(inbox.callsTo(POST_READ).map((call) => call.body)).toEqual([{ messageIds: ['m3'] }]);
    expect(unreadText()).toBe('1 unread');
    expect(badge()).toBe('1');
  });

  it('reads the ticked messages, then all of them', async () => {
    const { inbox } = await openPage(messages(5));
    fireEvent.click(within(row('Title 5')).getByRole('checkbox', { name: 'Select “Title 5”' }));
    fireEvent.click(within(row('Title 4')).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('notifications-read-selected'));
    await waitFor(() => expect(row('Title 5').dataset.state).toBe('read'));
    // Only the unread of the ticked ones go out.
    expect(inbox.callsTo(POST_READ).map((call) => call.body)).toEqual([{ messageIds: ['m5'] }]);
    expect(unreadText()).toBe('2 unread');
    expect(screen.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);

    fireEvent.click(screen.getByTestId('notifications-read-all'));
    await waitFor(() => expect(unreadText()).toBe('0 unread'));
    expect(inbox.callsTo(POST_READ_ALL)).toHaveLength(1);
    expect(rows().every((item) => item.dataset.state === 'read')).toBe(true);
    await waitFor(() => expect(badge()).toBeNull());
  });

  it('deletes the ticked messages; the page fills up again from the next', async () => {
    const { inbox } = await openPage(messages(PAGE_SIZE + 2));
    fireEvent.click(within(row('Title 12')).getByRole('checkbox'));
    fireEvent.click(within(row('Title 11')).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('notifications-delete-selected'));
    await waitFor(() => expect(rowTitles()).toHaveLength(PAGE_SIZE));
    expect(inbox.callsTo(DELETE_MESSAGES).map((call) => call.body)).toEqual([{ messageIds: ['m12', 'm11'] }]);
    expect(rowTitles()[0]).toBe('Title 10');
    expect(rowTitles().at(-1)).toBe('Title 1');
    await waitFor(() => expect(screen.queryByTestId('history-pager')).toBeNull());
  });

  it('goes back a page when the whole last page is deleted', async () => {
    const { search } = await openPage(messages(PAGE_SIZE + 1), 2);
    expect(rowTitles()).toEqual(['Title 1']);
    fireEvent.click(screen.getByTestId('notifications-select-all'));
    fireEvent.click(screen.getByTestId('notifications-delete-selected'));
    await waitFor(() => expect(search().get('page')).toBeNull());
    await waitFor(() => expect(rowTitles()).toHaveLength(PAGE_SIZE));
  });

  it('puts a pushed message on top of the first page', async () => {
    const { inbox, push } = await openPage(messages(2));
    const pushed = message(7, {
      content: { title: 'Deposit credited', body: '50 EUR', link: null, image: null },
    });
    inbox.add(pushed);
    await push({ event: MESSAGE_RECEIVED_EVENT, message: pushed });
    expect(rowTitles()).toEqual(['Deposit credited', 'Title 2', 'Title 1']);
    expect(unreadText()).toBe('2 unread');
  });
});
