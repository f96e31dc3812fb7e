import i18next from 'i18next';
import alerts from '../../../../../../content/en/alerts.json';
import fieldsSettings from '../../../../../../content/en/fields-settings.json';
import modals from '../../../../../../content/en/modals.json';

/** The English content the wallet speaks, for component tests. */
export const walletI18n = i18next.createInstance();
void walletI18n.init({
  lng: 'en',
  resources: { en: { modals, alerts, 'fields-settings': fieldsSettings } },
  defaultNS: 'modals',
  initAsync: false,
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  showSupportNotice: false,
});
