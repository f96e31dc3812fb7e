// @vitest-environment happy-dom
import type { BackofficeBonus } from '@casino/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { meOf, renderBackoffice } from '../../test-harness.tsx';

afterEach(cleanup);

const BONUS_ID = '00000000-0000-4000-8000-0000000000b1';

const currency = (code: string, subunitToUnit: number, isBase = false) => ({
  code,
  name: code,
  type: subunitToUnit > 100 ? 'crypto' : 'fiat',
  isEnabled: true,
  isBase,
  subunitToUnit,
  rate: { rate: 1, rateTime: null },
  symbol: code,
  nativeCurrency: code,
  subCurrencies: [],
});

const bonus = (over: Partial<BackofficeBonus> = {}): BackofficeBonus => ({
  id: BONUS_ID,
  slug: 'december-match',
  names: { en: 'December match' },
  type: 2,
  trigger: 'deposit',
  packageId: null,
  packagePriority: null,
  terms: {
    depositFrom: { EUR: '2000' },
    depositTo: {},
    afterFirstDeposit: false,
    oncePerWeek: false,
    percent: 100,
    maxAmounts: { EUR: '50000' },
    amounts: {},
    wagerMultiplier: 30,
    wagerDays: 7,
    activationDays: 30,
    weights: [],
    restrictedGames: [],
    maxBets: { EUR: '500' },
    maxWins: {},
  },
  state: 'live',
  scheduledAt: '2026-12-01T09:00:00.000Z',
  startsAt: null,
  endsAt: null,
  endedAt: null,
  grantedCount: 3,
  createdAt: '2026-12-01T09:00:00.000Z',
  ...over,
});

const common = {
  'GET /api/settings/currencies': {
    status: 200,
    body: { data: [currency('EUR', 100, true), currency('BTC', 100_000_000)] },
  },
  'GET /api/backoffice/bonus-packages': { status: 200, body: { data: [] } },
  'GET /api/backoffice/bonus-codes': {
    status: 200,
    body: { data: [], meta: { page: 1, perPage: 100, totalPages: 1, totalRows: 0 } },
  },
};

describe('the promotions pages', () => {
  it('lists bonuses with their state and filters by state', async () => {
    const view = renderBackoffice('/promotions', {
      me: meOf('marketing'),
      routes: {
        ...common,
        'GET /api/backoffice/bonuses': {
          status: 200,
          body: { data: [bonus()], meta: { page: 1, perPage: 25, totalPages: 1, totalRows: 1 } },
        },
      },
    });
    const table = await screen.findByTestId('promotions-table');
    expect(within(table).getByText('December match').getAttribute('href')).toBe(
      `/promotions/bonuses/${BONUS_ID}`,
    );
    expect(within(table).getByTestId('promotion-state').textContent).toBe('Live');
    expect(screen.getByTestId('promotion-new')).toBeTruthy();
    fireEvent.click(
      within(screen.getByTestId('promotion-state-filter')).getByRole('button', { name: 'Scheduled' }),
    );
    await waitFor(() =>
      expect(view.requests.some((request) => request.url.includes('state=scheduled'))).toBe(true),
    );
  });

  it('refuses a percentage bonus without its percent before sending, then creates it in minor units', async () => {
    const view = renderBackoffice('/promotions/bonuses/new', {
      me: meOf('marketing'),
      routes: {
        ...common,
        'POST /api/backoffice/bonuses': { status: 201, body: { data: bonus({ state: 'draft' }) } },
        [`GET /api/backoffice/bonuses/${BONUS_ID}`]: {
          status: 200,
          body: { data: bonus({ state: 'draft' }) },
        },
      },
    });
    fireEvent.change(await screen.findByTestId('bonus-slug'), { target: { value: 'december-match' } });
    fireEvent.change(screen.getByTestId('bonus-name-en'), { target: { value: 'December match' } });
    fireEvent.change(screen.getByTestId('bonus-percent'), { target: { value: '' } });
    fireEvent.change(await screen.findByTestId('bonus-depositFrom-EUR'), { target: { value: '20' } });
    fireEvent.change(screen.getByTestId('bonus-maxAmounts-EUR'), { target: { value: '500.5' } });
    fireEvent.change(screen.getByTestId('bonus-maxBets-BTC'), { target: { value: '0.0001' } });
    fireEvent.click(screen.getByTestId('bonus-save'));
    await waitFor(() =>
      expect(screen.getByTestId('bonus-percent').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(view.requests.some((request) => request.key === 'POST /api/backoffice/bonuses')).toBe(false);

    fireEvent.change(screen.getByTestId('bonus-percent'), { target: { value: '100' } });
    expect(screen.getByTestId('bonus-preview-value').textContent).toBe('100% up to 500.50 EUR');
    expect(screen.getByTestId('bonus-preview-min-deposit').textContent).toBe('20.00 EUR');
    fireEvent.click(screen.getByTestId('bonus-save'));
    await waitFor(() =>
      expect(view.requests.some((request) => request.key === 'POST /api/backoffice/bonuses')).toBe(true),
    );
    const sent = view.requests.find((request) => request.key === 'POST /api/backoffice/bonuses')!.body as {
      terms: Record<string, unknown>;
    };
    expect(sent.terms).toMatchObject({
      percent: 100,
      depositFrom: { EUR: '2000' },
      maxAmounts: { EUR: '50050' },
      maxBets: { BTC: '10000' },
    });
    expect(await screen.findByTestId('bonus-schedule', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('puts the server’s 422 on its field', async () => {
    const view = renderBackoffice(`/promotions/bonuses/${BONUS_ID}`, {
      me: meOf('marketing'),
      routes: {
        ...common,
        [`GET /api/backoffice/bonuses/${BONUS_ID}`]: { status: 200, body: { data: bonus() } },
        [`PUT /api/backoffice/bonuses/${BONUS_ID}`]: {
          status: 422,
          body: {
            error: {
              code: 10422,
              message: 'The given data was invalid.',
              fields: { 'terms.wagerMultiplier': ['At most 10.'] },
            },
          },
        },
      },
    });
    fireEvent.click(await screen.findByTestId('bonus-save'));
    await waitFor(() =>
      expect(view.requests.map((request) => request.key)).toContain(
        `PUT /api/backoffice/bonuses/${BONUS_ID}`,
      ),
    );
    expect(await screen.findByText('At most 10.')).toBeTruthy();
    expect(screen.getByTestId('bonus-end')).toBeTruthy();
  });

  it('shows support a bonus to read, with nothing to change', async () => {
    renderBackoffice(`/promotions/bonuses/${BONUS_ID}`, {
      me: meOf('support'),
      routes: {
        ...common,
        [`GET /api/backoffice/bonuses/${BONUS_ID}`]: { status: 200, body: { data: bonus() } },
      },
    });
    expect(await screen.findByText('You may read this bonus.')).toBeTruthy();
    expect(screen.queryByTestId('bonus-save')).toBeNull();
    expect(screen.queryByTestId('bonus-end')).toBeNull();
    expect(screen.queryByTestId('bonus-code-form')).toBeNull();
  });
});
