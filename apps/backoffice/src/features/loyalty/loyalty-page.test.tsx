// @vitest-environment happy-dom
import type { BackofficeLoyaltyLadder } from '@casino/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, meOf, renderBackoffice } from '../../test-harness.tsx';

afterEach(cleanup);

const locale = (code: string) => ({
  code,
  name: code,
  nativeName: code,
  languageCode: code,
  isDefault: code === 'en',
});

const LADDER: BackofficeLoyaltyLadder = {
  levels: [
    {
      id: 'l1',
      order: 1,
      names: { en: 'Deckhand', de: 'Schiffsjunge' },
      pointsRequired: 0,
      rateBp: 10_000,
      holders: 40,
    },
    {
      id: 'l2',
      order: 2,
      names: { en: 'Sailor', de: 'Matrose' },
      pointsRequired: 500,
      rateBp: 11_000,
      holders: 7,
    },
    { id: 'l3', order: 3, names: { en: 'Navigator' }, pointsRequired: 2_500, rateBp: 12_500, holders: 0 },
  ],
  updatedAt: '2026-12-01T09:00:00.000Z',
};

const RATES = {
  rules: [
    { group: 'slots', percent: 100 },
    { group: 'instant', percent: 50 },
    { group: 'table', percent: 20 },
    { group: 'sportsbook', percent: 50 },
  ],
};

const routes = (extra = {}) => ({
  'GET /api/settings/locales': { status: 200, body: { data: [locale('en'), locale('de')] } },
  'GET /api/settings/currencies': { status: 200, body: { data: [] } },
  'GET /api/backoffice/loyalty/levels': { status: 200, body: { data: LADDER } },
  'GET /api/backoffice/loyalty/earn-rates': { status: 200, body: { data: RATES } },
  ...extra,
});

describe('the loyalty page', () => {
  it('edits the ladder in its table: points typed as they are, rates in points per unit sent as basis points', async () => {
    const view = renderBackoffice('/loyalty', {
      me: meOf('marketing'),
      routes: routes({
        'PUT /api/backoffice/loyalty/levels': (body: unknown) => ({
          status: 200,
          body: { data: { ...LADDER, sent: body } },
        }),
      }),
    });
    const points = await screen.findByTestId('loyalty-level-points-2');
    expect(screen.getByTestId('loyalty-level-holders-1').textContent).toBe('7');
    // A level players hold is never removed; the empty top one may be.
    expect(screen.queryByTestId('loyalty-level-remove-1')).toBeNull();
    expect((screen.getByTestId('loyalty-level-remove-2') as HTMLButtonElement).disabled).toBe(false);

    fireEvent.change(points, { target: { value: '400' } });
    fireEvent.click(screen.getByTestId('loyalty-save'));
    await waitFor(() => expect(points.getAttribute('aria-invalid')).toBe('true'));
    expect(await screen.findByText('Must need more points than the level below.')).toBeTruthy();
    expect(view.requests.some((request) => request.key === 'PUT /api/backoffice/loyalty/levels')).toBe(false);

    fireEvent.change(points, { target: { value: '3000' } });
    fireEvent.change(screen.getByTestId('loyalty-level-rate-2'), { target: { value: '1.3' } });
    fireEvent.change(screen.getByTestId('loyalty-level-name-2-de'), { target: { value: 'Navigator' } });
    fireEvent.click(screen.getByTestId('loyalty-level-add'));
    fireEvent.change(await screen.findByTestId('loyalty-level-name-3-en'), { target: { value: 'Captain' } });
    fireEvent.click(screen.getByTestId('loyalty-save'));
    await waitFor(() =>
      expect(view.requests.some((request) => request.key === 'PUT /api/backoffice/loyalty/levels')).toBe(
        true,
      ),
    );
    const sent = view.requests.find((request) => request.key === 'PUT /api/backoffice/loyalty/levels')!
      .body as {
      levels: { names: Record<string, string>; pointsRequired: number; rateBp: number }[];
    };
    expect(sent.levels[2]).toEqual({
      names: { en: 'Navigator', de: 'Navigator' },
      pointsRequired: 3000,
      rateBp: 13_000,
    });
    expect(sent.levels[3]).toMatchObject({ names: { en: 'Captain' }, pointsRequired: 6000, rateBp: 13_000 });
    expect(sent.levels[0]!.names).toEqual({ en: 'Deckhand', de: 'Schiffsjunge' });
    expect(await screen.findByText('Saved. Players keep the levels and points they have.')).toBeTruthy();
  });

  it('previews the level card a player at the chosen level sees', async () => {
    renderBackoffice('/loyalty', { me: meOf('marketing'), routes: routes() });
    fireEvent.change(await screen.findByTestId('loyalty-preview-level'), { target: { value: '1' } });
    expect(screen.getByTestId('loyalty-preview-name').textContent).toBe('Sailor');
    expect(screen.getByTestId('loyalty-preview-next').textContent).toBe('Navigator');
    expect(screen.getByTestId('loyalty-preview-to-next').textContent).toBe('2,000 points to Navigator');
    expect(screen.getByTestId('loyalty-preview-rate').textContent).toContain('1.1 points per 1');
    fireEvent.change(screen.getByTestId('loyalty-level-points-2'), { target: { value: '1500' } });
    await waitFor(() =>
      expect(screen.getByTestId('loyalty-preview-to-next').textContent).toBe('1,000 points to Navigator'),
    );
  });

  it('saves the earn rates and shows the server’s 409 when a held level would go', async () => {
    const view = renderBackoffice('/loyalty', {
      me: meOf('marketing'),
      routes: routes({
        'PUT /api/backoffice/loyalty/earn-rates': { status: 200, body: { data: RATES } },
        'PUT /api/backoffice/loyalty/levels': apiError(
          409,
          10409,
          'Players hold level 3: a level reached is not removed.',
        ),
      }),
    });
    fireEvent.change(await screen.findByTestId('loyalty-rate-table'), { target: { value: '40' } });
    fireEvent.click(screen.getByTestId('loyalty-rates-save'));
    await waitFor(() =>
      expect(view.requests.some((request) => request.key === 'PUT /api/backoffice/loyalty/earn-rates')).toBe(
        true,
      ),
    );
    const sent = view.requests.find((request) => request.key === 'PUT /api/backoffice/loyalty/earn-rates')!
      .body as {
      rules: { group: string; percent: number }[];
    };
    expect(sent.rules).toContainEqual({ group: 'table', percent: 40 });
    fireEvent.click(screen.getByTestId('loyalty-level-remove-2'));
    fireEvent.click(screen.getByTestId('loyalty-save'));
    expect(await screen.findByText('Players hold level 3: a level reached is not removed.')).toBeTruthy();
  });

  it('shows support the ladder to read, with nothing to save', async () => {
    renderBackoffice('/loyalty', { me: meOf('support'), routes: routes() });
    expect(await screen.findByText('You may read the club’s levels.'.replace('’', "'"))).toBeTruthy();
    expect(screen.queryByTestId('loyalty-save')).toBeNull();
    expect(screen.queryByTestId('loyalty-rates-save')).toBeNull();
  });
});
