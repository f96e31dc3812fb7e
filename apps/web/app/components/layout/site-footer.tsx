import { Link } from 'react-router';
import { useLocalizePath, useSiteData } from '../../lib/site-data.ts';
import { useT } from '../../lib/use-t.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { OnlineCount } from './online-count.tsx';

export function SiteFooter() {
  const t = useT('layout');
  const tc = useT('global-components');
  const { staticPages } = useSiteData();
  const localize = useLocalizePath();
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        <div className="site-footer__about">
          <span className="brand__name">{t('brand')}</span>
          <p>{t('footer.about')}</p>
          <OnlineCount />
        </div>
        <nav aria-label={t('footer.legal')}>
          <h2>{t('footer.legal')}</h2>
          <ul>
            {staticPages.map((page) => (
              <li key={page.identity}>
                <Link to={localize(`/static/${page.identity}`)}>{page.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('footer.help')}>
          <h2>{t('footer.help')}</h2>
          <ul>
            <li>
              <Link to={localize('/questions')}>{tc('questions.title')}</Link>
            </li>
            <li>
              <Link to={localize('/contact')}>{tc('contact.title')}</Link>
            </li>
          </ul>
          <h2>{t('footer.language')}</h2>
          <LanguageSwitcher />
        </nav>
      </div>
      <div className="site-footer__legal">
        <span className="age-badge" aria-hidden="true">
          18+
        </span>
        <p>{t('footer.adultsOnly')}</p>
        <p>{t('footer.licence')}</p>
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
