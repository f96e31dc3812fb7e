// @vitest-environment happy-dom
import type { BackofficeTournamentSeries } from '@casino/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { meOf, renderBackoffice } from '../../test-harness.tsx';

afterEach(cleanup);

const ID = '00000000-0000-4000-8000-0000000000c1';

const series = (over: Partial<BackofficeTournamentSeries> = {}): BackofficeTournamentSeries => ({
  id: ID,
  key: 'friday-sprint',
  days: 1,
  template: {
    titles: { en: 'Friday sprint' },
    descriptions: { en: 'Spin the most.' },
    image: null,
    scoring: 2,
    entryType: 'join',
    buyIn: {},
    minStake: '0.1',
    maxStake: null,
    gameCollections: [],
    excludedCollections: [],
    currencies: [],
    prizes: [
      {
        place: 1,
        type: 'money',
        amount: '20',
        spinStakes: {},
        gameSlug: null,
        wagerMultiplier: null,
        titles: { en: '€20 cash' },
      },
    ],
  },
  state: 'draft',
  scheduledAt: null,
  startsAt: null,
  endsAt: null,
  endedAt: null,
  baseCurrency: 'EUR',
  openedCount: 0,
  openedUntil: null,
  createdAt: '2026-12-01T09:00:00.000Z',
  updatedAt: '2026-12-01T09:00:00.000Z',
  ...over,
});

const list = (rows: BackofficeTournamentSeries[]) => ({
  status: 200,
  body: { data: rows, meta: { page: 1, perPage: 25, totalPages: 1, totalRows: rows.length } },
});
const reference = {
  status: 200,
  body: { data: { baseCurrency: 'EUR', currencies: [{ code: 'EUR', subunitToUnit: 100 }], collections: [] } },
};

