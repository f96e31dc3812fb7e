// @vitest-environment happy-dom
import type { Player360 } from '@casino/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeRoutes, meOf, renderBackoffice } from '../../test-harness.tsx';

afterEach(cleanup);

const PLAYER_ID = '7e22b9a3-57e2-4163-9e1b-4df166703893';

const head: Player360 = {
  profile: {
    id: PLAYER_ID,
    nickname: 'MarinaC',
    email: 'marina@example.com',
    emailConfirmed: true,
    phone: null,
    phoneVerified: false,
    firstName: 'Marina',
    lastName: 'Costa',
    gender: null,
    birthdate: '1990-04-12',
    country: 'PT',
    city: 'Porto',
    address: null,
    postalCode: null,
    locale: 'en',
    timeZone: null,
    status: 1,
    marketingSuppressed: false,
    receiveEmailPromo: true,
    receiveSmsPromo: false,
    affiliateTag: null,
    registrationIp: '203.0.113.9',
    createdAt: '2030-01-01T09:00:00.000Z',
    lastSignInAt: '2030-01-02T09:00:00.000Z',
  },
  accounts: [
    {
      id: 'account-1',
      status: 1,
      currency: 'EUR',
      balance: 120.5,
      realBalance: 100.5,
      bonusBalance: 20,
      lockedBalance: 0,
      withdrawalBalance: 100.5,
      isActive: true,
    } as Player360['accounts'][number],
  ],
  verification: { level: 'none', rejectReason: null, documents: [] },
  limits: [],
  openSessions: [],
  sharedDevicePlayers: [],
};

const currencies = {
  status: 200,
  body: {
    data: [
      { code: 'EUR', subunitToUnit: 100 },
      { code: 'BTC', subunitToUnit: 100_000_000 },
    ],
  },
};

const emptyPage = {
  status: 200,
  body: { data: [], meta: { page: 1, perPage: 10, totalPages: 0, totalRows: 0 } },
};
const page = (data: unknown[]) => ({
  status: 200,
  body: { data, meta: { page: 1, perPage: 10, totalPages: 1, totalRows: data.length } },
});
const history = (section: string) => `GET /api/backoffice/players/${PLAYER_ID}/${section}`;

function routesFor(extra: FakeRoutes = {}): FakeRoutes {
  return {
    [`GET /api/backoffice/players/${PLAYER_ID}`]: { status: 200, body: { data: head } },
    [`GET /api/backoffice/players/${PLAYER_ID}/notes`]: {
      status: 200,
      body: {
        data: [
          {
            id: 'note-1',
            text: 'Called about a late payout.',
            author: { id: 'staff-support', name: 'Sam Support' },
            createdAt: '2030-01-02T10:00:00.000Z',
          },
        ],
      },
    },
    'GET /api/settings/currencies': currencies,
    [`GET /api/backoffice/players/${PLAYER_ID}/invoices`]: {
      status: 200,
      body: {
        data: [
          {
            id: 'invoice-1',
            playerId: PLAYER_ID,
            number: 1042,
            invoiceType: 1,
            status: 2,
            paymentMethod: 'sandbox_card',
            amount: 25,
            currency: 'EUR',
            createdAt: '2030-01-02T09:30:00.000Z',
          },
        ],
        meta: { page: 1, perPage: 10, totalPages: 1, totalRows: 1 },
      },
    },
    [`GET /api/backoffice/players/${PLAYER_ID}/rounds`]: emptyPage,
    ...Object.fromEntries(
      [
        'ledger',
        'bonuses',
        'freespins',
        'loyalty/points',
        'quests',
        'tournaments',
        'limit-history',
        'messages',
        'sessions',
      ].map((section) => [history(section), emptyPage]),
    ),
    [history('loyalty')]: { status: 200, body: { data: { enabled: true, account: null } } },
    ...extra,
  };
}

