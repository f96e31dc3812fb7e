import type { PaymentMethod, Profile, WalletAccount } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { createApiClient, type Fetcher } from '../../../lib/api-client.ts';
import type { SiteData } from '../../../lib/site-data.ts';
import { TEST_CURRENCIES } from '../history/test-support.tsx';
import { walletI18n } from './wallet-i18n.ts';

/**
 * Component tests of the wallet: a fake API answering by `METHOD /api/path`, the site data of a page
 * in German (default locale English, so paths get a /de prefix), and a memory router whose location
 * shows the modal flags and navigations.
 */
export type Reply = { status?: number; body: unknown };

export const errorReply = (status: number, code: number): Reply => ({
  status,
  body: { error: { code, message: `Error ${code}` } },
});

export const EUR_ACCOUNT: WalletAccount = {
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

export const method = (processingType: PaymentMethod['processingType']): PaymentMethod => ({
  method: `sandbox_${processingType}`,
  type: 'form',
  logo: '',
  amountMin: 10,
  amountMax: 1000,
  presets: [{ amount: 50, default: true }],
  fields: [],
  processingType,
});

export const player = (status: number) => ({ id: 'p1', status, country: 'DE' }) as Profile;

/** A fake API: the accounts and currencies are there; `routes` adds or overrides answers. */
export function fakeApi(routes: Record<string, Reply> = {}) {
  const calls: string[] = [];
  const answers: Record<string, Reply> = {
    'GET /api/wallet/accounts': { body: { data: [EUR_ACCOUNT] } },
    'GET /api/settings/currencies': { body: { data: TEST_CURRENCIES } },
    'GET /api/settings/countries': { body: { data: [] } },
    ...routes,
  };
  const fetcher: Fetcher = async (path, init = {}) => {
    const key = `${init.method ?? 'GET'} ${path.split('?')[0]}`;
    calls.push(key);
    const reply = answers[key] ?? errorReply(404, 0);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { api: createApiClient(fetcher), calls };
}

export function renderInSite(ui: ReactNode, { url = '/?wallet=deposit', profile = player(1) } = {}) {
  const siteData = {
    locale: 'de',
    init: { country: 'DE', defaultLocale: 'en', player: profile },
  } as unknown as SiteData;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => siteData,
        element: (
          <>
            {ui}
            <Outlet />
          </>
        ),
        children: [{ path: '*', element: null }],
      },
    ],
    { initialEntries: [url], hydrationData: { loaderData: { root: siteData } } },
  );
  const view = render(
    <I18nextProvider i18n={walletI18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  /** The modal flags of the current URL, e.g. `['deposit-pending']`. */
  const flags = () => [...new URLSearchParams(router.state.location.search).keys()];
  return { ...view, router, flags, queryClient };
}
