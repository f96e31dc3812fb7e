import type { Game, Profile } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { AlertProvider } from '../../../components/alerts/alert-queue.tsx';
import { createApiClient, type Fetcher } from '../../../lib/api-client.ts';
import type { SiteData } from '../../../lib/site-data.ts';
import { englishI18n } from '../../../test/english-i18n.ts';

/** The English texts the games speak. */
export const gamesI18n = englishI18n('global-components');

export type Reply = { status?: number; body: unknown };
export type Call = { method: string; path: string; query: string; body: unknown };

export const errorReply = (status: number, code: number): Reply => ({
  status,
  body: { error: { code, message: `Error ${code}` } },
});

export const game = (slug: string, extra: Partial<Game> = {}): Game => ({
  id: `id-${slug}`,
  identity: slug,
  name: slug.replace(
    /(^|-)(\w)/g,
    (_, space: string, letter: string) => `${space ? ' ' : ''}${letter.toUpperCase()}`,
  ),
  isDemoMode: true,
  type: null,
  images: { '200x300': { '1x': `/images/games/${slug}.svg` } },
  customImages: {},
  provider: { id: 'studio', identity: 'studio', name: 'Lucky Harbor Studio' },
  collections: [],
  labels: [],
  isBonusWagering: false,
  minimumBonusWagerMultiplier: null,
  description: null,
  isMobile: true,
  isDesktop: true,
  isRestricted: false,
  rtp: '96.00',
  volatility: 'medium',
  tags: [],
  isFavorite: false,
  ...extra,
});

export const PLAYER = { id: 'p1', status: 1, nickname: 'ann', country: 'DE' } as Profile;

/** A fake API answering by `METHOD /api/path` (query ignored), recording every call with its body. */
export function fakeApi(routes: Record<string, Reply | ((call: Call) => Reply)>) {
  const calls: Call[] = [];
  const answers: Record<string, Reply | ((call: Call) => Reply)> = {
    'GET /api/wallet/accounts': {
      body: {
        data: [
          {
            id: 'a1',
            status: 1,
            currency: 'EUR',
            balance: 50,
            realBalance: 50,
            bonusBalance: 0,
            lockedBalance: 0,
            withdrawalBalance: 50,
            isActive: true,
          },
        ],
      },
    },
    'GET /api/settings/currencies': { body: { data: [] } },
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
  return { api: createApiClient(fetcher), calls };
}

/**
 * Renders in a memory router whose root carries the site data of an English page; the location
 * shows the modal flags and navigations.
 */
export function renderInSite(ui: ReactNode, { url = '/' } = {}) {
  const siteData = {
    locale: 'en',
    init: { country: 'DE', defaultLocale: 'en', player: null },
  } as unknown as SiteData;
  // As the site's client (lib/query-client.ts) but without retries: loader data stays fresh for 30 s.
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
    <I18nextProvider i18n={gamesI18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  const search = () => new URLSearchParams(router.state.location.search);
  return { ...view, router, queryClient, search, flags: () => [...search().keys()] };
}
