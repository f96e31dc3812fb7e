import { PlayerStatus, type Profile } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { linkPrefetch } from '../../../lib/link-prefetch.ts';
import { revealFocused, useScrollEdges } from '../../../lib/scroll-edges.ts';
import { useLocalizePath, useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { identityQueries } from '../api/identity-api.ts';
import { PlayerAvatar } from '../components/player-avatar.tsx';

/**
 * The profile's frame: who is signed in, a notice for a limited account, tabs for the children (the
 * referral tab only while the programme is on).
 */
export function ProfileLayout({
  profile: loaded,
  referralEnabled,
}: {
  profile: Profile;
  referralEnabled: boolean;
}) {
  const t = useT('global-components');
  const api = useApi();
  const localize = useLocalizePath();
  const { data: profile = loaded } = useQuery({ ...identityQueries.profile(api), initialData: loaded });
  const { sumsub } = useSiteData().init.settings;
  return (
    <div className="page profile-page" data-testid="profile-page">
      <header className="profile-head">
        <PlayerAvatar nickname={profile.nickname} size="large" />
        <div>
          <h1>{t('profile.title')}</h1>
          <p className="muted profile-head__who">
            <strong>{profile.nickname}</strong>
            {profile.email ? ` · ${profile.email}` : profile.phone ? ` · ${profile.phone}` : ''}
          </p>
        </div>
      </header>
      {profile.status === PlayerStatus.limited ? (
        <div className="notice notice--warning" role="status" data-testid="profile-limited">
          <Icon name="alert" />
          <div>
            <strong>{t('profile.limited.title')}</strong>
            <p>{t('profile.limited.text')}</p>
          </div>
        </div>
      ) : null}
      <ProfileTabs>
        <NavLink to={localize('/profile/info')} prefetch={linkPrefetch()}>
          <Icon name="id" size={18} /> {t('profile.tabs.info')}
        </NavLink>
        <NavLink to={localize('/profile/wallet')} prefetch={linkPrefetch()} data-testid="profile-tab-wallet">
          <Icon name="wallet" size={18} /> {t('layout:profileWallet.tab')}
        </NavLink>
        <NavLink
          to={localize('/profile/bonuses')}
          prefetch={linkPrefetch()}
          data-testid="profile-tab-bonuses"
        >
          <Icon name="gift" size={18} /> {t('layout:profileBonuses.tab')}
        </NavLink>
        <NavLink
          to={localize('/profile/history')}
          prefetch={linkPrefetch()}
          data-testid="profile-tab-history"
        >
          <Icon name="history" size={18} /> {t('layout:profileHistory.tab')}
        </NavLink>
        <NavLink
          to={localize('/profile/notifications')}
          prefetch={linkPrefetch()}
          data-testid="profile-tab-notifications"
        >
          <Icon name="bell" size={18} /> {t('layout:profileNotifications.tab')}
        </NavLink>
        {referralEnabled ? (
          <NavLink
            to={localize('/profile/referral')}
            prefetch={linkPrefetch()}
            data-testid="profile-tab-referral"
          >
            <Icon name="users" size={18} /> {t('layout:profileReferral.tab')}
          </NavLink>
        ) : null}
        <NavLink to={localize('/profile/limits')} prefetch={linkPrefetch()} data-testid="profile-tab-limits">
          <Icon name="shield" size={18} /> {t('profile.tabs.limits')}
        </NavLink>
        {sumsub.enabled && sumsub.hideDocumentsPage ? null : (
          <NavLink
            to={localize('/profile/documents')}
            prefetch={linkPrefetch()}
            data-testid="profile-tab-documents"
          >
            <Icon name="id" size={18} /> {t('profile.tabs.documents')}
          </NavLink>
        )}
        {sumsub.enabled ? (
          <NavLink
            to={localize('/profile/verification')}
            prefetch={linkPrefetch()}
            data-testid="profile-tab-verification"
          >
            <Icon name="shield" size={18} /> {t('profile.tabs.verification')}
          </NavLink>
        ) : null}
        <NavLink to={localize('/profile/security')} prefetch={linkPrefetch()}>
          <Icon name="lock" size={18} /> {t('profile.tabs.security')}
        </NavLink>
      </ProfileTabs>
      <Outlet />
    </div>
  );
}

/**
 * On a narrow screen the tabs scroll sideways: the current one is scrolled into sight, and an arrow
 * at each edge that hides tabs says so and moves the row (it is no tab stop: Tab reaches every tab).
 */
export function ProfileTabs({ children }: { children: ReactNode }) {
  const t = useT('global-components');
  const tabs = useRef<HTMLElement>(null);
  const { edges, measure } = useScrollEdges(tabs);
  useActiveTabInView(tabs, measure);
  const scroll = (direction: -1 | 1) =>
    tabs.current?.scrollBy({ left: direction * tabs.current.clientWidth * 0.6, behavior: 'smooth' });
  return (
    <div className="profile-tabs-wrap">
      {edges.canBack ? (
        <button
          type="button"
          className="profile-tabs__arrow profile-tabs__arrow--back"
          tabIndex={-1}
          aria-label={t('profile.tabsBack')}
          onClick={() => scroll(-1)}
          data-testid="profile-tabs-back"
        >
          <Icon name="chevronLeft" size={18} />
        </button>
      ) : null}
      <nav
        className="profile-tabs"
        aria-label={t('profile.tabsLabel')}
        ref={tabs}
        onFocus={revealFocused}
        onScroll={measure}
        data-testid="profile-tabs"
      >
        {children}
      </nav>
      {edges.canForward ? (
        <button
          type="button"
          className="profile-tabs__arrow profile-tabs__arrow--forward"
          tabIndex={-1}
          aria-label={t('profile.tabsForward')}
          onClick={() => scroll(1)}
          data-testid="profile-tabs-forward"
        >
          <Icon name="chevronRight" size={18} />
        </button>
      ) : null}
    </div>
  );
}

/** Scrolls the current tab into the row's view on every page of the profile, then re-measures the edges. */
function useActiveTabInView(tabs: RefObject<HTMLElement | null>, measure: () => void) {
  const { pathname } = useLocation();
  useEffect(() => {
    const nav = tabs.current;
    const active = nav?.querySelector<HTMLElement>('a.active');
    if (!nav || !active || !pathname) return;
    const left = active.offsetLeft - nav.offsetLeft;
    const hidden = left < nav.scrollLeft || left + active.offsetWidth > nav.scrollLeft + nav.clientWidth;
    if (hidden) nav.scrollLeft = Math.max(0, left - ACTIVE_TAB_MARGIN);
    measure();
  }, [pathname, tabs, measure]);
}

/** Room left of a tab scrolled into view, so the back arrow does not cover it. */
const ACTIVE_TAB_MARGIN = 40;
