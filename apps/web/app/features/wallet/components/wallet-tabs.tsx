import { useT } from '../../../lib/use-t.ts';
import type { WalletOperation } from '../lib/wallet-analytics.ts';

const TABS: WalletOperation[] = ['deposit', 'withdraw'];

/** Deposit and withdraw, chosen by the wallet query value. */
export function WalletTabs({
  tab,
  onChange,
}: {
  tab: WalletOperation;
  onChange: (tab: WalletOperation) => void;
}) {
  const t = useT('modals');
  return (
    <div className="tabs tabs--block wallet-tabs" role="tablist" aria-label={t('wallet.tabsLabel')}>
      {TABS.map((name) => (
        <button
          key={name}
          type="button"
          role="tab"
          aria-selected={tab === name}
          onClick={() => name !== tab && onChange(name)}
          data-testid={`wallet-tab-${name}`}
        >
          {t(`wallet.tabs.${name}`)}
        </button>
      ))}
    </div>
  );
}
