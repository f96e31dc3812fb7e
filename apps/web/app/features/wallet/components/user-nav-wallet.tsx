import { useModals } from '../../../components/modals/use-modals.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { useWalletAccounts } from '../hooks/use-wallet-accounts.ts';
import { formatMoney } from '../lib/display-unit.ts';

/** The user nav's wallet: the balance, then Deposit and Withdraw, each opening the wallet on its tab. */
export function UserNavWallet({ onClose }: { onClose: () => void }) {
  const t = useT('modals');
  const { locale } = useSiteData();
  const { open } = useModals();
  const { active, unitOf } = useWalletAccounts();
  const openWallet = (value: 'deposit' | 'withdraw') => {
    onClose();
    open('wallet', { value });
  };
  return (
    <div className="user-nav-wallet" data-testid="user-nav-wallet">
      <p className="user-nav-wallet__balance">
        <span className="muted">{t('wallet.balance.balance')}</span>
        <strong>{active ? formatMoney(active.balance, unitOf(active.currency), locale) : '···'}</strong>
      </p>
      <div className="user-nav-wallet__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => openWallet('deposit')}
          data-testid="user-nav-deposit"
        >
          <Icon name="coin" size={18} />
          {t('wallet.userNav.deposit')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => openWallet('withdraw')}
          data-testid="user-nav-withdraw"
        >
          {t('wallet.userNav.withdraw')}
        </button>
      </div>
    </div>
  );
}
