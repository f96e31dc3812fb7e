import type { Currency, WalletAccount } from '@casino/contracts';
import { Icon } from '../../../components/ui/icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/use-t.ts';
import { displayUnit, formatMoney } from '../lib/display-unit.ts';

type Props = {
  account: WalletAccount;
  currencies: readonly Currency[] | undefined;
  locale: string;
  /** A switch or hide of this account that is under way. */
  pending: 'switch' | 'hide' | null;
  /** Another account call is under way. */
  disabled: boolean;
  onSwitch: () => void;
  onHide: () => void;
};

/** One currency account: balances in the display unit (mBTC for BTC), and make-active and hide for the others. */
export function AccountCard({ account, currencies, locale, pending, disabled, onSwitch, onHide }: Props) {
  const t = useT('layout');
  const unit = displayUnit(account.currency, currencies);
  const symbol = currencies?.find((currency) => currency.code === account.currency)?.symbol;
  const amount = (value: number) => formatMoney(value, unit, locale);
  return (
    <li
      className="account-card"
      data-testid="account-row"
      data-currency={account.currency}
      data-active={account.isActive || undefined}
    >
      <div className="account-card__head">
        <span className="account-card__symbol" aria-hidden="true">
          {symbol ?? account.currency.slice(0, 1)}
        </span>
        <div className="account-card__name">
          <strong>{account.currency}</strong>
          {unit.code !== account.currency ? (
            <span className="muted">{t('profileWallet.milliUnits', { code: unit.code })}</span>
          ) : null}
        </div>
        {account.isActive ? (
          <span className="status-pill status-pill--ok" data-testid="account-active">
            {t('profileWallet.active')}
          </span>
        ) : null}
      </div>
      <p className="account-card__balance" data-testid="account-balance">
        <span className="visually-hidden">{t('profileWallet.balance')} </span>
        {amount(account.balance)}
      </p>
      <dl className="account-card__facts">
        <div>
          <dt>{t('profileWallet.withdrawable')}</dt>
          <dd data-testid="account-withdrawable">{amount(account.withdrawalBalance)}</dd>
        </div>
        <div>
          <dt>{t('profileWallet.bonus')}</dt>
          <dd data-testid="account-bonus">{amount(account.bonusBalance ?? 0)}</dd>
        </div>
      </dl>
      {account.isActive ? null : (
        <div className="account-card__actions">
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={onSwitch}
            disabled={disabled}
            aria-label={t('profileWallet.makeActiveLabel', { currency: account.currency })}
            data-testid="account-switch"
          >
            {pending === 'switch' ? <Spinner /> : <Icon name="check" size={16} />}
            {t('profileWallet.makeActive')}
          </button>
          <button
            type="button"
            className="link-button account-card__hide"
            onClick={onHide}
            disabled={disabled}
            aria-label={t('profileWallet.hideLabel', { currency: account.currency })}
            data-testid="account-hide"
          >
            {pending === 'hide' ? <Spinner /> : <Icon name="eyeOff" size={16} />} {t('profileWallet.hide')}
          </button>
        </div>
      )}
    </li>
  );
}
