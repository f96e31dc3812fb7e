import { Link, NavLink } from 'react-router';
import { InstallAppButton } from '../components/layout/install-app-button.tsx';
import { PANEL_TOGGLE_IDS, useLayoutState } from '../components/layout/layout-state.tsx';
import { useModals } from '../components/modals/use-modals.ts';
import { Icon } from '../components/ui/icon.tsx';
import { PlayerAvatar } from '../features/identity/components/player-avatar.tsx';
import { NotificationBell } from '../features/notifications/components/notification-bell.tsx';
import { HeaderWallet } from '../features/wallet/components/header-wallet.tsx';
import { useSession } from '../lib/session/session-context.tsx';
import { useLocalizePath } from '../lib/site-data.ts';
import { useT } from '../lib/use-t.ts';
import { CurrencyNav } from './currency-nav.tsx';

export function SiteHeader() {
  const t = useT('layout');
  const localize = useLocalizePath();
  const layout = useLayoutState();
  const { player } = useSession();
  const { open } = useModals();
  return (
    <header className="site-header">
      <button
        type="button"
        id={PANEL_TOGGLE_IDS.drawer}
        className="icon-button site-header__burger"
        aria-label={layout.drawerOpen ? t('header.closeMenu') : t('header.openMenu')}
        aria-expanded={layout.drawerOpen}
        onClick={() => layout.setDrawerOpen(!layout.drawerOpen)}
        data-testid="drawer-toggle"
      >
        <Icon name={layout.drawerOpen ? 'close' : 'menu'} />
      </button>
      <Link to={localize('/')} className="brand" aria-label={t('brand')}>
        <span className="brand__mark" aria-hidden="true">
          ⚓
        </span>
        <span className="brand__name">{t('brand')}</span>
      </Link>
      <nav className="site-header__nav" aria-label={t('header.home')}>
        <NavLink to={localize('/main')}>{t('header.lobby')}</NavLink>
        <NavLink to={localize('/categories')}>{t('header.casino')}</NavLink>
        <NavLink to={localize('/welcome-package')}>{t('header.promotions')}</NavLink>
        <NavLink to={localize('/questions')}>{t('header.help')}</NavLink>
      </nav>
      <div className="site-header__actions">
        <InstallAppButton />
        <div className={`popover-anchor${player ? '' : ' site-header__guest-extra'}`}>
          <button
            type="button"
            id={PANEL_TOGGLE_IDS.currencyNav}
            className="icon-button"
            aria-label={t('header.currencies')}
            aria-expanded={layout.currencyNavOpen}
            onClick={() => layout.setCurrencyNavOpen(!layout.currencyNavOpen)}
            data-testid="currency-nav-toggle"
          >
            <Icon name="coin" />
          </button>
          {layout.currencyNavOpen ? <CurrencyNav onClose={() => layout.setCurrencyNavOpen(false)} /> : null}
        </div>
        {player ? null : (
          <>
            <button
              type="button"
              className="button button--ghost site-header__auth"
              onClick={() => open('sign-in', { closing: ['sign-up'] })}
              data-testid="header-sign-in"
            >
              {t('header.signIn')}
            </button>
            <button
              type="button"
              className="button button--primary site-header__auth"
              onClick={() => open('sign-up', { closing: ['sign-in'] })}
              data-testid="header-sign-up"
            >
              {t('header.register')}
            </button>
          </>
        )}
        {player ? <HeaderWallet /> : null}
        {player ? <NotificationBell /> : null}
        {player ? (
          <button
            type="button"
            id={PANEL_TOGGLE_IDS.userNav}
            className="player-button"
            aria-label={t('header.playerMenu', { nickname: player.nickname })}
            aria-expanded={layout.userNavOpen}
            onClick={() => layout.setUserNavOpen(!layout.userNavOpen)}
            data-testid="user-nav-toggle"
          >
            <PlayerAvatar nickname={player.nickname} />
            <span className="player-button__name" data-testid="header-nickname">
              {player.nickname}
            </span>
          </button>
        ) : (
          <button
            type="button"
            id={PANEL_TOGGLE_IDS.userNav}
            className="icon-button site-header__guest-extra"
            aria-label={t('header.account')}
            aria-expanded={layout.userNavOpen}
            onClick={() => layout.setUserNavOpen(!layout.userNavOpen)}
            data-testid="user-nav-toggle"
          >
            <Icon name="user" />
          </button>
        )}
      </div>
    </header>
  );
}
