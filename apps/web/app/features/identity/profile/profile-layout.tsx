import { PlayerStatus, type Profile } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { linkPrefetch } from '../../../lib/link-prefetch.ts';
import { revealFocused } from '../../../lib/scroll-edges.ts';
import { useLocalizePath, useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { identityQueries } from '../api/identity-api.ts';
import { PlayerAvatar } from '../components/player-avatar.tsx';

/** The profile's frame: who is signed in, a notice for a limited account, tabs for the children. */
export function ProfileLayout({ profile: loaded }: { profile: Profile }) {
  const t = useT('global-components');
  const api = useApi();
  const localize = useLocalizePath();
  const { data: profile = loaded } = useQuery({ ...identityQueries.profile(api), initialData: loaded });
  const tabs = useActiveTabInView();
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
      <nav className="profile-tabs" aria-label={t('profile.tabsLabel')} ref={tabs} onFocus={revealFocused}>
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
      </nav>
      <Outlet />
    </div>
  );
}

/** On a narrow screen the tabs scroll sideways: the current one is scrolled into sight. */
function useActiveTabInView() {
  const tabs = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const nav = tabs.current;
    const active = nav?.querySelector<HTMLElement>('a.active');
    if (!nav || !active || !pathname) return;
    const left = active.offsetLeft - nav.offsetLeft;
    const hidden = left < nav.scrollLeft || left + active.offsetWidth > nav.scrollLeft + nav.clientWidth;
    if (hidden) nav.scrollLeft = left - 16;
  }, [pathname]);
  return tabs;
}
