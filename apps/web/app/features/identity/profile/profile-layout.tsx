import { PlayerStatus, type Profile } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { useLocalizePath } from '../../../lib/site-data.ts';
import { identityQueries } from '../api/identity-api.ts';
import { PlayerAvatar } from '../components/player-avatar.tsx';

/** The profile's frame: who is signed in, a notice for a limited account, tabs for the children. */
export function ProfileLayout({ profile: loaded }: { profile: Profile }) {
  const { t } = useTranslation('global-components');
  const api = useApi();
  const localize = useLocalizePath();
  const { data: profile = loaded } = useQuery({ ...identityQueries.profile(api), initialData: loaded });
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
      <nav className="profile-tabs" aria-label={t('profile.tabsLabel')}>
        <NavLink to={localize('/profile/info')} prefetch="intent">
          <Icon name="id" size={18} /> {t('profile.tabs.info')}
        </NavLink>
        <NavLink to={localize('/profile/security')} prefetch="intent">
          <Icon name="lock" size={18} /> {t('profile.tabs.security')}
        </NavLink>
      </nav>
      <Outlet />
    </div>
  );
}
