import { grantableRoles, ROLE_PERMISSIONS, type StaffMe, type StaffRole } from '@casino/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { ApiProvider } from './api/api-context.tsx';
import { createBackofficeClient } from './api/client.ts';
import { createQueryClient } from './api/query-client.ts';
import { backofficeRoutes } from './app/routes.tsx';
import { createSessionActivity } from './session/session-activity.ts';
import { SessionControlsProvider } from './session/session-controls.tsx';

// Pages load lazily (app/routes.tsx): a page's module is imported, and transformed, when the test first
// renders it, which on a loaded machine takes longer than testing library's default second of waiting.
configure({ asyncUtilTimeout: 5_000 });

/** Who is signed in, as /me would answer for a role. */
export function meOf(
  role: StaffRole,
  name = `A ${role}`,
  features: StaffMe['features'] = { sandboxDeposits: true },
): StaffMe {
  return {
    staff: {
      id: `staff-${role}`,
      email: `${role}@example.com`,
      name,
      role,
      status: 'active',
      createdAt: '2030-01-01T09:00:00.000Z',
      activatedAt: '2030-01-01T09:00:00.000Z',
      disabledAt: null,
      lastSignInAt: '2030-01-01T10:00:00.000Z',
    },
    permissions: [...ROLE_PERMISSIONS[role]],
    grantableRoles: [...grantableRoles(role)],
    csrfToken: 'csrf-token',
    features,
    session: {
      id: 'session-1',
      expiresAt: new Date(Date.now() + 12 * 3_600_000).toISOString(),
      idleExpiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    },
  };
}

type Answer = { status: number; body: unknown; headers?: Record<string, string> };
/** What the fake server answers a `METHOD /path` (query string left out). */
export type FakeRoutes = Record<string, Answer | ((body: unknown) => Answer)>;

/**
 * The whole app in a memory router on a fake server: the real API client, query client and routes,
 * signed in as `me` when given (the fake answers /me with it).
 */
export function renderBackoffice(path: string, { me, routes = {} }: { me?: StaffMe; routes?: FakeRoutes }) {
  const requests: { key: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const key = `${init.method} ${url.split('?', 1)[0]}`;
    const body = init.body === undefined ? undefined : JSON.parse(String(init.body));
    requests.push({ key, url, headers: init.headers as Record<string, string>, body });
    const route =
      routes[key] ??
      (key === 'GET /api/backoffice/me' && me ? { status: 200, body: { data: me } } : undefined);
    const answer = typeof route === 'function' ? route(body) : route;
    if (!answer)
      return json({ status: 404, body: { error: { code: 10404, message: `No fake for ${key}` } } });
    return json(answer);
  });
  const queryClient = createQueryClient();
  const router = createMemoryRouter(backofficeRoutes, { initialEntries: [path] });
  const endSession = vi.fn<(reason?: string) => void>();
  const activity = createSessionActivity();
  const client = createBackofficeClient({
    fetch,
    hooks: { onSessionEnded: () => endSession('ended'), onSessionUsed: activity.touch },
  });
  const view = render(
    <ApiProvider client={client}>
      <QueryClientProvider client={queryClient}>
        <SessionControlsProvider value={{ activity, endSession }}>
          <RouterProvider router={router} />
        </SessionControlsProvider>
      </QueryClientProvider>
    </ApiProvider>,
  );
  return { ...view, router, requests, queryClient, endSession };
}

function json({ status, body, headers }: Answer) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export const apiError = (
  status: number,
  code: number,
  message: string,
  fields?: Record<string, string[]>,
) => ({
  status,
  body: { error: { code, message, ...(fields ? { fields } : {}) } },
});
