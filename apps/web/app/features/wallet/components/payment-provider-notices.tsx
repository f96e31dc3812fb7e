import { Icon } from '../../../components/ui/icon.tsx';
import { useT } from '../../../lib/use-t.ts';

/** The site has no payment provider at all (error 13010): this shows instead of the methods and the form. */
export function NoPaymentProviderNotice() {
  const t = useT('modals');
  return (
    <div className="notice notice--warning" role="alert" data-testid="wallet-no-provider">
      <Icon name="alert" />
      <p>{t('wallet.methods.noProvider')}</p>
    </div>
  );
}

/** The methods move no real money (the built-in sandbox): said above the methods and the form alike. */
export function TestMoneyNotice() {
  const t = useT('modals');
  return (
    <p className="wallet-test-money" data-testid="wallet-test-money">
      <strong className="wallet-test-money__badge">{t('wallet.methods.testMoney')}</strong>
      <span>{t('wallet.methods.testMoneyText')}</span>
    </p>
  );
}
