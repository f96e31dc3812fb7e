import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocalizePath } from '../../lib/site-data.ts';
import { useT } from '../../lib/use-t.ts';
import { Icon } from '../ui/icon.tsx';
import { SiteFooter } from './site-footer.tsx';

/** For visitors from a restricted country: the notice, and only the pages that remain open to them. */
export function GeoRestrictedLayout({ children }: { children: ReactNode | null }) {
  const t = useT('layout');
  const localize = useLocalizePath();
  return (
    <div className="geo-layout" data-testid="geo-restricted-layout">
      <header className="site-header site-header--plain">
        <Link to={localize('/')} className="brand">
          <span className="brand__mark" aria-hidden="true">
            ⚓
          </span>
          <span className="brand__name">{t('brand')}</span>
        </Link>
      </header>
      <main className="geo-layout__main" id="main">
        <section className="geo-notice">
          <Icon name="globe" size={48} />
          <h1>{t('geoRestricted.title')}</h1>
          <p>{t('geoRestricted.text')}</p>
          <div className="button-row">
            <Link className="button button--primary" to={localize('/contact')}>
              {t('geoRestricted.contact')}
            </Link>
            <Link className="button button--ghost" to={localize('/static/terms')}>
              {t('geoRestricted.terms')}
            </Link>
          </div>
        </section>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
