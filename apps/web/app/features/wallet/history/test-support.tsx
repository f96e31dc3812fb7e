import type { Currency } from '@casino/contracts';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import layout from '../../../../../../content/en/layout.json';

/** English layout texts, as the site's i18n has them. */
const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  resources: { en: { layout } },
  defaultNS: 'layout',
  initAsync: false,
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  showSupportNotice: false,
});

/** Renders inside a route tree whose root holds the site data (locale) the components read. */
export function renderWithSite(ui: ReactNode) {
  const Stub = createRoutesStub([{ id: 'root', path: '/', Component: () => ui }]);
  return render(
    <I18nextProvider i18n={i18n}>
      <Stub hydrationData={{ loaderData: { root: { locale: 'en' } } }} />
    </I18nextProvider>,
  );
}

const currency = (code: string, subunitToUnit: number, sub?: { code: string; subunitToUnit: number }) =>
  ({
    code,
    name: code,
    type: sub ? 'crypto' : 'fiat',
    isEnabled: true,
    isBase: code === 'EUR',
    subunitToUnit,
    rate: { rate: 1, rateTime: null },
    symbol: code.slice(0, 1),
    nativeCurrency: code,
    subCurrencies: sub ? [sub] : [],
  }) satisfies Currency;

/** EUR and BTC as the server seeds them (BTC shown in mBTC). */
export const TEST_CURRENCIES: Currency[] = [
  currency('EUR', 100),
  currency('BTC', 100_000_000, { code: 'mBTC', subunitToUnit: 1000 }),
];
