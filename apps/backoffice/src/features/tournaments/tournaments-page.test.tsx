// @vitest-environment happy-dom
import type { BackofficeTournament } from '@casino/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { meOf, renderBackoffice } from '../../test-harness.tsx';

afterEach(cleanup);

const ID = '00000000-0000-4000-8000-0000000000a1';

const tournament = (over: Partial<BackofficeTournament> = {}): BackofficeTournament => ({
  id: ID,
  identity: 'friday-race',
  series: null,
  state: 'draft',
  engineState: 2,
  startsAt: '2026-12-04T18:00:00.000Z',
  endsAt: '2026-12-05T18:00:00.000Z',
  scheduledAt: null,
  endedAt: null,
  baseCurrency: 'EUR',
  playersCount: 0,
  terms: {
    titles: { en: 'Friday race' },
    descriptions: { en: 'Stake the most.' },
    image: null,
    scoring: 1,
    entryType: 'join',
    buyIn: {},
    minStake: '0.2',
    maxStake: null,
    gameCollections: [],
    excludedCollections: [],
    currencies: [],
    prizes: [
      {
        place: 1,
        type: 'money',
        amount: '50',
        spinStakes: {},
        gameSlug: null,
        wagerMultiplier: null,
        titles: { en: '€50 cash' },
      },
    ],
  },
  ...over,
});

const list = (rows: BackofficeTournament[]) => ({
  status: 200,
  body: { data: rows, meta: { page: 1, perPage: 25, totalPages: 1, totalRows: rows.length } },
});
const reference = {
  status: 200,
  body: { data: { baseCurrency: 'EUR', currencies: [{ code: 'EUR', subunitToUnit: 100 }], collections: [] } },
};

describe('the tournaments page', () => {
  it('creates a draft from the form, with the player card drawn as it is typed', async () => {
    const view = renderBackoffice('/tournaments', {
      me: meOf('marketing'),
      routes: {
        'GET /api/backoffice/tournaments': list([]),
        'GET /api/backoffice/tournament-reference': reference,
        'POST /api/backoffice/tournaments': { status: 200, body: { data: tournament() } },
      },
    });
    fireEvent.click(await screen.findByTestId('tournament-new'));
    const dialog = await screen.findByRole('dialog', { name: 'New tournament' });
    // Nothing typed: the contract's rules refuse it in the form, before any call.
    fireEvent.click(within(dialog).getByTestId('tournament-save'));
    expect(await within(dialog).findAllByText('Enter the English text.')).not.toHaveLength(0);
    expect(view.requests.some((request) => request.key === 'POST /api/backoffice/tournaments')).toBe(false);

    fireEvent.change(within(dialog).getByTestId('tournament-identity'), { target: { value: 'friday-race' } });
    fireEvent.change(within(dialog).getByTestId('tournament-title-en'), { target: { value: 'Friday race' } });
    fireEvent.change(within(dialog).getByTestId('tournament-description-en'), {
      target: { value: 'Stake the most.' },
    });
    fireEvent.change(within(dialog).getByTestId('tournament-entry-type'), { target: { value: 'join' } });
    fireEvent.change(within(dialog).getByTestId('tournament-prize-1-amount'), { target: { value: '50' } });
    fireEvent.change(within(dialog).getByTestId('tournament-prize-1-title'), {
      target: { value: '€50 cash' },
    });
    const preview = within(dialog).getByTestId('tournament-preview');
    await waitFor(() => expect(within(preview).getByText('Friday race')).toBeTruthy());
    expect(within(preview).getByText(/€50 cash/)).toBeTruthy();

    fireEvent.click(within(dialog).getByTestId('tournament-save'));
    await waitFor(() =>
      expect(view.requests.map((request) => request.key)).toContain('POST /api/backoffice/tournaments'),
    );
    const sent = view.requests.find((request) => request.key === 'POST /api/backoffice/tournaments')!.body;
    expect(sent).toMatchObject({
      identity: 'friday-race',
      titles: { en: 'Friday race' },
      scoring: 1,
      entryType: 'join',
      prizes: [{ place: 1, type: 'money', amount: '50', titles: { en: '€50 cash' } }],
    });
  });

  it('schedules a draft and ends a live one; support sees the list without the buttons', async () => {
    const live = tournament({
      id: '00000000-0000-4000-8000-0000000000a2',
      identity: 'live-race',
      state: 'live',
    });
    const view = renderBackoffice('/tournaments', {
      me: meOf('marketing'),
      routes: {
        'GET /api/backoffice/tournaments': list([tournament(), live]),
        'GET /api/backoffice/tournament-reference': reference,
        [`POST /api/backoffice/tournaments/${ID}/schedule`]: {
          status: 200,
          body: { data: tournament({ state: 'scheduled' }) },
        },
        [`POST /api/backoffice/tournaments/${live.id}/end`]: {
          status: 200,
          body: { data: { ...live, state: 'ended' } },
        },
      },
    });
    const table = await screen.findByTestId('tournaments-table');
    expect(within(table).queryByTestId('tournament-end-friday-race')).toBeNull();
    fireEvent.click(within(table).getByTestId('tournament-schedule-friday-race'));
    fireEvent.click(within(table).getByTestId('tournament-end-live-race'));
    await waitFor(() =>
      expect(view.requests.map((request) => request.key)).toEqual(
        expect.arrayContaining([
          `POST /api/backoffice/tournaments/${ID}/schedule`,
          `POST /api/backoffice/tournaments/${live.id}/end`,
        ]),
      ),
    );
    cleanup();

    renderBackoffice('/tournaments', {
      me: meOf('support'),
      routes: {
        'GET /api/backoffice/tournaments': list([tournament()]),
        'GET /api/backoffice/tournament-reference': reference,
      },
    });
    const readOnly = await screen.findByTestId('tournaments-table');
    expect(within(readOnly).getByText('Friday race')).toBeTruthy();
    expect(screen.queryByTestId('tournament-new')).toBeNull();
    expect(within(readOnly).queryByTestId('tournament-schedule-friday-race')).toBeNull();
  });
});
