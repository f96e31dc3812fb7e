// @vitest-environment happy-dom
import type { QueuedWithdrawal } from '@casino/contracts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { meOf, renderBackoffice } from '../../test-harness.tsx';
import { flagLabels, reviewState } from './withdrawals-page.tsx';

afterEach(cleanup);

const withdrawal = (over: Partial<QueuedWithdrawal> = {}): QueuedWithdrawal => ({
  id: '00000000-0000-4000-8000-000000000001',
  number: 17,
  player: {
    id: '00000000-0000-4000-8000-000000000002',
    nickname: 'alice',
    email: 'alice@example.com',
    phone: null,
    status: 1,
    country: 'DE',
    createdAt: '2026-12-01T10:00:00.000Z',
    lastSignInAt: null,
  },
  amount: '1500',
  currency: 'EUR',
  method: 'sandbox_bank',
  destination: null,
  createdAt: '2026-12-02T09:00:00.000Z',
  flags: {
    openTurnover: false,
    notVerified: true,
    newDestination: false,
    largeWin: null,
    sharedDeviceWith: [],
    firstWithdrawal: true,
  },
  needsSecondApproval: true,
  approvals: [],
  ...over,
});

const routes = (rows: QueuedWithdrawal[]) => ({
  'GET /api/backoffice/withdrawals': { status: 200, body: { data: rows, meta: { nextCursor: null } } },
});

describe('the withdrawals page', () => {
  it('names the flags and the four-eyes state', () => {
    expect(flagLabels(withdrawal().flags)).toEqual(['Not verified', 'First withdrawal']);
    expect(reviewState(withdrawal())).toBe('Needs two approvals');
    const first = withdrawal({
      approvals: [{ by: { kind: 'staff', id: 'x', name: 'Fay Finance' }, at: '2026-12-02T10:00:00.000Z' }],
    });
    expect(reviewState(first)).toBe('First approval by Fay Finance, waiting for a second');
    expect(reviewState(withdrawal({ needsSecondApproval: false }))).toBe('Pending');
  });

  it('shows the queue with approve and decline buttons to finance', async () => {
    renderBackoffice('/withdrawals', { me: meOf('finance'), routes: routes([withdrawal()]) });
    expect(await screen.findByText('alice@example.com')).toBeTruthy();
    expect(screen.getByText('Not verified')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve: withdrawal 17' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline: withdrawal 17' })).toBeTruthy();
  });

  it('shows a support agent the queue but no approve button', async () => {
    renderBackoffice('/withdrawals', { me: meOf('support'), routes: routes([withdrawal()]) });
    expect(await screen.findByText('alice@example.com')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Approve/ })).toBeNull();
  });
});
