import type { PageSummary, PlayerInit } from '@casino/contracts';
import { CONTENT_SECTIONS } from '@casino/contracts';
import { contentRoutes, identityRoutes } from '@casino/contracts/links';
import { useCallback } from 'react';
import { redirect, useRouteLoaderData } from 'react-router';
import type { ApiClient } from './api-client.ts';
import { readCookie } from './cookies.ts';
import type { ContentResources } from './i18n.ts';
import { localizePath, splitLocalePrefix } from './locale.ts';
import { readTranslations, type SiteTranslations, translationsFor } from './site-translations.tsx';

export type SiteData = {
  init: PlayerInit;
  /** Locale of this page: the URL prefix, or the default locale when there is none. */
  locale: string;
  /** The translations (content sections): read them with siteResources. */
  translations: SiteTranslations;
  staticPages: PageSummary[];
  bonusPages: PageSummary[];
  cookieConsent: boolean;
  cspNonce: string;
  publicUrl: string;
};

/** Pages e-mails link to: they have no locale prefix and speak the visitor's language. */
const UNPREFIXED_PAGES = [
  /^\/password\/reset\/[^/]+\/?$/,
  /^\/password-reset\/[^/]+\/?$/,
  /^\/verify\/[^/]+\/?$/,
];

/**
 * Picks the page's locale. A path without prefix belongs to the default locale, so a visitor whose
 * cookie or country asks for another one is sent to the prefixed path; `/en/...` loses its prefix.
 * The e-mailed links (password reset, e-mail confirmation) stay where they are, in the visitor's locale.
 */
export function pageLocale(url: URL, init: PlayerInit): string {
  const { prefix, rest } = splitLocalePrefix(url.pathname);
  const known = init.locales.map((locale) => locale.code);
  if (!prefix && UNPREFIXED_PAGES.some((pattern) => pattern.test(url.pathname)))
    return known.includes(init.locale) ? init.locale : init.defaultLocale;
  if (prefix === init.defaultLocale) throw redirect(`${rest}${url.search}`, 301);
  if (prefix && known.includes(prefix)) return prefix;
  if (!prefix && init.locale !== init.defaultLocale) {
    throw redirect(`${localizePath(rest, init.locale, init.defaultLocale)}${url.search}`);
  }
  return init.defaultLocale;
}

/** `documentRequest`: a page's HTML, which carries the translations beside its loader data. */
export async function loadSiteData(
  request: Request,
  api: ApiClient,
  documentRequest: boolean,
): Promise<Omit<SiteData, 'cspNonce' | 'publicUrl'>> {
  const url = new URL(request.url);
  const init = (await api.call(identityRoutes.init, {})).data;
  const locale = pageLocale(url, init);
  const [sections, staticPages, bonusPages] = await Promise.all([
    api.call(contentRoutes.sections, { query: { locale, sections: CONTENT_SECTIONS.join(',') } }),
    api.call(contentRoutes.pages, { query: { locale, folder: 'static' } }),
    api.call(contentRoutes.pages, { query: { locale, folder: 'bonus' } }),
  ]);
  const cookieConsent = readCookie(request.headers.get('cookie'), 'cookie-consent') === '1';
  return {
    init,
    locale,
    translations: translationsFor(sections.data, !documentRequest),
    staticPages: staticPages.data,
    bonusPages: bonusPages.data,
    cookieConsent,
  };
}

/** The page's translations (content sections by name). */
export function siteResources(site: Pick<SiteData, 'translations'>): ContentResources {
  return readTranslations(site.translations);
}

export function useSiteData(): SiteData {
  const data = useRouteLoaderData<SiteData>('root');
  if (!data) throw new Error('Site data is missing: the root loader did not run.');
  return data;
}

/** Turns a site path into the current locale's path. */
export function useLocalizePath() {
  const { locale, init } = useSiteData();
  const { defaultLocale } = init;
  return useCallback((path: string) => localizePath(path, locale, defaultLocale), [locale, defaultLocale]);
}
