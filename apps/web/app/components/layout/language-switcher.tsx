import { useLocation } from 'react-router';
import { COOKIE_NAMES, ONE_YEAR_SECONDS, writeCookie } from '../../lib/cookies.ts';
import { localizePath, splitLocalePrefix } from '../../lib/locale.ts';
import { useSiteData } from '../../lib/site-data.ts';

/** Links to this page in every locale; choosing one is remembered in the user-language cookie. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { init, locale } = useSiteData();
  const location = useLocation();
  const { rest } = splitLocalePrefix(location.pathname);
  return (
    <ul className={`language-switcher ${className ?? ''}`}>
      {init.locales.map((item) => (
        <li key={item.code}>
          <a
            href={`${localizePath(rest, item.code, init.defaultLocale)}${location.search}`}
            hrefLang={item.code}
            lang={item.code}
            aria-current={item.code === locale ? 'true' : undefined}
            onClick={() => writeCookie(COOKIE_NAMES.userLanguage, item.code, ONE_YEAR_SECONDS)}
          >
            {item.nativeName}
          </a>
        </li>
      ))}
    </ul>
  );
}
