import type { Currency, WalletAccount } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useModals } from '../../../components/modals/use-modals.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { identityQueries } from '../../identity/api/identity-api.ts';
import { walletQueries } from '../api/wallet-api.ts';
import { useAccountActions } from './account-actions.ts';
import { AccountCard } from './account-card.tsx';
import type { WalletPageData } from './page-data.ts';

/** The active account first, the others in the order they were opened. */
const activeFirst = (accounts: readonly WalletAccount[]) =>
  [...accounts].sort((a, b) => Number(b.isActive) - Number(a.isActive));

/** /profile/wallet: the player's currency accounts with live balances, switching, hiding and adding. */
export function WalletPage({ accounts: loaded, currencies: loadedCurrencies }: WalletPageData) {
  const t = useT('layout');
  const api = useApi();
  const { locale } = useSiteData();
  const { open } = useModals();
  const accounts = useQuery({ ...walletQueries.accounts(api), initialData: loaded });
  const { data: currencies } = useQuery({
    ...identityQueries.currencies(api),
    initialData: loadedCurrencies,
  });
  const actions = useAccountActions();
  const list = activeFirst(accounts.data);
  return (
    <div className="wallet-history" data-testid="wallet-page">
      <section className="profile-card" aria-labelledby="wallet-accounts">
        <div className="wallet-history__head">
          <div>
            <h2 id="wallet-accounts">{t('profileWallet.title')}</h2>
            <p className="muted">{t('profileWallet.text')}</p>
          </div>
          <div className="button-row wallet-history__cashier">
            <button
              type="button"
              className="button button--primary"
              onClick={() => open('wallet', { value: 'deposit' })}
              data-testid="wallet-deposit"
            >
              <Icon name="coin" size={18} /> {t('profileWallet.deposit')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => open('wallet', { value: 'withdraw' })}
              data-testid="wallet-withdraw"
            >
              {t('profileWallet.withdraw')}
            </button>
          </div>
        </div>
        {actions.error ? (
          <p className="notice notice--error" role="alert" data-testid="wallet-error">
            <Icon name="alert" /> {actions.error}
          </p>
        ) : null}
        {list.length === 0 ? (
          <p className="muted" data-testid="wallet-empty">
            {t('profileWallet.empty')}
          </p>
        ) : (
          <ul className="account-grid" data-testid="account-list">
            {list.map((account) => (
              <AccountCard
                key={account.id}
                account={account}
                currencies={currencies}
                locale={locale}
                pending={actions.pendingOn(account.id)}
                disabled={actions.busy}
                onSwitch={() => actions.run({ kind: 'switch', account })}
                onHide={() => actions.run({ kind: 'hide', account })}
              />
            ))}
          </ul>
        )}
      </section>
      <AddCurrency
        currencies={currencies}
        accounts={accounts.data}
        adding={actions.adding}
        disabled={actions.busy}
        onAdd={(currency) => actions.run({ kind: 'add', currency })}
      />
    </div>
  );
}

type AddProps = {
  currencies: readonly Currency[];
  accounts: readonly WalletAccount[];
  adding: boolean;
  disabled: boolean;
  onAdd: (currency: string) => void;
};

/** Enabled currencies the player has no account in, to open one (it becomes the active account). */
function AddCurrency({ currencies, accounts, adding, disabled, onAdd }: AddProps) {
  const t = useT('layout');
  const [choice, setChoice] = useState('');
  const held = new Set(accounts.map((account) => account.currency));
  const available = currencies.filter((currency) => currency.isEnabled && !held.has(currency.code));
  const selected = available.some((currency) => currency.code === choice) ? choice : '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (selected) onAdd(selected);
  };
  return (
    <section className="profile-card" aria-labelledby="wallet-add">
      <h2 id="wallet-add">{t('profileWallet.add.title')}</h2>
      {available.length === 0 ? (
        <p className="muted">{t('profileWallet.add.none')}</p>
      ) : (
        <form className="add-currency" onSubmit={submit} data-testid="add-currency">
          <p className="muted add-currency__text">{t('profileWallet.add.text')}</p>
          <div className="add-currency__row">
            <FormField
              as="select"
              label={t('profileWallet.add.label')}
              value={selected}
              onChange={(event) => setChoice(event.target.value)}
              data-testid="add-currency-select"
            >
              <option value="">{t('profileWallet.add.placeholder')}</option>
              {available.map((currency) => (
                <option key={currency.code} value={currency.code}>
                  {t('profileWallet.add.option', { code: currency.code, symbol: currency.symbol })}
                </option>
              ))}
            </FormField>
            <button
              type="submit"
              className="button button--primary"
              disabled={!selected || disabled}
              data-testid="add-currency-submit"
            >
              {adding ? <Spinner /> : <Icon name="check" size={16} />}
              {t('profileWallet.add.submit')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
