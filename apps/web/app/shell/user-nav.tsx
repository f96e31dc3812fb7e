import { PlayerStatus } from '@casino/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../components/layout/language-switcher.tsx';
import { useModals } from '../components/modals/use-modals.ts';
import { Icon } from '../components/ui/icon.tsx';
import { PlayerAvatar } from '../features/identity/components/player-avatar.tsx';
import { UserNavLoyalty } from '../features/loyalty/components/user-nav-loyalty.tsx';
import { UserNavQuests } from '../features/quests/components/user-nav-quests.tsx';
import { UserNavWallet } from '../features/wallet/components/user-nav-wallet.tsx';
import { useSession } from '../lib/session/session-context.tsx';
import { useLocalizePath } from '../lib/site-data.ts';
import { useT } from '../lib/use-t.ts';

/** Sits outside the header: the header's backdrop blur would otherwise clip a fixed panel to its height. */
/**
 * The account panel: the player's profile entries and sign-out, or sign-in and registration for a
 * guest; help and language for everyone.
 */
export function UserNav({ onClose }: { onClose: () => void }) {
  const t = useT('layout');
  const localize = useLocalizePath();
  const { player, signOut } = useSession();
  const { open } = useModals();
  const [signingOut, setSigningOut] = useState(false);

  const openModal = (name: 'sign-in' | 'sign-up') => {
    onClose();
    open(name, { closing: [name === 'sign-in' ? 'sign-up' : 'sign-in'] });
  };

  return (
    <>
      <button
        type="button"
        tabIndex={-1}
        className="panel-backdrop"
        aria-label={t('userNav.close')}
        onClick={onClose}
      />
      <aside className="user-nav" aria-label={t('userNav.title')} data-testid="user-nav">
        <div className="user-nav__head">
          <h2>{t('userNav.title')}</h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label={t('userNav.close')}>
            <Icon name="close" />
          </button>
        </div>
        {player ? (
          <>
            <div className="user-nav__player">
              <PlayerAvatar nickname={player.nickname} size="large" />
              <div>
                <strong data-testid="user-nav-nickname">
                  {t('userNav.greeting', { nickname: player.nickname })}
                </strong>
                <p className="muted">{player.email ?? player.phone}</p>
              </div>
            </div>
            {player.status === PlayerStatus.limited ? (
              <p className="notice notice--warning notice--compact">{t('userNav.limited')}</p>
            ) : null}
            <UserNavWallet onClose={onClose} />
            <UserNavLoyalty onClose={onClose} />
            <nav className="user-nav__links" aria-label={t('userNav.profile')}>
              <Link to={localize('/profile/info')} onClick={onClose}>
                <Icon name="id" /> {t('userNav.profile')}
              </Link>
              <Link to={localize('/profile/wallet')} onClick={onClose}>
                <Icon name="wallet" /> {t('profileWallet.tab')}
              </Link>
              <Link to={localize('/profile/bonuses')} onClick={onClose}>
                <Icon name="gift" /> {t('profileBonuses.tab')}
              </Link>
              <UserNavQuests onClose={onClose} />
              <Link to={localize('/profile/history')} onClick={onClose}>
                <Icon name="history" /> {t('profileHistory.tab')}
              </Link>
              <Link to={localize('/profile/notifications')} onClick={onClose}>
                <Icon name="bell" /> {t('profileNotifications.tab')}
              </Link>
              <Link to={localize('/profile/security')} onClick={onClose}>
                <Icon name="lock" /> {t('userNav.security')}
              </Link>
            </nav>
          </>
        ) : (
          <>
            <p className="muted">{t('userNav.guestText')}</p>
            <div className="user-nav__auth">
              <button
                type="button"
                className="button button--primary button--block"
                onClick={() => openModal('sign-up')}
              >
                {t('header.register')}
              </button>
              <button
                type="button"
                className="button button--ghost button--block"
                onClick={() => openModal('sign-in')}
              >
                {t('header.signIn')}
              </button>
            </div>
          </>
        )}
        <nav className="user-nav__links" aria-label={t('userNav.help')}>
          <Link to={localize('/questions')} onClick={onClose}>
            <Icon name="question" /> {t('userNav.help')}
          </Link>
          <Link to={localize('/contact')} onClick={onClose}>
            <Icon name="mail" /> {t('userNav.contact')}
          </Link>
          <Link to={localize('/static/responsible-gaming')} onClick={onClose}>
            <Icon name="heart" /> {t('userNav.responsibleGaming')}
          </Link>
        </nav>
        <h3 className="user-nav__subtitle">{t('userNav.language')}</h3>
        <LanguageSwitcher className="language-switcher--stacked" />
        {player ? (
          <button
            type="button"
            className="button button--ghost button--block user-nav__sign-out"
            disabled={signingOut}
            onClick={async () => {
              setSigningOut(true);
              try {
                await signOut();
              } finally {
                setSigningOut(false);
                onClose();
              }
            }}
            data-testid="sign-out"
          >
            <Icon name="logout" /> {t('userNav.signOut')}
          </button>
        ) : null}
      </aside>
    </>
  );
}
