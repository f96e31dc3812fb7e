import i18next, { type i18n } from 'i18next';
import alerts from '../../../../content/en/alerts.json';
import globalComponents from '../../../../content/en/global-components.json';
import layout from '../../../../content/en/layout.json';
import modals from '../../../../content/en/modals.json';

/**
 * An i18next instance with the site's English texts (global components, modals, alerts, layout), read
 * at once, as the tests' harnesses render with: `defaultNS` is the namespace the feature speaks most.
 */
export function englishI18n(defaultNS: 'global-components' | 'modals' | 'alerts' | 'layout'): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: 'en',
    resources: { en: { 'global-components': globalComponents, modals, alerts, layout } },
    defaultNS,
    initAsync: false,
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    showSupportNotice: false,
  });
  return instance;
}
