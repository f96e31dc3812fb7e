// @vitest-environment happy-dom
import type { ListedAdjustment } from '@casino/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { meOf, renderBackoffice } from '../../test-harness.tsx';

afterEach(cleanup);

const adjustment = (over: Partial<ListedAdjustment> = {}): ListedAdjustment => ({
  id: '00000000-0000-4000-8000-00000000000a',
  playerId: '00000000-0000-4000-8000-000000000002',
  accountId: '00000000-0000-4000-8000-000000000003',
  currency: 'EUR',
  part: 'cash',
  direction: 'credit',
  amount: '250',
  reasonCode: 'goodwill',
  comment: 'Outage on 1 December',
  status: 'awaiting-second-approval',
  requestedBy: { id: 'staff-admin', name: 'Ada Admin' },
  decidedBy: null,
  declineReason: null,
  createdAt: '2026-12-02T09:00:00.000Z',
  player: { id: '00000000-0000-4000-8000-000000000002', nickname: 'alice', email: 'alice@example.com' },
  ...over,
});

const page = (rows: ListedAdjustment[]) => ({
  status: 200,
  body: { data: rows, meta: { page: 1, perPage: 25, totalPages: 1, totalRows: rows.length } },
});

describe('the adjustments page', () => {
  it('lets finance approve an adjustment someone else asked for, with a fresh code', async () => {
    const view = renderBackoffice('/adjustments', {
      me: meOf('finance'),
      routes: {
        'GET /api/backoffice/adjustments': page([adjustment()]),
        'POST /api/backoffice/adjustments/00000000-0000-4000-8000-00000000000a/approve': {
          status: 200,
          body: { data: { ...adjustment(), status: 'applied' } },
        },
      },
    });
    const table = await screen.findByTestId('adjustments-table');
    expect(within(table).getByText('alice@example.com').getAttribute('href')).toBe(
      '/players/00000000-0000-4000-8000-000000000002',
    );
    expect(within(table).getByText('Waiting for a second approval')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approve: adjustment for alice@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the adjustment' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText(/6 digits/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Code from your authenticator app'), {
      target: { value: '123456' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(view.requests.map((request) => request.key)).toContain(
        'POST /api/backoffice/adjustments/00000000-0000-4000-8000-00000000000a/approve',
      ),
    );
    const approval = view.requests.find((request) => request.key.endsWith('/approve'));
    expect(approval?.headers['x-two-factor-code']).toBe('123456');
  });

  it('does not let the requester approve their own adjustment', async () => {
    renderBackoffice('/adjustments', {
      me: meOf('admin'),
      routes: { 'GET /api/backoffice/adjustments': page([adjustment()]) },
    });
    const approve = await screen.findByRole('button', { name: 'Approve: adjustment for alice@example.com' });
    expect((approve as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Decline: adjustment for alice@example.com' })).toBeTruthy();
  });

  it('shows a support agent the adjustments without decisions', async () => {
    renderBackoffice('/adjustments', {
      me: meOf('support'),
      routes: { 'GET /api/backoffice/adjustments': page([adjustment()]) },
    });
    expect(await screen.findByText('alice@example.com')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Approve/ })).toBeNull();
  });
});