describe('the player 360 page', () => {
  it('shows the profile, the balances in the currency’s precision and the notes', async () => {
    renderBackoffice(`/players/${PLAYER_ID}`, { me: meOf('read-only'), routes: routesFor() });
    expect(await screen.findByRole('heading', { name: 'MarinaC' })).toBeTruthy();
    expect(screen.getByTestId('player-status').textContent).toBe('Active');
    const accounts = screen.getByTestId('player-accounts');
    await waitFor(() => expect(within(accounts).getByText('120.50 EUR')).toBeTruthy());
    expect(within(accounts).getByText('20.00 EUR')).toBeTruthy();
    expect(await screen.findByText('Called about a late payout.')).toBeTruthy();
    const invoices = await screen.findByTestId('player-invoices');
    expect(within(invoices).getByText('25.00 EUR')).toBeTruthy();
    expect(within(invoices).getByText('Succeeded')).toBeTruthy();
    expect(await screen.findByText('No round played yet.')).toBeTruthy();
    // A read-only member sees no action.
    expect(screen.queryByRole('button', { name: 'Change status' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add the note' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Set a limit' })).toBeNull();
  });

  it('blocks the player: the chosen status and the reason go to the server', async () => {
    const { requests } = renderBackoffice(`/players/${PLAYER_ID}`, {
      me: meOf('support'),
      routes: routesFor({
        [`POST /api/backoffice/players/${PLAYER_ID}/status`]: {
          status: 200,
          body: { data: { status: 3, closedSessions: 1 } },
        },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('New status'), { target: { value: '3' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Chargeback fraud' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change the status' }));
    await waitFor(() =>
      expect(requests.find((request) => request.key.endsWith('/status'))?.body).toEqual({
        status: 3,
        reason: 'Chargeback fraud',
      }),
    );
  });

  it('asks for a reason before changing anything', async () => {
    const { requests } = renderBackoffice(`/players/${PLAYER_ID}`, {
      me: meOf('support'),
      routes: routesFor(),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Close sessions' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close the sessions' }));
    await waitFor(() => expect(within(dialog).getByText(/at least|required|empty/i)).toBeTruthy());
    expect(requests.some((request) => request.key.endsWith('/sessions/close'))).toBe(false);
  });
});

describe('the player 360 history sections', () => {
  it('lists the ledger in each currency’s precision, a manual adjustment with its reason, and filters by currency', async () => {
    const { requests } = renderBackoffice(`/players/${PLAYER_ID}`, {
      me: meOf('read-only'),
      routes: routesFor({
        [`GET /api/backoffice/players/${PLAYER_ID}`]: {
          status: 200,
          body: {
            data: {
              ...head,
              accounts: [
                ...head.accounts,
                { ...head.accounts[0]!, id: 'account-2', currency: 'BTC', isActive: false },
              ],
            },
          },
        },
        [history('ledger')]: page([
          {
            id: '12',
            transactionId: '7',
            kind: 'adjustment.debit',
            currency: 'EUR',
            part: 'cash',
            amount: -5,
            balanceAfter: 20,
            reference: 'adjustment:5d1c',
            adjustment: { reasonCode: 'correction', comment: 'Credited twice' },
            createdAt: '2030-01-02T11:00:00.000Z',
          },
          {
            id: '9',
            transactionId: '5',
            kind: 'deposit',
            currency: 'BTC',
            part: 'cash',
            amount: 0.0015,
            balanceAfter: 0.0015,
            reference: 'psp:sandbox:tx-1',
            adjustment: null,
            createdAt: '2030-01-02T10:00:00.000Z',
          },
        ]),
      }),
    });
    const ledger = await screen.findByTestId('player-ledger');
    await waitFor(() => expect(within(ledger).getByText('-5.00 EUR')).toBeTruthy());
    expect(within(ledger).getByText('20.00 EUR')).toBeTruthy();
    expect(within(ledger).getByText('+0.00150000 BTC')).toBeTruthy();
    expect(within(ledger).getByText('0.00150000 BTC')).toBeTruthy();
    expect(within(ledger).getByText('Manual debit')).toBeTruthy();
    expect(within(ledger).getByTestId('adjustment-reason').textContent).toBe('Correction: Credited twice');
    expect(within(ledger).getByText('Deposit')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'BTC' } });
    await waitFor(() =>
      expect(
        requests.some((request) => request.url.includes('/ledger?') && request.url.includes('currency=BTC')),
      ).toBe(true),
    );
  });

  it('lists every change of the limits with who made it', async () => {
    renderBackoffice(`/players/${PLAYER_ID}`, {
      me: meOf('read-only'),
      routes: routesFor({
        [history('limit-history')]: page([
          {
            id: 'change-3',
            limitId: 'limit-1',
            definition: 3,
            period: 'daily',
            currency: 'EUR',
            change: 'tightened',
            amount: 60,
            previousAmount: 100,
            effectiveAt: null,
            actor: 'staff',
            derived: false,
            createdAt: '2030-01-03T10:00:00.000Z',
          },
          {
            id: 'change-2',
            limitId: 'limit-2',
            definition: 5,
            period: '1-week',
            currency: null,
            change: 'expired',
            amount: null,
            previousAmount: null,
            effectiveAt: '2030-01-02T10:00:00.000Z',
            actor: 'system',
            derived: false,
            createdAt: '2030-01-02T10:00:00.000Z',
          },
          {
            id: 'change-1',
            limitId: 'limit-1',
            definition: 3,
            period: 'daily',
            currency: 'EUR',
            change: 'created',
            amount: 100,
            previousAmount: null,
            effectiveAt: null,
            actor: null,
            derived: true,
            createdAt: '2030-01-01T10:00:00.000Z',
          },
        ]),
      }),
    });
    const changes = await screen.findByTestId('player-limit-history');
    await waitFor(() => expect(within(changes).getByText('100.00 EUR → 60.00 EUR')).toBeTruthy());
    const rows = within(changes).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual([
      'Lowered',
      'Expired',
      'Set',
    ]);
    expect(within(rows[0]!).getByText('Staff')).toBeTruthy();
    expect(within(rows[0]!).getByText('Deposit limit, daily')).toBeTruthy();
    expect(within(rows[1]!).getByText('Site (a scheduled job)')).toBeTruthy();
    expect(within(rows[1]!).getByText('Cooling-off, 1 week')).toBeTruthy();
    expect(within(rows[2]!).getByText('Before the history')).toBeTruthy();
    expect(within(rows[2]!).getByText('100.00 EUR')).toBeTruthy();
  });
});

