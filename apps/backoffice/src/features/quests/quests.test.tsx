// @vitest-environment happy-dom
import type { BackofficeQuest } from '@casino/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, meOf, renderBackoffice } from '../../test-harness.tsx';

afterEach(cleanup);

const QUEST_ID = '00000000-0000-4000-8000-0000000000a1';

const currency = (code: string, subunitToUnit: number, rate: number, isBase = false) => ({
  code,
  name: code,
  type: subunitToUnit > 100 ? 'crypto' : 'fiat',
  isEnabled: true,
  isBase,
  subunitToUnit,
  rate: { rate, rateTime: null },
  symbol: code,
  nativeCurrency: code,
  subCurrencies: [],
});

const quest = (over: Partial<BackofficeQuest> = {}): BackofficeQuest => ({
  id: QUEST_ID,
  slug: 'harbor-welcome',
  state: 'live',
  scheduledAt: '2026-12-01T09:00:00.000Z',
  startsAt: null,
  endsAt: null,
  endedAt: null,
  takenCount: 4,
  activeCount: 2,
  createdAt: '2026-12-01T09:00:00.000Z',
  terms: {
    names: { en: 'Welcome aboard', de: 'Willkommen an Bord' },
    descriptions: { en: 'Make your first deposit.' },
    image: null,
    order: 1,
    taskExecutionOrder: 'any',
    durationHours: null,
    tasks: [
      {
        type: 1,
        names: { en: 'Deposit' },
        descriptions: { en: 'Deposit at least this amount.' },
        amounts: { EUR: 2000 },
        conditions: {},
      },
    ],
    rewards: [{ type: 'points', points: 250 }],
  },
  ...over,
});

const page = (items: BackofficeQuest[]) => ({
  status: 200,
  body: { data: items, meta: { page: 1, perPage: 25, totalPages: 1, totalRows: items.length } },
});

const common = {
  'GET /api/settings/currencies': {
    status: 200,
    body: { data: [currency('EUR', 100, 1, true), currency('USD', 100, 0.5)] },
  },
};

