// @vitest-environment happy-dom
import type { BackofficeWheel } from '@casino/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { meOf, renderBackoffice } from '../../test-harness.tsx';

afterEach(cleanup);

const WHEEL_ID = '00000000-0000-4000-8000-0000000000a1';

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
const locale = (code: string, isDefault = false) => ({
  code,
  name: code,
  nativeName: code,
  languageCode: code.slice(0, 2),
  isDefault,
});

const wheel = (over: Partial<BackofficeWheel> = {}): BackofficeWheel => ({
  id: WHEEL_ID,
  identity: 'daily-wheel',
  titles: { en: 'Daily wheel', de: 'Tagesrad' },
  descriptions: { en: 'One free spin every day.' },
  dailySpin: true,
  depositSpin: false,
  minDeposits: {},
  spinValidHours: 24,
  publishDropRates: true,
  sectors: [
    {
      id: 's1',
      position: 0,
      titles: { en: '10 points' },
      weight: 3,
      prize: { type: 'points', points: 10 },
      dropRate: 75,
    },
    {
      id: 's2',
      position: 1,
      titles: { en: 'Cash prize' },
      weight: 1,
      prize: { type: 'money', amounts: { EUR: '200' } },
      dropRate: 25,
    },
  ],
  sectorsVersion: 1,
  state: 'live',
  scheduledAt: '2026-12-01T09:00:00.000Z',
  startsAt: null,
  endsAt: null,
  endedAt: null,
  openSpins: 4,
  createdAt: '2026-12-01T09:00:00.000Z',
  updatedAt: '2026-12-01T09:00:00.000Z',
  ...over,
});

const common = {
  'GET /api/settings/currencies': {
    status: 200,
    body: { data: [currency('EUR', 100, true), currency('BTC', 100_000_000)] },
  },
  'GET /api/settings/locales': {
    status: 200,
    body: { data: [locale('en', true), locale('de'), locale('pt-br')] },
  },
};

