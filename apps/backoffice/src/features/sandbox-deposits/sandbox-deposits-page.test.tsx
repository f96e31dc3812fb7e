// @vitest-environment happy-dom
import { CSRF_HEADER, type SandboxDeposit } from '@casino/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, meOf, renderBackoffice } from '../../test-harness.tsx';

afterEach(cleanup);

const PLAYER = '22222222-2222-4222-8222-222222222222';
const card: SandboxDeposit = {
  id: '11111111-1111-4111-8111-111111111111',
  number: 41,
  player: { id: PLAYER, email: 'ada@example.com', nickname: 'ada' },
  amount: '20.5',
  currency: 'EUR',
  method: 'sandbox_card',
  createdAt: '2026-12-02T09:00:00.000Z',
  ageSeconds: 7_500,
};
const coins: SandboxDeposit = {
  ...card,
  id: '33333333-3333-4333-8333-333333333333',
  number: 42,
  amount: '0.00012345',
  currency: 'BTC',
  method: 'sandbox_crypto',
  ageSeconds: 30,
};
const listRoutes = {
  'GET /api/backoffice/sandbox-deposits': { status: 200, body: { data: [card, coins] } },
  'GET /api/settings/currencies': {
    status: 200,
    body: {
      data: [
        { code: 'EUR', subunitToUnit: 100 },
        { code: 'BTC', subunitToUnit: 100_000_000 },
      ],
    },
  },
};
const rowOf = async (number: number) => {
  const table = await screen.findByTestId('sandbox-deposits-table');
  const cell = await within(table).findByText(String(number));
  return within(cell.closest('tr')!);
};

describe('the sandbox deposits page', () => {
  it('lists the waiting deposits in display precision, with the player linked and their age', async () => {
    renderBackoffice('/sandbox-deposits', { me: meOf('finance'), routes: listRoutes });
    const first = await rowOf(41);
    await waitFor(() => expect(first.getByText('20.50 EUR')).toBeTruthy());
    expect(first.getByRole('link', { name: 'ada@example.com' }).getAttribute('href')).toBe(
      `/players/${PLAYER}`,
    );
    expect(first.getByText('waiting 2 h')).toBeTruthy();
    const second = await rowOf(42);
    expect(second.getByText('0.00012345 BTC')).toBeTruthy();
    expect(second.getByText('waiting under a minute')).toBeTruthy();
    expect(first.getByRole('button', { name: 'Approve: deposit 41' })).toBeTruthy();
    expect(first.getByRole('button', { name: 'Decline: deposit 41' })).toBeTruthy();
  });

  it('approves at a click and reads the list again', async () => {
    let approved = 0;
    const { requests } = renderBackoffice('/sandbox-deposits', {
      me: meOf('finance'),
      routes: {
        ...listRoutes,
        [`POST /api/backoffice/sandbox-deposits/${card.id}/approve`]: () => {
          approved++;
          return { status: 200, body: { data: { id: card.id, number: 41, status: 'approved' } } };
        },
      },
    });
    fireEvent.click((await rowOf(41)).getByRole('button', { name: 'Approve: deposit 41' }));
    await waitFor(() => expect(approved).toBe(1));
    const approval = requests.find((request) => request.key.endsWith('/approve'))!;
    expect(approval.headers[CSRF_HEADER]).toBe('csrf-token');
    await waitFor(() =>
      expect(
        requests.filter((request) => request.key === 'GET /api/backoffice/sandbox-deposits'),
      ).toHaveLength(2),
    );
  });

  it('declines with a reason from the dialog, and shows a settled one as the server says', async () => {
    const sent: unknown[] = [];
    renderBackoffice('/sandbox-deposits', {
      me: meOf('owner'),
      routes: {
        ...listRoutes,
        [`POST /api/backoffice/sandbox-deposits/${card.id}/decline`]: (body) => {
          sent.push(body);
          return apiError(409, 10409, 'Deposit #41 is already approved.');
        },
      },
    });
    fireEvent.click((await rowOf(41)).getByRole('button', { name: 'Decline: deposit 41' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(
        within(dialog)
          .getByRole('textbox', { name: /Reason/ })
          .getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    expect(sent).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Card test of a refusal' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(sent).toEqual([{ reason: 'Card test of a refusal' }]));
    expect(await within(dialog).findByText('Deposit #41 is already approved.')).toBeTruthy();
  });

  it('shows a support agent the list without the buttons', async () => {
    renderBackoffice('/sandbox-deposits', { me: meOf('support'), routes: listRoutes });
    await rowOf(41);
    expect(screen.queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Decline/ })).toBeNull();
  });

  it('does not exist where the sandbox is off: no menu item, no request', async () => {
    const { requests } = renderBackoffice('/sandbox-deposits', {
      me: meOf('owner', 'Olga Owner', { sandboxDeposits: false }),
      routes: listRoutes,
    });
    expect(await screen.findByText('This page does not exist')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    // The money group opened: its other pages are there, the sandbox's is not.
    fireEvent.click(within(nav).getByRole('button', { name: 'Money' }));
    expect(within(nav).getByRole('link', { name: 'Withdrawals' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Sandbox deposits' })).toBeNull();
    expect(requests.map((request) => request.key)).not.toContain('GET /api/backoffice/sandbox-deposits');
  });
});
