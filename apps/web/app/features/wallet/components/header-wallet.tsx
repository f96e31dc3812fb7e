import { useModals } from '../../../components/modals/use-modals.ts';
import { useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { useWalletAccounts } from '../hooks/use-wallet-accounts.ts';
import { formatMoney } from '../lib/display-unit.ts';

/** The header's wallet for a signed-in player: the active balance (kept live) and the deposit button. */
export function HeaderWallet() {
  const t = useT('modals');
  const { locale } = useSiteData();
  const { open } = useModals();
  const { active, unitOf } = useWalletAccounts();
  const deposit = () => open('wallet', { value: 'deposit' });
  const balance = active ? formatMoney(active.balance, unitOf(active.currency), locale) : null;
  return (
    <div className="header-wallet">
      <button
        type="button"
        className="header-wallet__balance"
        onClick={deposit}
        aria-label={balance ? t('wallet.header.balance', { balance }) : t('wallet.header.loading')}
        data-testid="header-balance"
      >
        <span className="header-wallet__amount" aria-hidden="true">
          {balance ?? '···'}
        </span>
      </button>
      <button
        type="button"
        className="button button--primary header-wallet__deposit"
        onClick={deposit}
        aria-label={t('wallet.header.deposit')}
        data-testid="header-deposit"
      >
        <svg className="header-wallet__plus" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
        <span className="header-wallet__label">{t('wallet.header.deposit')}</span>
      </button>
    </div>
  );
}
