import { backofficeRoutes as calls, ErrorCode } from '@casino/contracts';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBackofficeApp } from './backoffice-app.tsx';

/** The app on a memory router that starts at `path` (with the /backoffice basename, as in the browser). */
const appAt = (path: string) =>
  createBackofficeApp((routes, options) =>
    createMemoryRouter(routes, { ...options, initialEntries: [path] }),
  );

const locationOf = (app: ReturnType<typeof appAt>) =>
  `${app.router.state.location.pathname}${app.router.state.location.search}`;

afterEach(() => vi.unstubAllGlobals());

describe('the end of a session', () => {
  it('on a 401 from a staff route, goes to the sign-in page saying why and remembering the page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ error: { code: ErrorCode.sessionExpired, message: 'ended' } }, { status: 401 }),
      ),
    );
    const app = appAt('/backoffice/audit?action=staff.');
    app.queryClient.setQueryData(['some', 'page'], 'data of the old session');
    await expect(app.client.call(calls.listStaff, {})).rejects.toMatchObject({ status: 401 });
    await vi.waitFor(() =>
      expect(locationOf(app)).toBe('/backoffice/sign-in?next=%2Faudit%3Faction%3Dstaff.&reason=ended'),
    );
    await vi.waitFor(() => expect(app.queryClient.getQueryData(['some', 'page'])).toBeUndefined());
  });

  it('after the idle time, says so; on the sign-in or enrolment page, stays there', async () => {
    const app = appAt('/backoffice/staff');
    app.controls.endSession('idle');
    await vi.waitFor(() => expect(locationOf(app)).toBe('/backoffice/sign-in?next=%2Fstaff&reason=idle'));

    const enrolling = appAt('/backoffice/enrol/abc');
    enrolling.controls.endSession('ended');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(locationOf(enrolling)).toBe('/backoffice/enrol/abc');
  });
});
