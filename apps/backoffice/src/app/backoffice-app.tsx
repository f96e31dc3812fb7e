import { ErrorCode } from '@casino/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ApiProvider } from '../api/api-context.tsx';
import { createBackofficeClient } from '../api/client.ts';
import { createQueryClient } from '../api/query-client.ts';
import { createSessionActivity } from '../session/session-activity.ts';
import { type SessionControls, SessionControlsProvider } from '../session/session-controls.tsx';
import { type SignInReason, signInPath } from '../session/sign-in-path.ts';
import { backofficeRoutes } from './routes.tsx';

/** Pages open without a session: a 401 there is theirs to show. */
const OPEN_PAGES = ['/sign-in', '/enrol/'];
export const BASENAME = '/backoffice';

/** The router's own location carries the basename; the app's paths do not. */
const withinApp = (pathname: string) =>
  pathname === BASENAME || pathname.startsWith(`${BASENAME}/`)
    ? pathname.slice(BASENAME.length) || '/'
    : pathname;

/** The app's pieces, wired once: the API client ends the session through the router. */
export function createBackofficeApp(createRouter: typeof createBrowserRouter = createBrowserRouter) {
  const queryClient = createQueryClient();
  const activity = createSessionActivity();
  const router = createRouter(backofficeRoutes, { basename: BASENAME });

  const endSession = (reason?: SignInReason) => {
    const { search } = router.state.location;
    const pathname = withinApp(router.state.location.pathname);
    if (OPEN_PAGES.some((page) => pathname.startsWith(page))) return;
    // Leave the signed-in pages first: they read the session's answers, which go next.
    void router
      .navigate(signInPath({ pathname, search }, reason), { replace: true })
      .then(() => queryClient.clear());
  };

  const client = createBackofficeClient({
    hooks: {
      onSessionUsed: activity.touch,
      onSessionEnded: (error) => endSession(error.code === ErrorCode.sessionExpired ? 'ended' : undefined),
    },
  });
  const controls: SessionControls = { activity, endSession };
  return { queryClient, client, router, controls };
}

export function BackofficeApp({ app }: { app: ReturnType<typeof createBackofficeApp> }) {
  return (
    <ApiProvider client={app.client}>
      <QueryClientProvider client={app.queryClient}>
        <SessionControlsProvider value={app.controls}>
          <RouterProvider router={app.router} />
        </SessionControlsProvider>
      </QueryClientProvider>
    </ApiProvider>
  );
}