describe('the wheel pages', () => {
  it('lists wheels with their state and filters by state', async () => {
    const view = renderBackoffice('/wheels', {
      me: meOf('marketing'),
      routes: {
        ...common,
        'GET /api/backoffice/wheels': {
          status: 200,
          body: { data: [wheel()], meta: { page: 1, perPage: 25, totalPages: 1, totalRows: 1 } },
        },
      },
    });
    const table = await screen.findByTestId('wheels-table');
    expect(within(table).getByText('Daily wheel').getAttribute('href')).toBe(`/wheels/${WHEEL_ID}`);
    expect(within(table).getByTestId('promotion-state').textContent).toBe('Live');
    expect(screen.getByTestId('wheel-new')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('wheel-state-filter')).getByRole('button', { name: 'Draft' }));
    await waitFor(() =>
      expect(view.requests.some((request) => request.url.includes('state=draft'))).toBe(true),
    );
  });

  it('creates a wheel: sectors added and removed as rows, chances as weights change, amounts sent in minor units', async () => {
    const view = renderBackoffice('/wheels/new', {
      me: meOf('marketing'),
      routes: {
        ...common,
        'POST /api/backoffice/wheels': { status: 201, body: { data: wheel({ state: 'draft' }) } },
        [`GET /api/backoffice/wheels/${WHEEL_ID}`]: {
          status: 200,
          body: { data: wheel({ state: 'draft' }) },
        },
      },
    });
    fireEvent.change(await screen.findByTestId('wheel-identity'), { target: { value: 'weekend-wheel' } });
    fireEvent.change(await screen.findByTestId('wheel-title-en'), { target: { value: 'Weekend wheel' } });
    fireEvent.change(screen.getByTestId('wheel-title-de'), { target: { value: 'Wochenendrad' } });
    fireEvent.change(screen.getByTestId('wheel-description-en'), { target: { value: 'Spin it.' } });
    fireEvent.change(screen.getByTestId('wheel-sector-title-0-en'), { target: { value: '10 points' } });
    fireEvent.change(screen.getByTestId('wheel-sector-title-1-en'), { target: { value: 'Cash' } });
    fireEvent.change(screen.getByTestId('wheel-sector-weight-0'), { target: { value: '3' } });
    await waitFor(() => expect(screen.getByTestId('wheel-sector-chance-0').textContent).toBe('75%'));
    expect(screen.getByTestId('wheel-preview-chance-1').textContent).toBe('25%');

    fireEvent.change(screen.getByTestId('wheel-sector-prize-1'), { target: { value: 'money' } });
    fireEvent.change(await screen.findByTestId('wheel-sector-amount-1-EUR'), { target: { value: '2.5' } });
    fireEvent.change(screen.getByTestId('wheel-sector-amount-1-BTC'), { target: { value: '0.0001' } });
    await waitFor(() =>
      expect(screen.getByTestId('wheel-preview-sector-1').textContent).toContain('2.50 EUR'),
    );

    fireEvent.click(screen.getByTestId('wheel-sector-add'));
    fireEvent.change(await screen.findByTestId('wheel-sector-weight-2'), { target: { value: '0' } });
    fireEvent.click(screen.getByTestId('wheel-save'));
    await waitFor(() =>
      expect(screen.getByTestId('wheel-sector-weight-2').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(view.requests.some((request) => request.key === 'POST /api/backoffice/wheels')).toBe(false);

    fireEvent.click(screen.getByTestId('wheel-sector-remove-2'));
    await waitFor(() => expect(screen.queryByTestId('wheel-sector-2')).toBeNull());
    fireEvent.click(screen.getByTestId('wheel-save'));
    await waitFor(() =>
      expect(view.requests.some((request) => request.key === 'POST /api/backoffice/wheels')).toBe(true),
    );
    const sent = view.requests.find((request) => request.key === 'POST /api/backoffice/wheels')!.body as {
      titles: Record<string, string>;
      sectors: { weight: number; prize: unknown }[];
    };
    expect(sent.titles).toEqual({ en: 'Weekend wheel', de: 'Wochenendrad' });
    expect(sent.sectors.map((sector) => sector.weight)).toEqual([3, 1]);
    expect(sent.sectors[1]!.prize).toEqual({ type: 'money', amounts: { EUR: '250', BTC: '10000' } });
    expect(await screen.findByTestId('wheel-schedule', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('puts the server’s 422 on its field and hides the chances the site does not publish', async () => {
    const view = renderBackoffice(`/wheels/${WHEEL_ID}`, {
      me: meOf('marketing'),
      routes: {
        ...common,
        [`GET /api/backoffice/wheels/${WHEEL_ID}`]: { status: 200, body: { data: wheel() } },
        [`PUT /api/backoffice/wheels/${WHEEL_ID}`]: {
          status: 422,
          body: {
            error: {
              code: 10422,
              message: 'The given data was invalid.',
              fields: { 'sectors.1.prize.amounts.EUR': ['Choose one of the options.'] },
            },
          },
        },
      },
    });
    expect((await screen.findByTestId('wheel-preview-chance-0')).textContent).toBe('75%');
    fireEvent.click(screen.getByTestId('wheel-publish-drop-rates'));
    await waitFor(() => expect(screen.queryByTestId('wheel-preview-chance-0')).toBeNull());
    fireEvent.click(screen.getByTestId('wheel-save'));
    await waitFor(() =>
      expect(view.requests.map((request) => request.key)).toContain(`PUT /api/backoffice/wheels/${WHEEL_ID}`),
    );
    expect(await screen.findByText('Choose one of the options.')).toBeTruthy();
    expect(screen.getByTestId('wheel-end')).toBeTruthy();
  });

  it('shows support a wheel to read, with nothing to change', async () => {
    renderBackoffice(`/wheels/${WHEEL_ID}`, {
      me: meOf('support'),
      routes: {
        ...common,
        [`GET /api/backoffice/wheels/${WHEEL_ID}`]: { status: 200, body: { data: wheel() } },
      },
    });
    expect(await screen.findByText('You may read this wheel.')).toBeTruthy();
    expect(screen.queryByTestId('wheel-save')).toBeNull();
    expect(screen.queryByTestId('wheel-end')).toBeNull();
  });
});
