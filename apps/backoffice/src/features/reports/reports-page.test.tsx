// @vitest-environment happy-dom
import type { DailySummaryRow } from '@casino/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { meOf, renderBackoffice } from '../../test-harness.tsx';

afterEach(cleanup);

const row = (over: Partial<DailySummaryRow> = {}): DailySummaryRow => ({
  day: '2026-12-01',
  currency: 'EUR',
  bets: '1500',
  wins: '1200.5',
  ggr: '299.5',
  bonusCost: '50',
  ngr: '249.5',
  deposits: '2000',
  depositCount: 4,
  withdrawals: '300',
  withdrawalCount: 1,
  registrations: 3,
  ftdCount: 2,
  ftdAmount: '150',
  activePlayers: 5,
  arpu: '49.9',
  ...over,
});

const routes = {
  'GET /api/backoffice/reports/daily': {
    status: 200,
    body: { data: { days: [row()], totals: [row({ day: null })] } },
  },
  'GET /api/backoffice/reports/rtp': {
    status: 200,
    body: {
      data: [
        {
          gameId: 'slot-wild-twenty',
          providerId: 'studio',
          currency: 'EUR',
          rounds: 1000,
          stakes: '1500',
          payouts: '1200.5',
          measuredRtp: 80.03,
          theoreticalRtp: 96.5,
          confidenceLow: 70.1,
          confidenceHigh: 89.9,
          withinInterval: false,
        },
      ],
    },
  },
  'GET /api/backoffice/reports/large-transactions': {
    status: 200,
    body: { data: { threshold: '2000', thresholdCurrency: 'EUR', rows: [] } },
  },
};

describe('the reports page', () => {
  it('shows the totals, the days, the RTP verdict and CSV links with the same filters', async () => {
    const view = renderBackoffice('/reports', { me: meOf('finance'), routes });
    const totals = await screen.findByTestId('reports-totals');
    expect(within(totals).getByText('Total')).toBeTruthy();
    expect(within(totals).getByText('249.50 EUR')).toBeTruthy();
    const rtp = await screen.findByTestId('reports-rtp');
    expect(within(rtp).getByText('Outside')).toBeTruthy();
    expect(within(rtp).getByText('70.10 % … 89.90 %')).toBeTruthy();
    expect(await screen.findByText('No player reached the threshold in this range.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'EUR' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(view.requests.some((request) => request.url.includes('currency=EUR'))).toBe(true),
    );
    const links = screen.getAllByRole('link', { name: 'Download CSV' });
    expect(links.map((link) => link.getAttribute('href')?.split('?')[0])).toEqual([
      '/api/backoffice/reports/daily.csv',
      '/api/backoffice/reports/rtp.csv',
      '/api/backoffice/reports/large-transactions.csv',
    ]);
    expect(links[0]!.getAttribute('href')).toContain('currency=EUR');
  });

  it('asks again when Apply is pressed with the same filters: the latest fold shows', async () => {
    const view = renderBackoffice('/reports', { me: meOf('finance'), routes });
    await screen.findByTestId('reports-totals');
    const dailyAsks = () => view.requests.filter((request) => request.url.includes('/reports/daily')).length;
    const before = dailyAsks();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(dailyAsks()).toBe(before + 1));
  });

  it('checks the range with the route’s schema before asking: a range that ends before it starts', async () => {
    const view = renderBackoffice('/reports', { me: meOf('finance'), routes });
    await screen.findByTestId('reports-totals');
    const asked = view.requests.length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-05-02' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-05-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('At least 2026-05-02.')).toBeTruthy();
    expect(view.requests.length).toBe(asked);
  });
});
