// @vitest-environment happy-dom
import type { ChatFigures } from '@casino/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meOf, renderBackoffice } from '../../test-harness.tsx';
import { cannedReply, fakeStaffChat } from './test/chat-harness.ts';

vi.mock('centrifuge', async () => {
  const { FakeCentrifuge } = await import('@casino/contracts/realtime-client/fake');
  return { Centrifuge: FakeCentrifuge };
});

afterEach(cleanup);

const figures: ChatFigures = {
  from: '2030-01-01',
  to: '2030-01-31',
  conversations: 12,
  closed: 10,
  waitingSeconds: { mean: 95, median: 40 },
  firstReplySeconds: { mean: 130, median: 185 },
  averageRating: 4.25,
  ratings: 8,
  perAgent: [
    { staffId: 's1', name: 'Ana', conversations: 4, messages: 20, averageRating: 4.5 },
    { staffId: 's2', name: 'Bo', conversations: 8, messages: 31, averageRating: null },
  ],
};

describe('the chat figures', () => {
  it('shows the times, the rating and the conversations per agent in a table, most first, and asks for the range typed', async () => {
    const chat = fakeStaffChat();
    const view = renderBackoffice('/chat/figures', {
      me: meOf('support'),
      routes: {
        ...chat.routes,
        'GET /api/backoffice/chat/figures': { status: 200, body: { data: figures } },
      },
    });
    expect((await screen.findByTestId('figures-conversations')).textContent).toBe('12');
    expect(['1 min', '40 s', '2 min', '3 min'].map((text) => screen.getByText(text).tagName)).toEqual([
      'DD',
      'DD',
      'DD',
      'DD',
    ]);
    expect(screen.getByText('4.3 (8 ratings)')).toBeTruthy();
    const table = screen.getByTestId('figures-per-agent');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['Bo831—', 'Ana4204.5']);
    expect(screen.getByRole('figure', { name: 'Conversations and messages per agent' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2030-02-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2030-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Must not come before the start.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2030-02-28' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(
        view.requests.some(
          (request) => request.url.includes('from=2030-02-01') && request.url.includes('to=2030-02-28'),
        ),
      ).toBe(true),
    );
  });
});

describe('the canned replies', () => {
  it('lets chat.manage add one in a locale (and only chat.manage)', async () => {
    const chat = fakeStaffChat({ canned: [cannedReply('r1', 'en', 'Greeting', 'Hello, how can I help?')] });
    const view = renderBackoffice('/chat/canned-replies', { me: meOf('admin'), routes: chat.routes });
    expect(await screen.findByText('Hello, how can I help?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New canned reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'New canned reply' });
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'German (de)' })).toBeTruthy());
    fireEvent.change(within(dialog).getByLabelText('Locale'), { target: { value: 'de' } });
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Auszahlung' } });
    fireEvent.change(within(dialog).getByLabelText('Text'), {
      target: { value: 'Ihre Auszahlung wird geprüft.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(
        view.requests.find((request) => request.key === 'POST /api/backoffice/chat/canned-replies')?.body,
      ).toEqual({
        locale: 'de',
        title: 'Auszahlung',
        text: 'Ihre Auszahlung wird geprüft.',
      }),
    );
    expect(await screen.findByText('Ihre Auszahlung wird geprüft.')).toBeTruthy();
    cleanup();

    renderBackoffice('/chat/canned-replies', { me: meOf('support'), routes: chat.routes });
    expect(await screen.findByText('Hello, how can I help?')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New canned reply' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});
