// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, NavLink, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishI18n } from '../../../test/english-i18n.ts';
import { ProfileTabs } from './profile-layout.tsx';

const TAB_WIDTH = 120;
const PATHS = ['info', 'wallet', 'bonuses', 'history', 'notifications', 'limits', 'security'];

/** happy-dom lays nothing out: seven tabs of 120 px in a row 375 px wide, scrolled as the code asks. */
function layOut() {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'NAV' ? 375 : TAB_WIDTH;
  });
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'NAV' ? PATHS.length * TAB_WIDTH : TAB_WIDTH;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(TAB_WIDTH);
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
    if (this.tagName !== 'A') return 0;
    return [...this.parentElement!.children].indexOf(this) * TAB_WIDTH;
  });
}

function renderTabs(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/profile/:tab',
        element: (
          <ProfileTabs>
            {PATHS.map((tab) => (
              <NavLink key={tab} to={`/profile/${tab}`}>
                {tab}
              </NavLink>
            ))}
          </ProfileTabs>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={englishI18n('global-components')}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('the profile tab strip on a phone (issue 28, item 16)', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('scrolls the current tab into view and shows an arrow on the side that hides tabs', () => {
    layOut();
    renderTabs('/profile/security');
    const nav = screen.getByTestId('profile-tabs');
    expect(nav.scrollLeft).toBeGreaterThan(0);
    expect(screen.getByTestId('profile-tabs-back').getAttribute('aria-label')).toBe('Earlier sections');
    expect(screen.queryByTestId('profile-tabs-forward')).toBeNull();
  });

  it('shows the forward arrow only while tabs are hidden on the right', () => {
    layOut();
    renderTabs('/profile/info');
    expect(screen.getByTestId('profile-tabs').scrollLeft).toBe(0);
    expect(screen.queryByTestId('profile-tabs-back')).toBeNull();
    expect(screen.getByTestId('profile-tabs-forward').getAttribute('aria-label')).toBe('More sections');
    const nav = screen.getByTestId('profile-tabs');
    act(() => {
      nav.scrollLeft = PATHS.length * TAB_WIDTH - 375;
      nav.dispatchEvent(new Event('scroll'));
    });
    expect(screen.queryByTestId('profile-tabs-forward')).toBeNull();
    expect(screen.getByTestId('profile-tabs-back')).toBeTruthy();
  });
});
