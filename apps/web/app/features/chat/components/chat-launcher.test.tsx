// @vitest-environment happy-dom
import type { Profile } from '@casino/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../lib/api-client.ts';
import {
  CHANNEL,
  conversation,
  fakeChatServer,
  PLAYER,
  renderChat,
  staffMessage,
} from '../test/chat-harness.tsx';
import { ChatLauncher } from './chat-launcher.tsx';

const fake = vi.hoisted(() => ({ api: null as unknown as ApiClient, player: null as Profile | null }));
vi.mock('../../../lib/api-context.tsx', () => ({ useApi: () => fake.api }));
vi.mock('../../../lib/session/session-context.tsx', () => ({
  useSession: () => ({ player: fake.player, isLoggedIn: !!fake.player }),
}));

function mount(server: ReturnType<typeof fakeChatServer>, options: Parameters<typeof renderChat>[1] = {}) {
  fake.api = server.api;
  return renderChat(<ChatLauncher />, options);
}

const launcher = () => screen.getByTestId('chat-launcher');

async function openPanel() {
  fireEvent.click(launcher());
  const panel = await screen.findByRole('dialog', { name: 'Live chat' });
  await waitFor(() => expect(within(panel).queryByRole('status', { name: 'Loading…' })).toBeNull());
  return panel;
}

async function send(text: string) {
  const field = screen.getByRole('textbox', { name: 'Your message' });
  fireEvent.change(field, { target: { value: text } });
  await act(async () => {
    fireEvent.keyDown(field, { key: 'Enter' });
  });
}

const shownTexts = () =>
  screen
    .queryAllByTestId('chat-message')
    .map((item) => item.querySelector('.chat-message__text')?.textContent);

beforeEach(() => {
  fake.player = null;
  window.localStorage.clear();
});
afterEach(cleanup);

describe('who is offered the chat', () => {
  it('shows a guest the launcher only while guests are allowed, and a player always', async () => {
    const server = fakeChatServer();
    const off = await mount(server, { chat: { guestAvailable: false } });
    expect(screen.queryByTestId('chat-launcher')).toBeNull();
    off.unmount();

    await mount(server, { chat: { guestAvailable: true } });
    expect(launcher().getAttribute('aria-label')).toBe('Chat with support');
    cleanup();

    fake.player = PLAYER;
    await mount(server, { chat: { guestAvailable: false }, profileId: PLAYER.id });
    expect(launcher()).toBeTruthy();
    cleanup();

    await mount(server, { chat: { guestAvailable: true, enabled: false }, profileId: PLAYER.id });
    expect(screen.queryByTestId('chat-launcher')).toBeNull();
  });

  it('loads nothing of the chat before the first click', async () => {
    const server = fakeChatServer();
    await mount(server);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(server.calls).toHaveLength(0);
    await openPanel();
    expect(server.callsTo('GET /api/chat/conversations/current')).toHaveLength(1);
  });
});