describe('the quest pages', () => {
  it('lists quests with their state, filters by state, and offers marketing a new one', async () => {
    const view = renderBackoffice('/quests', {
      me: meOf('marketing'),
      routes: { ...common, 'GET /api/backoffice/quests': page([quest()]) },
    });
    const table = await screen.findByTestId('quests-table');
    expect(within(table).getByText('Welcome aboard').getAttribute('href')).toBe(`/quests/${QUEST_ID}`);
    expect(within(table).getByTestId('promotion-state').textContent).toBe('Live');
    expect(within(table).getByText('4 (2 active)')).toBeTruthy();
    expect(screen.getByTestId('quest-new')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('quest-state-filter')).getByRole('button', { name: 'Draft' }));
    await waitFor(() =>
      expect(view.requests.some((request) => request.url.includes('state=draft'))).toBe(true),
    );
  });

  it('checks a new quest with the contract before sending, then creates it with amounts in minor units', async () => {
    const view = renderBackoffice('/quests/new', {
      me: meOf('marketing'),
      routes: {
        ...common,
        'POST /api/backoffice/quests': { status: 201, body: { data: quest({ state: 'draft' }) } },
        [`GET /api/backoffice/quests/${QUEST_ID}`]: {
          status: 200,
          body: { data: quest({ state: 'draft' }) },
        },
      },
    });
    fireEvent.change(await screen.findByTestId('quest-slug'), { target: { value: 'deposit-run' } });
    fireEvent.click(screen.getByTestId('quest-save'));
    await waitFor(() =>
      expect(screen.getByTestId('quest-name-en').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(view.requests.some((request) => request.key === 'POST /api/backoffice/quests')).toBe(false);

    fireEvent.change(screen.getByTestId('quest-name-en'), { target: { value: 'Deposit run' } });
    fireEvent.change(screen.getByTestId('quest-description-en'), { target: { value: 'Deposit twice.' } });
    fireEvent.change(screen.getByTestId('quest-task-type-0'), { target: { value: '1' } });
    fireEvent.change(screen.getByTestId('quest-task-name-0-en'), { target: { value: 'Deposit' } });
    fireEvent.change(screen.getByTestId('quest-task-description-0-en'), { target: { value: 'Deposit it.' } });
    fireEvent.change(await screen.findByTestId('quest-task-amounts-0-EUR'), { target: { value: '20.5' } });
    fireEvent.change(screen.getByTestId('quest-reward-points-0'), { target: { value: '300' } });
    // The preview follows the form: the player's card, in the base currency and the chosen one.
    const preview = screen.getByTestId('quest-preview');
    expect(within(preview).getByTestId('quest-preview-name').textContent).toBe('Deposit run');
    expect(within(preview).getByTestId('quest-preview-tasks').textContent).toContain('0 of 20.50 EUR');
    expect(within(preview).getByTestId('quest-preview-rewards').textContent).toContain('300 loyalty points');
    fireEvent.change(within(preview).getByTestId('quest-preview-currency'), { target: { value: 'USD' } });
    expect(within(preview).getByTestId('quest-preview-tasks').textContent).toContain('≈ 41.00 USD');

    fireEvent.click(screen.getByTestId('quest-save'));
    await waitFor(() =>
      expect(view.requests.some((request) => request.key === 'POST /api/backoffice/quests')).toBe(true),
    );
    const sent = view.requests.find((request) => request.key === 'POST /api/backoffice/quests')!
      .body as Record<string, unknown>;
    expect(sent).toMatchObject({
      slug: 'deposit-run',
      names: { en: 'Deposit run' },
      tasks: [{ type: 1, amounts: { EUR: 2050 }, names: { en: 'Deposit' } }],
      rewards: [{ type: 'points', points: 300 }],
    });
    expect((sent.names as Record<string, string>).de).toBeUndefined();
    expect(await screen.findByTestId('quest-schedule', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('keeps a live quest’s tasks read-only, puts the server’s 409 on its field, and ends it', async () => {
    const view = renderBackoffice(`/quests/${QUEST_ID}`, {
      me: meOf('marketing'),
      routes: {
        ...common,
        [`GET /api/backoffice/quests/${QUEST_ID}`]: { status: 200, body: { data: quest() } },
        [`PUT /api/backoffice/quests/${QUEST_ID}`]: apiError(409, 10409, 'Players hold this quest.', {
          taskExecutionOrder: ['Locked while it is live: players hold it.'],
        }),
        [`POST /api/backoffice/quests/${QUEST_ID}/end`]: {
          status: 200,
          body: { data: quest({ state: 'ended', endedAt: '2026-12-02T09:00:00.000Z' }) },
        },
      },
    });
    expect(await screen.findByTestId('quest-locked-note')).toBeTruthy();
    expect(screen.queryByTestId('quest-task-type-0')).toBeNull();
    expect(screen.queryByTestId('quest-schedule')).toBeNull();
    fireEvent.change(screen.getByTestId('quest-task-name-0-en'), { target: { value: 'Deposit money' } });
    fireEvent.click(screen.getByTestId('quest-save'));
    expect(await screen.findByText('Locked while it is live: players hold it.')).toBeTruthy();
    const put = view.requests.find((request) => request.key === `PUT /api/backoffice/quests/${QUEST_ID}`)!;
    expect(put.body).toMatchObject({ tasks: [{ names: { en: 'Deposit money' }, amounts: { EUR: 2000 } }] });

    fireEvent.click(screen.getByTestId('quest-end'));
    await waitFor(() =>
      expect(view.requests.map((request) => request.key)).toContain(
        `POST /api/backoffice/quests/${QUEST_ID}/end`,
      ),
    );
  });

  it('schedules a draft between a start and an end', async () => {
    const view = renderBackoffice(`/quests/${QUEST_ID}`, {
      me: meOf('marketing'),
      routes: {
        ...common,
        [`GET /api/backoffice/quests/${QUEST_ID}`]: {
          status: 200,
          body: { data: quest({ state: 'draft', scheduledAt: null, takenCount: 0, activeCount: 0 }) },
        },
        [`POST /api/backoffice/quests/${QUEST_ID}/schedule`]: { status: 200, body: { data: quest() } },
      },
    });
    expect(await screen.findByTestId('quest-task-type-0')).toBeTruthy();
    fireEvent.change(screen.getByTestId('quest-starts-at'), { target: { value: '2030-01-01T10:00' } });
    fireEvent.click(screen.getByTestId('quest-schedule'));
    await waitFor(() =>
      expect(view.requests.map((request) => request.key)).toContain(
        `POST /api/backoffice/quests/${QUEST_ID}/schedule`,
      ),
    );
    const sent = view.requests.find((request) => request.key.endsWith('/schedule'))!.body as {
      startsAt: string;
      endsAt: null;
    };
    expect(sent.startsAt).toBe(new Date('2030-01-01T10:00').toISOString());
    expect(sent.endsAt).toBeNull();
  });

  it('shows support a quest to read, with nothing to change', async () => {
    renderBackoffice(`/quests/${QUEST_ID}`, {
      me: meOf('support'),
      routes: {
        ...common,
        [`GET /api/backoffice/quests/${QUEST_ID}`]: { status: 200, body: { data: quest() } },
      },
    });
    expect(await screen.findByText('You may read this quest.')).toBeTruthy();
    expect(screen.queryByTestId('quest-save')).toBeNull();
    expect(screen.queryByTestId('quest-end')).toBeNull();
  });
});
