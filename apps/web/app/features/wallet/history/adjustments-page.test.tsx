// @vitest-environment happy-dom
import type { PlayerAdjustment } from '@casino/contracts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../lib/api-client.ts';
import { type Call, fakeApi, PLAYER, renderInSite } from '../../games/test/games-harness.tsx';
import { ADJUSTMENTS_PER_PAGE } from '../api/wallet-api.ts';
import { AdjustmentsHistory } from './adjustments-page.tsx';

const fake = vi.hoisted(() => ({ api: null as unknown as ApiClient }));
vi.mock('../../../lib/api-context.tsx', () => ({ useApi: () => fake.api }));
vi.mock('../../../lib/session/session-context.tsx', async (original) => ({
  ...(await original<object>()),
  useSession: () => ({ player: PLAYER, isLoggedIn: true }),
}));

const adjustment = (id: string, extra: Partial<PlayerAdjustment> = {}): PlayerAdjustment => ({
  id,
  kind: 'adjustment.credit',
  part: 'cash',
  amount: 30,
  currency: 'EUR',
  reasonCode: 'goodwill',
  createdAt: '2026-12-01T10:00:00.000Z',
  ...extra,
});

const meta = (totalRows: number, page = 1) => ({
  page,
  perPage: ADJUSTMENTS_PER_PAGE,
  totalPages: Math.ceil(totalRows / ADJUSTMENTS_PER_PAGE),
  totalRows,
});

describe("history's Adjustments tab", () => {
  afterEach(() => cleanup());

  it('lists what staff credited and debited, signed, in the currency’s precision, with the reason', async () => {
    const { api, calls: all } = fakeApi({
      'GET /api/wallet/adjustments': (call: Call) => ({
        body: {
          data: [adjustment(`page-${new URLSearchParams(call.query).get('page')}`)],
          meta: meta(25, 2),
        },
      }),
    });
    fake.api = api;
    const calls = () => all.filter((call) => call.path === '/api/wallet/adjustments');
    renderInSite(
      <AdjustmentsHistory
        loaded={{
          data: [
            adjustment('a1'),
            adjustment('a2', {
              kind: 'adjustment.debit',
              part: 'bonus',
              amount: -2.5,
              reasonCode: 'correction',
            }),
          ],
          meta: meta(25),
        }}
      />,
      { url: '/profile/history?tab=adjustments' },
    );
    await act(async () => undefined);
    const rows = screen.getAllByTestId('adjustment-row');
    expect(rows[0]?.textContent).toContain('Credit to your cash balance');
    expect(rows[0]?.textContent).toContain('Goodwill');
    expect(rows[0]?.textContent).toContain('+30.00 EUR');
    expect(rows[1]?.textContent).toContain('Debit from your bonus balance');
    expect(rows[1]?.textContent).toContain('-2.50 EUR');
    expect(calls()).toHaveLength(0);

    fireEvent.click(screen.getByText('Next'));
    await waitFor(() => expect(screen.getAllByTestId('adjustment-row')).toHaveLength(1));
    expect(new URLSearchParams(calls()[0]?.query).get('page')).toBe('2');
  });

  it('says so when nothing was adjusted', async () => {
    fake.api = fakeApi({}).api;
    renderInSite(<AdjustmentsHistory loaded={{ data: [], meta: meta(0) }} />);
    expect(await screen.findByTestId('adjustment-history-empty')).toBeTruthy();
  });
});
