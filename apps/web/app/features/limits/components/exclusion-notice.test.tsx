// @vitest-environment happy-dom
import type { Limit, Profile } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../lib/api-client.ts';
import { englishI18n } from '../../../test/english-i18n.ts';
import { dataReply, fakeApi } from '../../../test/fake-api.ts';
import { ExclusionNotice } from './exclusion-notice.tsx';

const fake = vi.hoisted(() => ({ api: null as unknown as ApiClient, player: null as Profile | null }));
vi.mock('../../../lib/api-context.tsx', () => ({ useApi: () => fake.api }));
vi.mock('../../../lib/session/session-context.tsx', async (original) => ({
  ...(await original<object>()),
  useSession: () => ({ player: fake.player, isLoggedIn: !!fake.player }),
}));
vi.mock('../../../lib/site-data.ts', () => ({
  useSiteData: () => ({ locale: 'en' }),
  useLocalizePath: () => (path: string) => path,
}));

const limit = (definition: number, expiredAt: string | null): Limit => ({
  id: `l${definition}`,
  definition,
  status: 1,
  period: 'six-months',
  amount: null,
  currentAmount: null,
  currency: null,
  startedAt: '2030-01-01T00:00:00.000Z',
  expiredAt,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
  cancelProcess: false,
  pendingExist: false,
  pendingAmount: null,
  pendingAt: null,
});

function renderNotice(limits: Limit[], client = new QueryClient()) {
  fake.api = fakeApi((route) => (route === 'GET /api/player/limits' ? dataReply(limits) : undefined)).api;
  fake.player = { id: 'p1' } as Profile;
  const router = createMemoryRouter([{ path: '/', element: <ExclusionNotice /> }]);
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={englishI18n('global-components')}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('the exclusion notice (issue 28, item 16)', () => {
  afterEach(cleanup);

  it('tells a self-excluded player, on the lobby, that play is closed and until when', async () => {
    renderNotice([limit(3, null), limit(4, '2031-07-01T12:00:00.000Z')]);
    const notice = await screen.findByTestId('exclusion-notice');
    expect(notice.textContent).toContain('Your account is closed to play');
    expect(notice.textContent).toContain('You have excluded yourself from play until Jul 1, 2031');
    expect(screen.getByTestId('exclusion-notice-more').getAttribute('href')).toBe('/profile/limits');
  });

  it('reads the list again for a player who signs in after a self-exclusion signed them out', async () => {
    const client = new QueryClient();
    client.setQueryData(['limits', 'list'], [limit(3, null)]);
    client.setQueryData(['limits', 'list', ''], [limit(3, null)]);
    renderNotice([limit(4, '2031-07-01T12:00:00.000Z')], client);
    expect((await screen.findByTestId('exclusion-notice')).textContent).toContain('until Jul 1, 2031');
  });

  it('says a break ends at its date, and says nothing without an exclusion', async () => {
    renderNotice([limit(5, '2031-02-03T10:00:00.000Z')]);
    expect((await screen.findByTestId('exclusion-notice')).textContent).toContain(
      'You are taking a break from play until Feb 3, 2031',
    );
    cleanup();
    renderNotice([limit(5, '2020-02-03T10:00:00.000Z')]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('exclusion-notice')).toBeNull();
  });
});
