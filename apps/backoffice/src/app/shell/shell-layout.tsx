import { backofficeRoutes as calls, type StaffMe } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useApi } from '../../api/api-context.tsx';
import { isApiError } from '../../api/api-error.ts';
import { ErrorState, LoadingState } from '../../components/query-states.tsx';
import { ROLE_LABELS } from '../../session/labels.ts';
import { useMeQuery } from '../../session/me-query.ts';
import { signInPath } from '../../session/sign-in-path.ts';
import { IdleWarning } from './idle-warning.tsx';
import { BackofficeMenu } from './menu.tsx';

/** The frame of every signed-in page: who is signed in, the menu their role allows, the session's end. */
export function ShellLayout() {
  const me = useMeQuery();
  const location = useLocation();
  if (me.isPending) return <LoadingState label="Opening the back office…" />;
  if (me.isError) {
    if (isApiError(me.error) && me.error.status === 401)
      return <Navigate to={signInPath(location)} replace />;
    return (
      <main className="page">
        <ErrorState error={me.error} onRetry={() => void me.refetch()} />
      </main>
    );
  }
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBar me={me.data} />
      <BackofficeMenu me={me.data} />
      <main id="main" className="main" tabIndex={-1}>
        <Suspense fallback={<LoadingState label="Opening the page…" />}>
          <Outlet />
        </Suspense>
      </main>
      <IdleWarning me={me.data} receivedAt={me.dataUpdatedAt} />
    </div>
  );
}

function TopBar({ me }: { me: StaffMe }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = useMutation({
    mutationFn: () => api.call(calls.staffSignOut, {}),
    onSettled: async () => {
      await navigate(signInPath({ pathname: '/' }, 'signed-out'), { replace: true });
      queryClient.clear();
    },
  });
  return (
    <header className="topbar">
      <span className="topbar__brand">
        Lucky Harbor <span className="topbar__product">Back office</span>
      </span>
      <div className="topbar__who" data-testid="signed-in-as">
        <span className="topbar__name">{me.staff.name}</span>
        <span className="badge">{ROLE_LABELS[me.staff.role]}</span>
      </div>
      <button
        type="button"
        className="button button--quiet"
        onClick={() => signOut.mutate()}
        disabled={signOut.isPending}
      >
        Sign out
      </button>
    </header>
  );
}
