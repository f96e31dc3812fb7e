import type { WalletAccount } from '@casino/contracts';
import { Icon } from '../../../components/ui/icon.tsx';
import { useT } from '../../../lib/use-t.ts';
import { type DisplayUnit, formatMoney } from '../lib/display-unit.ts';
import type { WalletOperation } from '../lib/wallet-analytics.ts';

type BalanceBlockProps = {
  tab: WalletOperation;
  account: WalletAccount | undefined;
  unit: DisplayUnit;
  locale: string;
  onCurrencies: () => void;
};

/** The active account's balance (and, to withdraw, what may go out), with the currency chooser. */
export function BalanceBlock({ tab, account, unit, locale, onCurrencies }: BalanceBlockProps) {
  const t = useT('modals');
  return (
    <div className="wallet-balance" data-testid="wallet-balance">
      <dl className="wallet-balance__figures">
        <div>
          <dt>{t('wallet.balance.balance')}</dt>
          <dd data-testid="wallet-balance-total">
            {account ? formatMoney(account.balance, unit, locale) : '…'}
          </dd>
        </div>
        {tab === 'withdraw' ? (
          <div>
            <dt>{t('wallet.balance.withdrawable')}</dt>
            <dd data-testid="wallet-balance-withdrawable">
              {account ? formatMoney(account.withdrawalBalance, unit, locale) : '…'}
            </dd>
          </div>
        ) : null}
      </dl>
      <button
        type="button"
        className="wallet-balance__currency"
        onClick={onCurrencies}
        aria-label={t('wallet.currencies.open', { currency: unit.code })}
        data-testid="wallet-currency-button"
      >
        {unit.code}
        <Icon name="chevronDown" size={16} />
      </button>
    </div>
  );
}
