import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizePath } from '../../lib/site-data.ts';
import { Icon } from '../ui/icon.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { useLayoutState } from './layout-state.tsx';

/** Sits outside the header: the header's backdrop blur would otherwise clip a fixed panel to its height. */
export function UserNavPanel() {
  const layout = useLayoutState();
  return layout.userNavOpen ? <UserNav onClose={() => layout.setUserNavOpen(false)} /> : null;
}

/** The account panel: language and help for everyone; the identity domain adds the player's entries. */
export function UserNav({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('layout');
  const localize = useLocalizePath();
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
        <p className="muted">{t('userNav.guestText')}</p>
        <nav className="user-nav__links">
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
      </aside>
    </>
  );
}
