import type { ContentDictionary } from '@casino/contracts';
import { CONTENT_SECTIONS } from '@casino/contracts';
import i18next, { type i18n } from 'i18next';

export type ContentResources = Record<string, ContentDictionary>;

/** One i18next instance per locale, fed synchronously from the content sections the root loader fetched. */
export function createI18n(locale: string, resources: ContentResources): i18n {
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
