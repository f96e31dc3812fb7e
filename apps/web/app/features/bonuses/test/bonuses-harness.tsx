import type { Bonus, PlayerBonus, PlayerFreespin, Profile } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { AlertProvider } from '../../../components/alerts/alert-queue.tsx';
import { createApiClient, type Fetcher } from '../../../lib/api-client.ts';
import type { SiteData } from '../../../lib/site-data.ts';
import { englishI18n } from '../../../test/english-i18n.ts';
import { TEST_CURRENCIES } from '../../wallet/history/test-support.tsx';

/** The English texts bonuses speak. */
export const bonusesI18n = englishI18n('modals');

export const PLAYER = { id: 'p1', status: 1, nickname: 'ann', country: 'DE' } as Profile;

export type Reply = { status?: number; body: unknown };
export type Call = { method: string; path: string; query: string; body: unknown };

export const errorReply = (status: number, code: number): Reply => ({
  status,
  body: { error: { code, message: `Error ${code}` } },
});

const TERMS = {
  wagerMultiplier: 35,
  contributions: [
    { group: 'slots', percent: 100, gameIds: [] },
    { group: 'table', percent: 10, gameIds: ['roulette'] },
  ],
  maxBetAmount: 5,
  maxWinAmount: null,
  wagerDays: 30,
};

/** A player's bonus, issued unless `extra` says otherwise. */
export const playerBonus = (id: string, extra: Partial<PlayerBonus> = {}): PlayerBonus => ({
  id,
  playerId: 'p1',
  name: `Bonus ${id}`,
  amount: 100,
  currency: 'EUR',
  bonusType: 2,
  status: 1,
  result: 1,
  currentWagerPercentage: 0,
  currentWagerCasinoAmount: 0,
  currentWagerSportsbookAmount: 0,
  currentWagerAmount: 0,
  requiredWagerCasinoAmount: 3500,
  requiredWagerSportsbookAmount: 0,
  wagerCasino: 35,
  wagerSportsbook: 0,
  openedTransactionsCount: 0,
  maxBetAmount: 5,
  activationExpiredAt: '2030-01-01T10:00:00.000Z',
  wageringExpiredAt: null,
  createdAt: '2029-12-01T10:00:00.000Z',
  finishedAt: null,
  isBonusCancelLock: false,
  packageId: null,
  packagePriority: null,
  issueSessionId: null,
  balance: 0,
  terms: TERMS,
  ...extra,
});

/** An active bonus 35.71 % wagered, 80 EUR of bonus money left. */
export const activeBonus = (id: string, extra: Partial<PlayerBonus> = {}) =>
  playerBonus(id, {
    status: 2,
    result: 2,
    currentWagerPercentage: 35.71,
    currentWagerCasinoAmount: 1250,
    balance: 80,
    wageringExpiredAt: '2030-01-31T10:00:00.000Z',
    ...extra,
  });

export const freespin = (id: string, extra: Partial<PlayerFreespin> = {}): PlayerFreespin => ({
  id,
  name: `Spins ${id}`,
  status: 1,
  result: 1,
  count: 50,
  usedCount: 0,
  progress: 0,
  gameId: 'slot-wild-twenty',
  currency: 'EUR',
  betAmount: 0.2,
  winAmount: 0,
  activationExpiredAt: '2030-01-01T10:00:00.000Z',
  wageringExpiredAt: null,
  issuedAt: '2029-12-01T10:00:00.000Z',
  expiredAt: null,
  createdAt: '2029-12-01T10:00:00.000Z',
  packageId: null,
  packagePriority: null,
  issueSessionId: null,
  ...extra,
});

/** A deposit bonus on offer in EUR. */
export const offer = (id: string, extra: Partial<Bonus> = {}): Bonus => ({
  id,
  name: `Offer ${id}`,
  status: 1,
  type: 2,
  wagerCasino: 35,
  wagerSportsbook: 0,
  baseCurrencyMaxWinAmount: null,
  maxWinAmountItems: [],
  assignConditions: {
    amountItems: [],
    baseCurrencyAmount: null,
    depositPercentage: 100,
    baseCurrencyMaxAmount: 500,
    maxAmountItems: [{ amount: 500, currency: 'EUR' }],
    freespinDurationMinutes: null,
    gameId: null,
    providerId: null,
    presets: [],
  },
  triggerConditions: {
    baseCurrencyInvoiceAmountFrom: 20,
    baseCurrencyInvoiceAmountTo: null,
    invoiceAmountItems: [{ amountFrom: 20, amountTo: null, currency: 'EUR' }],
    availableFrom: null,
    availableTo: null,
  },
  wagerCasinoConditions: {
    gameIds: [],
    gameIdsExcluded: [],
    providerIds: [],
    providerIdsExcluded: [],
    contributions: TERMS.contributions,
  },
  wagerSportsbookConditions: null,
  package: null,
  packagePriority: null,
  minDeposit: 20,
  maxDeposit: null,
  maxBetAmount: 5,
  wagerDays: 30,
  ...extra,
});

const EUR_ACCOUNT = {
  id: 'acc-1',
  status: 1,
  currency: 'EUR',
  balance: 100,
  realBalance: 100,
  bonusBalance: 0,
  lockedBalance: 0,
  withdrawalBalance: 100,
  isActive: true,
};

/** A fake API answering by `METHOD /api/path` (query kept in the call), recording every call. */
export function fakeApi(routes: Record<string, Reply | ((call: Call) => Reply)> = {}) {
  const calls: Call[] = [];
  const answers: Record<string, Reply | ((call: Call) => Reply)> = {
    'GET /api/wallet/accounts': { body: { data: [EUR_ACCOUNT] } },
    'GET /api/settings/currencies': { body: { data: TEST_CURRENCIES } },
    'GET /api/game/player-bonuses': { body: { data: [], meta: meta(0) } },
    'GET /api/game/player-freespins': { body: { data: [], meta: meta(0) } },
    'GET /api/game/bonuses/cashback': { body: { data: [] } },
    ...routes,
  };
  const fetcher: Fetcher = async (path, init = {}) => {
    const [pathname = '', query = ''] = path.split('?');
    const call = { method: init.method ?? 'GET', path: pathname, query, body: init.body };
    calls.push(call);
    const answer = answers[`${call.method} ${pathname}`];
    const reply = typeof answer === 'function' ? answer(call) : (answer ?? errorReply(404, 0));
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  const count = (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key).length;
  return { api: createApiClient(fetcher), calls, count };
}

export const meta = (totalRows: number) => ({ page: 1, perPage: 100, totalPages: 1, totalRows });

export const list = <T,>(items: T[]): Reply => ({ body: { data: items, meta: meta(items.length) } });

/** Renders in a memory router whose root carries an English page's site data; the URL shows the modal flags. */
export function renderInSite(ui: ReactNode, { url = '/profile/bonuses' } = {}) {
  const siteData = {
    locale: 'en',
    init: { country: 'DE', defaultLocale: 'en', player: PLAYER },
  } as unknown as SiteData;
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => siteData,
        element: (
          <AlertProvider>
            {ui}
            <Outlet />
          </AlertProvider>
        ),
        children: [{ path: '*', element: null }],
      },
    ],
    { initialEntries: [url], hydrationData: { loaderData: { root: siteData } } },
  );
  const view = render(
    <I18nextProvider i18n={bonusesI18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  const search = () => new URLSearchParams(router.state.location.search);
  return { ...view, router, queryClient, search, flags: () => [...search().keys()] };
}