describe('the chat panel', () => {
  it('is a dialog named by its title that takes the focus, and Escape gives it back to the launcher', async () => {
    await mount(fakeChatServer());
    const panel = await openPanel();
    expect(launcher().getAttribute('aria-expanded')).toBe('true');
    expect(launcher().getAttribute('aria-controls')).toBe(panel.id);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Your message' })),
    );
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(launcher());
  });

  it('starts the conversation with the first message, sends it with a client message id, and says when no agent is online', async () => {
    const server = fakeChatServer({ agentsOnline: false });
    await mount(server);
    await openPanel();
    expect(screen.getByTestId('chat-offline-notice').textContent).toContain('come back to this chat later');
    await send('Where is my withdrawal?');
    await waitFor(() => expect(server.callsTo('POST /api/chat/conversations/c1/messages')).toHaveLength(1));
    expect(server.callsTo('POST /api/chat/conversations')[0]?.body).toEqual({ locale: 'en' });
    const body = server.callsTo('POST /api/chat/conversations/c1/messages')[0]?.body as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({ text: 'Where is my withdrawal?', attachmentIds: [] });
    expect(String(body.clientMessageId).length).toBeGreaterThan(8);
    await waitFor(() => expect(shownTexts()).toEqual(['Where is my withdrawal?']));
    expect(screen.getByTestId('chat-message').dataset.delivery).toBe('stored');
    // Every chat call carries the page's cookies: the guest's conversation is the chat-guest cookie's.
    expect(server.calls.every((call) => call.credentials === 'same-origin')).toBe(true);
  });

  it('tells a player who is offline that the answer comes to the inbox and by e-mail', async () => {
    fake.player = PLAYER;
    await mount(fakeChatServer({ agentsOnline: false }), { profileId: PLAYER.id });
    await openPanel();
    expect(screen.getByTestId('chat-offline-notice').textContent).toBe(
      'No agent is online right now. Leave your message: we will answer in your inbox and by e-mail.',
    );
  });

  it('sends a refused message again with the same client message id, and the server keeps it once', async () => {
    const server = fakeChatServer({ failingSends: 1 });
    await mount(server);
    await openPanel();
    await send('Hello');
    const retry = await screen.findByRole('button', { name: 'Send again' });
    expect(screen.getByTestId('chat-message').dataset.delivery).toBe('failed');
    await act(async () => fireEvent.click(retry));
    await waitFor(() => expect(screen.getByTestId('chat-message').dataset.delivery).toBe('stored'));
    const [first, second] = server
      .callsTo('POST /api/chat/conversations/c1/messages')
      .map((call) => (call.body as { clientMessageId: string }).clientMessageId);
    expect(second).toBe(first);
    expect(server.state.messages).toHaveLength(1);
    expect(shownTexts()).toEqual(['Hello']);
  });

  it("shows the agent's messages and typing live, subscribed with the conversation's token, and reads what it shows", async () => {
    const server = fakeChatServer({ current: conversation({ status: 'assigned', agentName: 'Ana' }) });
    const { centrifuge, push } = await mount(server);
    await openPanel();
    expect(screen.getByTestId('chat-status').textContent).toBe('Ana is answering you');
    await waitFor(() => expect(centrifuge.subscribed()).toContain(CHANNEL));
    expect(await centrifuge.tokenGetters.get(CHANNEL)?.()).toBe('sub-token');

    await push({ event: 'chat.typing', conversationId: 'c1', side: 'staff', name: 'Ana', typing: true });
    expect(screen.getByTestId('chat-typing').textContent).toBe('Ana is typing…');
    await push({ event: 'chat.message', message: staffMessage('s1', 'Let me check that for you.') });
    expect(shownTexts()).toEqual(['Let me check that for you.']);
    await waitFor(() => expect(server.callsTo('POST /api/chat/conversations/c1/read')).toHaveLength(1));
    expect(server.callsTo('POST /api/chat/conversations/c1/read')[0]?.body).toEqual({ messageId: 's1' });
  });

  it("shows when the agent read the visitor's message", async () => {
    const server = fakeChatServer({ current: conversation({ status: 'assigned', agentName: 'Ana' }) });
    const { push } = await mount(server);
    await openPanel();
    await send('Are you there?');
    await waitFor(() => expect(server.state.messages).toHaveLength(1));
    expect(screen.queryByTestId('chat-read')).toBeNull();
    await push({ event: 'chat.read', conversationId: 'c1', side: 'staff', lastReadMessageId: 'm1' });
    expect(screen.getByTestId('chat-read').textContent).toContain('Read');
  });

  it('refuses a file that is no image before uploading, and sends an uploaded image with the message', async () => {
    const server = fakeChatServer();
    await mount(server);
    await openPanel();
    const input = screen.getByTestId('chat-attach') as HTMLInputElement;
    const pdf = new File(['%PDF'], 'statement.pdf', { type: 'application/pdf' });
    await act(async () => fireEvent.change(input, { target: { files: [pdf] } }));
    expect(screen.getByRole('alert').textContent).toBe('Only images can be attached (JPEG, PNG or WebP).');
    expect(server.callsTo('POST /api/chat/conversations/c1/attachments')).toHaveLength(0);

    const png = new File([new Uint8Array([137, 80, 78, 71])], 'receipt.png', { type: 'image/png' });
    await act(async () => fireEvent.change(input, { target: { files: [png] } }));
    await screen.findByRole('button', { name: 'Remove image 1' });
    expect(server.callsTo('POST /api/chat/conversations/c1/attachments')).toHaveLength(1);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    await waitFor(() => expect(server.state.messages).toHaveLength(1));
    expect(server.callsTo('POST /api/chat/conversations/c1/messages')[0]?.body).toMatchObject({
      attachmentIds: ['a1'],
    });
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Attachment 1' }).getAttribute('src')).toBe(
        '/api/chat/conversations/c1/attachments/a1',
      ),
    );
  });

  it('asks for a rating when the agent closes the conversation, sends it once, then offers a new one', async () => {
    const server = fakeChatServer({ current: conversation({ status: 'assigned', agentName: 'Ana' }) });
    const { push } = await mount(server);
    await openPanel();
    await push({
      event: 'chat.conversation.updated',
      conversation: conversation({ status: 'closed', agentName: 'Ana' }),
    });
    server.state.current = conversation({ status: 'closed' });
    const rating = screen.getByTestId('chat-rating');
    expect(screen.queryByTestId('chat-composer')).toBeNull();
    fireEvent.click(within(rating).getByLabelText('4 of 5'));
    fireEvent.change(within(rating).getByLabelText('Anything to add? (optional)'), {
      target: { value: 'Quick' },
    });
    await act(async () => fireEvent.click(within(rating).getByRole('button', { name: 'Send rating' })));
    await screen.findByText('Thank you for your rating.');
    expect(server.callsTo('POST /api/chat/conversations/c1/rating').map((call) => call.body)).toEqual([
      { rating: 4, comment: 'Quick' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Start a new conversation' }));
    expect(await screen.findByTestId('chat-composer')).toBeTruthy();
  });
});

describe('a conversation going on', () => {
  it('reads the thread again after the connection came back (publications are not kept)', async () => {
    const server = fakeChatServer({ current: conversation({ status: 'assigned', agentName: 'Ana' }) });
    const { centrifuge } = await mount(server);
    await openPanel();
    const reads = () => server.callsTo('GET /api/chat/conversations/c1/messages').length;
    await act(async () => centrifuge.setState('connected'));
    expect(reads()).toBe(1);
    server.state.messages.push(staffMessage('s9', 'Sent while you were away.'));
    await act(async () => centrifuge.setState('connecting'));
    await act(async () => centrifuge.setState('connected'));
    await waitFor(() => expect(reads()).toBe(2));
    await waitFor(() => expect(shownTexts()).toEqual(['Sent while you were away.']));
  });

  it('loads the chat at once on the next page and counts the agent messages not seen on the launcher', async () => {
    window.localStorage.setItem('casino:chat-open', '1');
    const server = fakeChatServer({ current: conversation({ status: 'assigned', agentName: 'Ana' }) });
    const { centrifuge, push } = await mount(server);
    await waitFor(() => expect(centrifuge.subscribed()).toContain(CHANNEL));
    await push({ event: 'chat.message', message: staffMessage('s1', 'Your withdrawal was approved.') });
    await waitFor(() => expect(screen.getByTestId('chat-unread').textContent).toBe('1'));
    expect(launcher().getAttribute('aria-label')).toBe('Chat with support: 1 new messages');
    expect(server.callsTo('POST /api/chat/conversations/c1/read')).toHaveLength(0);
  });

  it('forgets the hint once the conversation is closed', async () => {
    window.localStorage.setItem('casino:chat-open', '1');
    await mount(fakeChatServer({ current: conversation({ status: 'closed' }) }));
    await waitFor(() => expect(window.localStorage.getItem('casino:chat-open')).toBeNull());
  });
});