describe('the player search', () => {
  it('searches from the URL and links each player to their page', async () => {
    renderBackoffice('/players?q=marina', {
      me: meOf('support'),
      routes: {
        'GET /api/backoffice/players': {
          status: 200,
          body: {
            data: [
              {
                id: PLAYER_ID,
                nickname: 'MarinaC',
                email: 'marina@example.com',
                phone: null,
                status: 3,
                country: 'PT',
                createdAt: '2030-01-01T09:00:00.000Z',
                lastSignInAt: null,
              },
            ],
            meta: { matchedOn: 'nickname' },
          },
        },
      },
    });
    const link = await screen.findByRole('link', { name: 'MarinaC' });
    expect(link.getAttribute('href')).toBe(`/players/${PLAYER_ID}`);
    expect(screen.getByText('Blocked')).toBeTruthy();
    expect(screen.getByText('1 found by the start of the nickname.')).toBeTruthy();
  });

  it('records a contact and applies a cooling-off from the player page', async () => {
    const view = renderBackoffice(`/players/${PLAYER_ID}`, {
      me: meOf('support'),
      routes: routesFor({
        [`GET /api/backoffice/responsible-gaming/players/${PLAYER_ID}/interactions`]: {
          status: 200,
          body: { data: [], meta: { page: 1, perPage: 50, totalPages: 1, totalRows: 0 } },
        },
        [`POST /api/backoffice/responsible-gaming/players/${PLAYER_ID}/interactions`]: {
          status: 200,
          body: {
            data: {
              id: 'i1',
              playerId: PLAYER_ID,
              channel: 'phone',
              outcome: 'informed',
              summary: 'Talked about breaks',
              staff: { id: 's', name: 'Sue' },
              createdAt: '2026-12-01T10:00:00.000Z',
            },
          },
        },
        [`POST /api/backoffice/responsible-gaming/players/${PLAYER_ID}/cooling-off`]: {
          status: 200,
          body: { data: { outcome: 'kept', limit: {} } },
        },
      }),
    });
    const summary = await screen.findByLabelText('What was said');
    fireEvent.click(screen.getByRole('button', { name: 'Record the contact' }));
    expect(view.requests.map((request) => request.key)).not.toContain(
      `POST /api/backoffice/responsible-gaming/players/${PLAYER_ID}/interactions`,
    );
    fireEvent.change(summary, { target: { value: 'Talked about breaks' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record the contact' }));
    await waitFor(() =>
      expect(view.requests.map((request) => request.key)).toContain(
        `POST /api/backoffice/responsible-gaming/players/${PLAYER_ID}/interactions`,
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Apply a cooling-off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply a cooling-off' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Asked on the phone' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply the cooling-off' }));
    expect(await within(dialog).findByText(/already ends later/)).toBeTruthy();
  });
});
