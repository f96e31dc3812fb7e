import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COOKIE_NAMES, ONE_YEAR_SECONDS, writeCookie } from '../../lib/cookies.ts';
import { useLocalizePath, useSiteData } from '../../lib/site-data.ts';

/** Shown until the visitor accepts; the answer lives in a cookie so server-rendered pages know it too. */
export function CookiePopup() {
  const { t } = useTranslation('layout');
  const { cookieConsent } = useSiteData();
  const localize = useLocalizePath();
  const [accepted, setAccepted] = useState(cookieConsent);
  if (accepted) return null;
  return (
    <section className="cookie-popup" aria-label={t('cookiePopup.policy')} data-testid="cookie-popup">
      <p>
        {t('cookiePopup.text')} <Link to={localize('/static/cookies')}>{t('cookiePopup.policy')}</Link>
      </p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          writeCookie(COOKIE_NAMES.cookieConsent, '1', ONE_YEAR_SECONDS);
          setAccepted(true);
        }}
      >
        {t('cookiePopup.accept')}
      </button>
    </section>
  );
}
