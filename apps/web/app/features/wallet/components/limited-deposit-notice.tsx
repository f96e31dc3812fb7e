import { Icon } from '../../../components/ui/icon.tsx';
import { useT } from '../../../lib/use-t.ts';

/** A limited profile (status 2) cannot deposit: this shows instead of the methods and the form. */
export function LimitedDepositNotice() {
  const t = useT('modals');
  return (
    <div className="notice notice--warning wallet-limited" role="alert" data-testid="wallet-limited">
      <Icon name="alert" />
      <div>
        <strong>{t('wallet.limited.title')}</strong>
        <p>{t('wallet.limited.text')}</p>
      </div>
    </div>
  );
}
