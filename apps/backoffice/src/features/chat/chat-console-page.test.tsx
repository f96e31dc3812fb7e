// @vitest-environment happy-dom
import type { FakeCentrifuge } from '@casino/contracts/realtime-client/fake';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { visibleNavItems } from '../../app/shell/navigation.ts';
import { meOf, renderBackoffice } from '../../test-harness.tsx';
import {
  BASE,
  cannedReply,
  fakeStaffChat,
  playerContext,
  staffConversation,
  visitorMessage,
} from './test/chat-harness.ts';

const realtime = vi.hoisted(() => ({ centrifuge: null as FakeCentrifuge | null }));
vi.mock('centrifuge', async () => {
  const { FakeCentrifuge } = await import('@casino/contracts/realtime-client/fake');
  return {
    Centrifuge: class extends FakeCentrifuge {
      constructor() {
        super();
        realtime.centrifuge = this;
      }
    },
  };
});

afterEach(cleanup);

const CHANNEL = 'chat:conversation:c1';

function open(path: string, chat = fakeStaffChat(), role: Parameters<typeof meOf>[0] = 'support') {
  const view = renderBackoffice(path, { me: meOf(role), routes: chat.routes });
  const calls = (key: string) => view.requests.filter((request) => request.key === key);
  return { ...view, chat, calls };
}

