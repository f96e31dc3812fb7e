// @vitest-environment happy-dom
import { MESSAGE_RECEIVED_EVENT } from '@casino/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../lib/api-client.ts';
import {
  fakeInbox,
  GET_MESSAGES,
  message,
  POST_READ,
  POST_READ_ALL,
  renderInSite,
} from '../test/notifications-harness.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { NotificationRealtimeEffects } from './notification-realtime-effects.tsx';

const fake = vi.hoisted(() => ({ api: null as unknown as ApiClient }));
vi.mock('../../../lib/api-context.tsx', () => ({ useApi: () => fake.api }));

/** The header's bell of a signed-in player whose inbox holds `messages`, with the layout's push listener. */
async function mountBell(messages = [message(1), message(2), message(3, { state: 2 }), message(4)]) {
  const inbox = fakeInbox(messages);
  fake.api = inbox.api;
  const site = await renderInSite(
    <>
      <NotificationRealtimeEffects />
      <NotificationBell />
    </>,
  );
  await waitFor(() => expect(inbox.callsTo(GET_MESSAGES)).toHaveLength(1));
  return { ...site, inbox };
}

const bell = () => screen.getByTestId('notification-bell');
const count = () => screen.queryByTestId('notification-count')?.textContent ?? null;

async function openPopover() {
  fireEvent.click(bell());
  const popover = await screen.findByTestId('notification-popover');
  await waitFor(() => expect(within(popover).getAllByTestId('notification-entry').length).toBeGreaterThan(0));
  return popover;
}

const titles = (popover: HTMLElement) =>
  within(popover)
    .getAllByTestId('notification-entry')
    .map((entry) => entry.querySelector('strong')?.textContent);

describe('the header bell', () => {
  afterEach(cleanup);

  it('shows the unread count, says it in its name, and asks for the three newest', async () => {
    const { inbox } = await mountBell();
    await waitFor(() => expect(count()).toBe('3'));
    expect(bell().getAttribute('aria-label')).toBe('Notifications: 3 unread');
    const query = inbox.callsTo(GET_MESSAGES)[0]?.query;
    expect([query?.get('page'), query?.get('perPage')]).toEqual(['1', '3']);
  });

  it('hides the count when nothing is unread', async () => {
    await mountBell([message(1, { state: 2 })]);
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications'));
    expect(count()).toBeNull();
  });

  it('lists the three newest with title, text and time; a press on an unread one reads it', async () => {
    const { inbox } = await mountBell();
    await waitFor(() => expect(count()).toBe('3'));
    const popover = await openPopover();
    expect(bell().getAttribute('aria-expanded')).toBe('true');
    expect(titles(popover)).toEqual(['Title 4', 'Title 3', 'Title 2']);
    const [newest] = within(popover).getAllByTestId('notification-entry');
    expect(newest?.textContent).toContain('Body 4');
    expect(newest?.querySelector('time')?.getAttribute('dateTime')).toBe(message(4).createdAt);

    fireEvent.click(newest!);
    await waitFor(() => expect(count()).toBe('2'));
    expect(inbox.callsTo(POST_READ).map((call) => call.body)).toEqual([{ messageIds: ['m4'] }]);
    expect(within(popover).getAllByTestId('message-new')).toHaveLength(1);
  });

  it('follows the link of a message, reading it, and closes', async () => {
    const linked = message(5, {
      content: {
        title: 'Paid',
        body: 'Your withdrawal was paid.',
        link: { url: '/profile/history', label: 'See it' },
        image: null,
      },
    });
    const { inbox, router } = await mountBell([message(1), linked]);
    const popover = await openPopover();
    fireEvent.click(within(popover).getAllByTestId('notification-entry')[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/history'));
    expect(screen.queryByTestId('notification-popover')).toBeNull();
    await waitFor(() => expect(inbox.callsTo(POST_READ)).toHaveLength(1));
    await waitFor(() => expect(count()).toBe('1'));
  });

  it('reads all at once', async () => {
    const { inbox } = await mountBell();
    const popover = await openPopover();
    fireEvent.click(within(popover).getByTestId('notifications-read-all'));
    await waitFor(() => expect(count()).toBeNull());
    expect(inbox.callsTo(POST_READ_ALL)).toHaveLength(1);
    expect(within(popover).queryAllByTestId('message-new')).toHaveLength(0);
    expect((within(popover).getByTestId('notifications-read-all') as HTMLButtonElement).disabled).toBe(true);
  });

  it('closes on Escape and gives the focus back to the bell; links to the whole inbox', async () => {
    await mountBell();
    const popover = await openPopover();
    expect(within(popover).getByTestId('notifications-show-all').getAttribute('href')).toBe(
      '/profile/notifications',
    );
    expect(document.activeElement).toBe(popover);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('notification-popover')).toBeNull();
    expect(document.activeElement).toBe(bell());
    expect(bell().getAttribute('aria-expanded')).toBe('false');
  });

  it('counts a pushed message and puts it on top of the open popover', async () => {
    const { inbox, push } = await mountBell();
    const popover = await openPopover();
    const calls = inbox.calls.length;
    const pushed = message(9, { content: { title: 'Bonus issued', body: 'Enjoy', link: null, image: null } });
    inbox.add(pushed);
    await push({ event: MESSAGE_RECEIVED_EVENT, message: pushed });
    expect(count()).toBe('4');
    expect(titles(popover)).toEqual(['Bonus issued', 'Title 4', 'Title 3']);
    expect(inbox.calls).toHaveLength(calls);
    // The same message twice (a reconnect) counts once; a publication without a message is no message.
    await push({ event: MESSAGE_RECEIVED_EVENT, message: pushed });
    await push({ event: 'identity.session.closed', sessionId: 's1', playerId: 'p1' });
    expect(count()).toBe('4');
  });

  it('counts a push while closed too, and shows reads made in another tab when it opens again', async () => {
    const { inbox, push } = await mountBell();
    await waitFor(() => expect(count()).toBe('3'));
    await push({ event: MESSAGE_RECEIVED_EVENT, message: message(9) });
    expect(count()).toBe('4');
    inbox.add(message(9));
    inbox.readElsewhere('m9');
    inbox.readElsewhere('m4');
    await openPopover();
    await waitFor(() => expect(count()).toBe('2'));
    await act(async () => undefined);
  });

  it('loads the count again when a pushed message cannot be read', async () => {
    const { inbox, push } = await mountBell();
    await waitFor(() => expect(count()).toBe('3'));
    inbox.add(message(9));
    await push({ event: MESSAGE_RECEIVED_EVENT, message: { id: 'm9' } });
    await waitFor(() => expect(count()).toBe('4'));
    expect(inbox.callsTo(GET_MESSAGES)).toHaveLength(2);
  });
});
