import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { AlertProvider } from '../components/alerts/alert-queue.tsx';
import { FakeCentrifuge } from '../lib/realtime/fake-centrifuge.ts';
import { RealtimeConnection } from '../lib/realtime/realtime-context.tsx';
import type { SiteData } from '../lib/site-data.ts';

/**
 * Renders `ui` as a page of the site for feature tests: a memory router at `url` whose root data is
 * `siteData`, the site's query client settings without retries, the alert queue, and (for a player)
 * a realtime connection to a fake centrifuge the test publishes on.
 */
export async function renderRealtimeSite(
  ui: ReactNode,
  {
    url,
    siteData,
    i18n,
    profileId,
  }: { url: string; siteData: SiteData; i18n: I18n; profileId: string | null },
) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  const centrifuge = new FakeCentrifuge();
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => siteData,
        element: (
          <AlertProvider>
            <RealtimeConnection
              profileId={profileId}
              getPlayerToken={async () => 'token'}
              factory={async () => centrifuge}
            >
              {ui}
            </RealtimeConnection>
            <Outlet />
          </AlertProvider>
        ),
        children: [{ path: '*', element: null }],
      },
    ],
    { initialEntries: [url], hydrationData: { loaderData: { root: siteData } } },
  );
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  await act(async () => undefined);
  const search = () => new URLSearchParams(router.state.location.search);
  return { ...view, router, queryClient, centrifuge, search };
}
