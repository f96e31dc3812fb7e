import type { Currency } from '@casino/contracts';
import { useState } from 'react';
import { useAlerts } from '../../../components/alerts/alert-queue.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { useSwitchCurrency } from '../hooks/use-switch-currency.ts';
import { useWalletAccounts } from '../hooks/use-wallet-accounts.ts';
import { convertAmount, displayUnit, formatMoney } from '../lib/display-unit.ts';
import { useEquivalentCurrency } from '../lib/equivalent-currency.ts';
import { EquivalentToggle } from './equivalent-toggle.tsx';

type Tab = 'all' | 'crypto';

/**
 * The currencies the player can hold, with their balances (BTC and ETH in milli-units) and, when the
 * toggle is on, their value in the chosen fiat. Choosing one makes it active, creating its account.
 */
export function CurrencyList({ onDone }: { onDone: () => void }) {
  const t = useT('modals');
  const { locale, init } = useSiteData();
  const pushAlert = useAlerts();
  const [tab, setTab] = useState<Tab>('all');
  const { accounts, active, currencies } = useWalletAccounts();
  const equivalent = useEquivalentCurrency(init.settings.equivalentCurrency);
  const switchCurrency = useSwitchCurrency();
  const equivalentCurrency = currencies.find((item) => item.code === equivalent.code);
  const held = new Set(accounts.map((account) => account.currency));
  // The player's own currencies first, then the others, each group in the site's order.
  const shown = currencies
    .filter((currency) => tab === 'all' || currency.type === 'crypto')
    .sort((a, b) => Number(held.has(b.code)) - Number(held.has(a.code)));

  const choose = (currency: Currency) => {
    if (currency.code === active?.currency) return onDone();
    switchCurrency.mutate(currency.code, {
      onSuccess: onDone,
      onError: () =>
        pushAlert({
          type: 'error',
          title: t('alerts:somethingWentWrong.title'),
          text: t('alerts:somethingWentWrong.text'),
        }),
    });
  };

  return (
    <section
      className="currency-list"
      aria-labelledby="wallet-currencies-title"
      data-testid="wallet-currencies"
    >
      <div className="currency-list__head">
        <button type="button" className="icon-button" onClick={onDone} aria-label={t('wallet.back')}>
          <Icon name="chevronLeft" />
        </button>
        <h3 id="wallet-currencies-title">{t('wallet.currencies.title')}</h3>
      </div>
      <div className="tabs tabs--block" role="tablist" aria-label={t('wallet.currencies.title')}>
        {(['all', 'crypto'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            onClick={() => setTab(name)}
          >
            {t(`wallet.currencies.${name}`)}
          </button>
        ))}
      </div>
      <ul className="currency-list__items">
        {shown.map((currency) => {
          const unit = displayUnit(currency.code, currencies);
          const balance = accounts.find((account) => account.currency === currency.code)?.balance ?? 0;
          const isActive = currency.code === active?.currency;
          return (
            <li key={currency.code}>
              <button
                type="button"
                className="currency-list__item"
                aria-current={isActive || undefined}
                disabled={switchCurrency.isPending}
                onClick={() => choose(currency)}
                data-testid={`wallet-currency-${currency.code}`}
              >
                <span
                  className="currency-list__symbol"
                  data-long={currency.symbol.length > 2 || undefined}
                  aria-hidden="true"
                >
                  {currency.symbol}
                </span>
                <span className="currency-list__code">{unit.code}</span>
                <span className="currency-list__amounts">
                  <span className="currency-list__balance">{formatMoney(balance, unit, locale)}</span>
                  {equivalentCurrency && equivalentCurrency.code !== currency.code ? (
                    <span className="currency-list__equivalent">
                      ≈{' '}
                      {formatMoney(
                        convertAmount(balance, currency, equivalentCurrency),
                        displayUnit(equivalentCurrency.code, currencies),
                        locale,
                      )}
                    </span>
                  ) : null}
                </span>
                {isActive ? <Icon name="check" size={18} className="currency-list__check" /> : null}
              </button>
            </li>
          );
        })}
      </ul>
      <EquivalentToggle equivalent={equivalent} />
    </section>
  );
}
