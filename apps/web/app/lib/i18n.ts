import type { ContentDictionary } from '@casino/contracts';
import { CONTENT_SECTIONS } from '@casino/contracts';
import i18next, { type i18n } from 'i18next';

export type ContentResources = Record<string, ContentDictionary>;

/**
 * Instances by the translations object they were made from: the server hands every render of a locale
 * the same frozen object (plugins/web.ts, shared answers), so a page reuses the instance instead of
 * creating one per render. The language of an instance never changes (a locale is its own object).
 */
const instances = new WeakMap<ContentResources, Map<string, i18n>>();

/** One i18next instance per locale, fed synchronously from the content sections the root loader fetched. */
export function createI18n(locale: string, resources: ContentResources): i18n {
  let byLocale = instances.get(resources);
  if (!byLocale) {
    byLocale = new Map();
    instances.set(resources, byLocale);
  }
  const known = byLocale.get(locale);
  if (known) return known;
  const instance = newI18n(locale, resources);
  byLocale.set(locale, instance);
  return instance;
}

function newI18n(locale: string, resources: ContentResources): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    resources: { [locale]: resources },
    ns: [...CONTENT_SECTIONS],
    defaultNS: 'global-components',
    initAsync: false,
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    returnNull: false,
    showSupportNotice: false,
    // Our locale codes are lowercase (pt-br); i18next would otherwise look them up as pt-BR.
    lowerCaseLng: true,
  });
  return instance;
}
