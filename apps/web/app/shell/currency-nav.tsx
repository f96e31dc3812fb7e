import type { Currency } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { identityQueries } from '../features/identity/api/identity-api.ts';
import { useApi } from '../lib/api-context.tsx';
import { formatRate } from '../lib/money.ts';
import { useSiteData } from '../lib/site-data.ts';
import { useT } from '../lib/use-t.ts';

type Tab = 'all' | 'crypto';

/** Currencies the cashier accepts, with their value in the equivalent currency (USD by default). */
export function CurrencyNav({ onClose }: { onClose: () => void }) {
  const t = useT('layout');
  const { locale, init } = useSiteData();
  const api = useApi();
  const [tab, setTab] = useState<Tab>('all');
  const currencies = useQuery(identityQueries.currencies(api));
  const equivalent = currencies.data?.find((currency) => currency.code === init.settings.equivalentCurrency);
  const shown = (currencies.data ?? []).filter((currency) => tab === 'all' || currency.type === 'crypto');

  return (
    <div className="currency-nav" data-testid="currency-nav">
      <div className="currency-nav__head">
        <strong>{t('currencyNav.title')}</strong>
        <div className="tabs" role="tablist">
          {(['all', 'crypto'] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              onClick={() => setTab(name)}
            >
              {t(`currencyNav.${name}`)}
            </button>
          ))}
        </div>
      </div>
      {currencies.isPending ? <p className="muted">{t('currencyNav.loading')}</p> : null}
      {currencies.isError ? <p className="error-text">{t('currencyNav.error')}</p> : null}
      <ul className="currency-nav__list">
        {shown.map((currency) => (
          <li key={currency.code}>
            <button type="button" onClick={onClose}>
              <span className="currency-nav__symbol">{currency.symbol}</span>
              <span className="currency-nav__code">{currency.code}</span>
              <span className="currency-nav__rate">{rateLabel(currency, equivalent, locale, t)}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function rateLabel(
  currency: Currency,
  equivalent: Currency | undefined,
  locale: string,
  t: (key: string, values: Record<string, string>) => string,
) {
  if (!equivalent || equivalent.code === currency.code) return '';
  const value = formatRate(currency.rate.rate / equivalent.rate.rate, equivalent.code, locale);
  return t('currencyNav.rate', { code: currency.code, value });
}