describe('the tournament series page', () => {
  it('creates a draft series from the form, the next period’s card drawn as it is typed', async () => {
    const view = renderBackoffice('/tournament-series', {
      me: meOf('marketing'),
      routes: {
        'GET /api/backoffice/tournament-series': list([]),
        'GET /api/backoffice/tournament-reference': reference,
        'POST /api/backoffice/tournament-series': { status: 201, body: { data: series() } },
      },
    });
    fireEvent.click(await screen.findByTestId('series-new'));
    const dialog = await screen.findByRole('dialog', { name: 'New series' });
    // Nothing typed: the contract's rules refuse it in the form, before any call.
    fireEvent.click(within(dialog).getByTestId('series-save'));
    expect(await within(dialog).findAllByText('Enter the English text.')).not.toHaveLength(0);
    expect(view.requests.some((request) => request.key === 'POST /api/backoffice/tournament-series')).toBe(
      false,
    );

    fireEvent.change(within(dialog).getByTestId('series-key'), { target: { value: 'friday-sprint' } });
    fireEvent.change(within(dialog).getByTestId('series-period'), { target: { value: '7' } });
    fireEvent.change(within(dialog).getByTestId('series-title-en'), { target: { value: 'Friday sprint' } });
    fireEvent.change(within(dialog).getByTestId('series-description-en'), {
      target: { value: 'Spin the most.' },
    });
    fireEvent.change(within(dialog).getByTestId('series-scoring'), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByTestId('series-entry-type'), { target: { value: 'join' } });
    fireEvent.change(within(dialog).getByTestId('series-prize-1-amount'), { target: { value: '20' } });
    fireEvent.change(within(dialog).getByTestId('series-prize-1-title'), { target: { value: '€20 cash' } });
    const preview = within(dialog).getByTestId('tournament-preview');
    await waitFor(() => expect(within(preview).getByText('Friday sprint')).toBeTruthy());
    expect(within(preview).getByText(/€20 cash/)).toBeTruthy();
    expect(within(preview).getByText(/Every bet is a point/)).toBeTruthy();

    fireEvent.click(within(dialog).getByTestId('series-save'));
    await waitFor(() =>
      expect(view.requests.map((request) => request.key)).toContain('POST /api/backoffice/tournament-series'),
    );
    const sent = view.requests.find(
      (request) => request.key === 'POST /api/backoffice/tournament-series',
    )!.body;
    expect(sent).toMatchObject({
      key: 'friday-sprint',
      days: 7,
      template: {
        titles: { en: 'Friday sprint' },
        scoring: 2,
        entryType: 'join',
        prizes: [{ place: 1, type: 'money', amount: '20', titles: { en: '€20 cash' } }],
      },
    });
  });

  it('puts the server’s 422 on the template’s field; a live series keeps its period', async () => {
    const live = series({ state: 'live', scheduledAt: '2026-12-01T09:00:00.000Z', openedCount: 2 });
    const view = renderBackoffice('/tournament-series', {
      me: meOf('marketing'),
      routes: {
        'GET /api/backoffice/tournament-series': list([live]),
        'GET /api/backoffice/tournament-reference': reference,
        [`PUT /api/backoffice/tournament-series/${ID}`]: {
          status: 422,
          body: {
            error: {
              code: 10422,
              message: 'The given data was invalid.',
              fields: { 'template.minStake': ['Too many decimals for the currency.'] },
            },
          },
        },
      },
    });
    fireEvent.click(await screen.findByTestId('series-edit-friday-sprint'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the series' });
    expect((within(dialog).getByTestId('series-period') as HTMLSelectElement).disabled).toBe(true);
    expect(within(dialog).getByTestId('series-live-note')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('series-save'));
    expect(await within(dialog).findByText('Too many decimals for the currency.')).toBeTruthy();
    const sent = view.requests.find(
      (request) => request.key === `PUT /api/backoffice/tournament-series/${ID}`,
    )!;
    expect(sent.body).toMatchObject({ days: 1, template: { minStake: '0.1' } });
  });

  it('schedules a draft from its row with a start, ends a live one; support sees no buttons', async () => {
    const live = series({ id: '00000000-0000-4000-8000-0000000000c2', key: 'weekly-race', state: 'live' });
    const view = renderBackoffice('/tournament-series', {
      me: meOf('marketing'),
      routes: {
        'GET /api/backoffice/tournament-series': list([series(), live]),
        'GET /api/backoffice/tournament-reference': reference,
        [`POST /api/backoffice/tournament-series/${ID}/schedule`]: {
          status: 200,
          body: { data: series({ state: 'scheduled' }) },
        },
        [`POST /api/backoffice/tournament-series/${live.id}/end`]: {
          status: 200,
          body: { data: { ...live, state: 'ended' } },
        },
      },
    });
    const table = await screen.findByTestId('series-table');
    expect(
      within(table)
        .getAllByTestId('promotion-state')
        .map((badge) => badge.textContent),
    ).toEqual(['Draft', 'Live']);
    expect(within(table).queryByTestId('series-end-friday-sprint')).toBeNull();
    fireEvent.click(within(table).getByTestId('series-schedule-friday-sprint'));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Friday sprint' });
    fireEvent.change(within(dialog).getByTestId('series-starts-at'), {
      target: { value: '2026-12-07T09:00' },
    });
    fireEvent.click(within(dialog).getByTestId('series-schedule'));
    fireEvent.click(within(table).getByTestId('series-end-weekly-race'));
    await waitFor(() =>
      expect(view.requests.map((request) => request.key)).toEqual(
        expect.arrayContaining([
          `POST /api/backoffice/tournament-series/${ID}/schedule`,
          `POST /api/backoffice/tournament-series/${live.id}/end`,
        ]),
      ),
    );
    const scheduled = view.requests.find((request) => request.key.endsWith(`${ID}/schedule`))!;
    expect(scheduled.body).toEqual({ startsAt: new Date('2026-12-07T09:00').toISOString(), endsAt: null });
    fireEvent.click(within(screen.getByTestId('series-state-filter')).getByRole('button', { name: 'Live' }));
    await waitFor(() =>
      expect(view.requests.some((request) => request.url.includes('state=live'))).toBe(true),
    );
    cleanup();

    renderBackoffice('/tournament-series', {
      me: meOf('support'),
      routes: {
        'GET /api/backoffice/tournament-series': list([series()]),
        'GET /api/backoffice/tournament-reference': reference,
      },
    });
    const readOnly = await screen.findByTestId('series-table');
    expect(within(readOnly).getByText('Friday sprint')).toBeTruthy();
    expect(screen.queryByTestId('series-new')).toBeNull();
    expect(within(readOnly).queryByTestId('series-schedule-friday-sprint')).toBeNull();
  });
});