async function publish(channel: string, data: unknown) {
  await waitFor(() => expect(realtime.centrifuge?.subscribed()).toContain(channel));
  await act(async () => {
    realtime.centrifuge?.publish(channel, data);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const threadTexts = () =>
  screen
    .queryAllByTestId('chat-thread-message')
    .map((item) => item.querySelector('.chat-bubble__text')?.textContent);

async function answer(text: string) {
  const field = await screen.findByTestId('chat-staff-text');
  fireEvent.change(field, { target: { value: text } });
  await act(async () => {
    fireEvent.keyDown(field, { key: 'Enter' });
  });
}

describe('the live chat menu entry', () => {
  it('is there for the roles with chat.read only', () => {
    const paths = (role: Parameters<typeof meOf>[0]) => visibleNavItems(meOf(role)).map((item) => item.to);
    expect(paths('support')).toContain('/chat');
    expect(paths('read-only')).toContain('/chat');
    expect(paths('marketing')).not.toContain('/chat');
  });
});

describe('the queue', () => {
  it('lists the waiting conversations and an agent takes one, which opens it', async () => {
    const { calls, router } = open('/chat');
    const waiting = await screen.findByTestId('chat-waiting');
    expect(within(waiting).getByText('lucky')).toBeTruthy();
    expect(within(waiting).getByText('Where is my withdrawal?')).toBeTruthy();
    expect(within(waiting).getByText(/Waiting 5 min/)).toBeTruthy();
    fireEvent.click(within(waiting).getByRole('button', { name: 'Take' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/conversations/c1'));
    expect(calls(`POST ${BASE}/conversations/c1/take`)).toHaveLength(1);
    expect(await within(await screen.findByTestId('chat-mine')).findByText('lucky')).toBeTruthy();
  });

  it('says when another agent took it first', async () => {
    open('/chat', fakeStaffChat({ takenByOther: true }));
    fireEvent.click(await screen.findByRole('button', { name: 'Take' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Another agent took it first.');
  });

  it('follows the queue channel, subscribed with a queue token, and tells the agent is online', async () => {
    const { calls, chat } = open('/chat');
    await screen.findByTestId('chat-waiting');
    const reads = chat.state.queueReads;
    await publish('chat:queue', { event: 'chat.queue.updated', conversation: staffConversation('c1') });
    await waitFor(() => expect(chat.state.queueReads).toBe(reads + 1));
    expect(await realtime.centrifuge?.tokenGetters.get('chat:queue')?.()).toBe('sub-token');
    expect(calls(`POST ${BASE}/subscription-token`)[0]?.body).toEqual({});
    expect(calls(`POST ${BASE}/heartbeat`).length).toBeGreaterThan(0);
  });
});

describe('a conversation', () => {
  it('reads the queue and the thread again after the connection came back', async () => {
    const { calls, chat } = open('/chat/conversations/c1');
    await waitFor(() => expect(threadTexts()).toEqual(['Where is my withdrawal?']));
    await act(async () => realtime.centrifuge?.setState('connected'));
    const reads = () => calls(`GET ${BASE}/conversations/c1/messages`).length;
    expect(reads()).toBe(1);
    chat.state.messages.push(visitorMessage('m5', 'Hello again?'));
    await act(async () => realtime.centrifuge?.setState('connecting'));
    await act(async () => realtime.centrifuge?.setState('connected'));
    await waitFor(() => expect(threadTexts()).toEqual(['Where is my withdrawal?', 'Hello again?']));
    expect(reads()).toBe(2);
  });

  it('shows the thread, marks the newest visitor message read, and shows live messages and typing', async () => {
    const { calls } = open('/chat/conversations/c1');
    await waitFor(() => expect(threadTexts()).toEqual(['Where is my withdrawal?']));
    await waitFor(() =>
      expect(calls(`POST ${BASE}/conversations/c1/read`).map((call) => call.body)).toEqual([
        { messageId: 'm1' },
      ]),
    );
    await publish(CHANNEL, {
      event: 'chat.typing',
      conversationId: 'c1',
      side: 'visitor',
      name: null,
      typing: true,
    });
    expect(screen.getByTestId('chat-visitor-typing').textContent).toBe('lucky is typing…');
    await publish(CHANNEL, { event: 'chat.message', message: visitorMessage('m2', 'Hello?') });
    expect(threadTexts()).toEqual(['Where is my withdrawal?', 'Hello?']);
    expect(await realtime.centrifuge?.tokenGetters.get(CHANNEL)?.()).toBe('sub-token');
    expect(calls(`POST ${BASE}/subscription-token`).map((call) => call.body)).toContainEqual({
      conversationId: 'c1',
    });
  });

  it('answers with a client message id, sends a refused answer again with the same id, and the server keeps one', async () => {
    const chat = fakeStaffChat({ failingSends: 1 });
    const { calls } = open('/chat/conversations/c1', chat);
    await answer('We are looking into it.');
    const retry = await screen.findByRole('button', { name: 'Send again' });
    await act(async () => fireEvent.click(retry));
    await waitFor(() => expect(chat.state.messages).toHaveLength(2));
    const ids = calls(`POST ${BASE}/conversations/c1/messages`).map(
      (call) => (call.body as { clientMessageId: string }).clientMessageId,
    );
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
    await waitFor(() =>
      expect(threadTexts()).toEqual(['Where is my withdrawal?', 'We are looking into it.']),
    );
    expect(screen.getAllByTestId('chat-thread-message')[1]?.dataset.delivery).toBe('stored');
  });

  it("shows the server's refusal of a link to another site and gives the text back to edit", async () => {
    open('/chat/conversations/c1');
    await answer('See https://elsewhere.example/help');
    expect((await screen.findByRole('alert')).textContent).toContain('Links may only point to our site.');
    expect((screen.getByTestId('chat-staff-text') as HTMLTextAreaElement).value).toBe(
      'See https://elsewhere.example/help',
    );
    expect(threadTexts()).toEqual(['Where is my withdrawal?']);
  });

  it("inserts a canned reply of the conversation's locale", async () => {
    const chat = fakeStaffChat({
      canned: [cannedReply('r1', 'de', 'Auszahlung', 'Ihre Auszahlung wird geprüft.')],
    });
    const { requests } = open('/chat/conversations/c1', chat);
    const picker = await screen.findByLabelText('Canned reply (de)');
    await waitFor(() => expect(within(picker).getByRole('option', { name: 'Auszahlung' })).toBeTruthy());
    expect(requests.find((request) => request.key === `GET ${BASE}/canned-replies`)?.url).toContain(
      'locale=de',
    );
    fireEvent.change(picker, { target: { value: 'r1' } });
    expect((screen.getByTestId('chat-staff-text') as HTMLTextAreaElement).value).toBe(
      'Ihre Auszahlung wird geprüft.',
    );
  });

  it('transfers to another agent and closes', async () => {
    const chat = fakeStaffChat({
      conversation: staffConversation('c1', { status: 'assigned', assignedStaffId: 'staff-support' }),
    });
    const { calls } = open('/chat/conversations/c1', chat);
    fireEvent.click(await screen.findByRole('button', { name: 'Transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer the conversation' });
    const select = within(dialog).getByLabelText('To agent');
    await waitFor(() => expect(within(select).getByRole('option', { name: /Bo/ })).toBeTruthy());
    fireEvent.change(select, { target: { value: 'staff-bo' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer' })));
    expect(calls(`POST ${BASE}/conversations/c1/transfer`).map((call) => call.body)).toEqual([
      { staffId: 'staff-bo' },
    ]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    await waitFor(() => expect(screen.getByTestId('chat-conversation-status').textContent).toBe('Closed'));
    expect(screen.queryByTestId('chat-staff-composer')).toBeNull();
  });

  it('lets a read-only role read but not answer or take', async () => {
    open('/chat/conversations/c1', fakeStaffChat(), 'read-only');
    expect(await screen.findByText('Your role may read conversations, not answer them.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Take' })).toBeNull();
  });
});

describe('the player beside the conversation', () => {
  it("shows balances in each currency's display precision, the last payments, limits and KYC level", async () => {
    open('/chat/conversations/c1');
    const context = await screen.findByTestId('chat-player-context');
    await waitFor(() => expect(within(context).getByText('1,234.50 EUR')).toBeTruthy());
    expect(within(context).getByText('50.00 EUR')).toBeTruthy();
    expect(within(context).getByText('0.00150000 BTC')).toBeTruthy();
    expect(within(context).getByText('verified')).toBeTruthy();
    expect(within(context).getByRole('link', { name: 'lucky' }).getAttribute('href')).toBe('/players/p1');
  });

  it("says which parts the agent's role may not see, and that a guest has no account", async () => {
    open(
      '/chat/conversations/c1',
      fakeStaffChat({ context: playerContext({ lastDeposits: null, lastWithdrawals: null }) }),
    );
    const context = await screen.findByTestId('chat-player-context');
    await waitFor(() => expect(within(context).getAllByText('Your role may not see this.')).toHaveLength(2));
    cleanup();
    open(
      '/chat/conversations/c1',
      fakeStaffChat({
        conversation: staffConversation('c1', { guest: true, playerId: null, visitorName: null }),
      }),
    );
    expect(await screen.findByText('A guest: no player account to show.')).toBeTruthy();
  });
});
