import { Link } from 'react-router';
import { giveCookieConsent, useCookieConsent } from '../../lib/cookie-consent.ts';
import { useLocalizePath } from '../../lib/site-data.ts';
import { useT } from '../../lib/use-t.ts';

/** Shown until the visitor accepts; the answer lives in a cookie so server-rendered pages know it too. */
export function CookiePopup() {
  const t = useT('layout');
  const localize = useLocalizePath();
  if (useCookieConsent()) return null;
  return (
    <section className="cookie-popup" aria-label={t('cookiePopup.policy')} data-testid="cookie-popup">
      <p>
        {t('cookiePopup.text')} <Link to={localize('/static/cookies')}>{t('cookiePopup.policy')}</Link>
      </p>
      <button type="button" className="button button--primary" onClick={giveCookieConsent}>
        {t('cookiePopup.accept')}
      </button>
    </section>
  );
}
