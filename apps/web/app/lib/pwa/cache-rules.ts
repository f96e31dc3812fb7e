import { splitLocalePrefix } from '../locale.ts';

/**
 * What the service worker may keep and answer. It is shared by the worker (apps/web/pwa) and the page, so
 * it uses no DOM or worker globals.
 */

/** The worker's script, at the site root so that its scope is the whole site. */
export const SERVICE_WORKER_PATH = '/sw.js';

/** The query parameter of the worker's script URL that names the site's default locale. */
export const DEFAULT_LOCALE_PARAM = 'defaultLocale';

/** The offline pages, one per locale, written at build time: `/offline/<locale>.html`. */
const OFFLINE_PAGE = /^\/offline\/([a-z]{2}(?:-[a-z]{2})?)\.html$/;

/**
 * Never answered by the worker: the API (balances, payments and sessions must always be live), the
 * studio's game pages and the build manifest that open tabs poll for a new build.
 */
const NETWORK_ONLY_PREFIXES = ['/api/', '/studio/', '/builds/'];

/** The app shell: hashed build assets, the icons, the offline pages, the favicon and the web manifest. */
const PRECACHED_PREFIXES = ['/assets/', '/icons/', '/offline/'];
const PRECACHED_FILES = new Set(['/favicon.svg', '/manifest.webmanifest']);

export function isNetworkOnlyPath(pathname: string): boolean {
  return NETWORK_ONLY_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** Whether a path of the build may go into the precache (a second guard after the build's globs). */
export function mayPrecache(pathname: string): boolean {
  if (isNetworkOnlyPath(pathname)) return false;
  return PRECACHED_FILES.has(pathname) || PRECACHED_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** A page navigation of this site that the worker answers (network first, the offline page on failure). */
export function isPageNavigation(url: URL, siteOrigin: string): boolean {
  return url.origin === siteOrigin && !isNetworkOnlyPath(url.pathname);
}

/** The locales that have an offline page, read from the precached paths. */
export function offlineLocales(precachedPaths: readonly string[]): string[] {
  return precachedPaths.flatMap((path) => {
    const locale = OFFLINE_PAGE.exec(path)?.[1];
    return locale ? [locale] : [];
  });
}

export function offlinePagePath(locale: string): string {
  return `/offline/${locale}.html`;
}

/**
 * The offline page for a page the player tried to open: in the locale of its path prefix, else in the
 * site's default locale, else in the first locale that has one. Null when there is no offline page.
 */
export function offlinePageFor(pathname: string, locales: readonly string[], defaultLocale: string | null) {
  const { prefix } = splitLocalePrefix(pathname);
  const locale = [prefix, defaultLocale, locales[0]].find(
    (candidate): candidate is string => !!candidate && locales.includes(candidate),
  );
  return locale ? offlinePagePath(locale) : null;
}
