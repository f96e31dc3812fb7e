import { type PaymentMethod, PlayerStatus } from '@casino/contracts';
import { useState } from 'react';
import type { ModalProps } from '../../../components/modals/modal-types.ts';
import { useModals } from '../../../components/modals/use-modals.ts';
import { useSession } from '../../../lib/session/session-context.tsx';
import { useSiteData } from '../../../lib/site-data.ts';
import { useWalletAccounts } from '../hooks/use-wallet-accounts.ts';
import { useWalletLifecycle } from '../hooks/use-wallet-lifecycle.ts';
import { useWalletMethods } from '../hooks/use-wallet-methods.ts';
import { usePaymentGeo } from '../lib/payment-geo.ts';
import { trackWalletStep, type WalletOperation } from '../lib/wallet-analytics.ts';
import { BalanceBlock } from './balance-block.tsx';
import { CurrencyList } from './currency-list.tsx';
import { TestMoneyNotice } from './payment-provider-notices.tsx';
import { RegionBlock } from './region-block.tsx';
import { isTurnoverOpen } from './turnover-panel.tsx';
import type { WalletStep } from './wallet-body.tsx';
import { WalletHeader } from './wallet-header.tsx';
import { WalletPanels } from './wallet-panels.tsx';
import { WalletTabs } from './wallet-tabs.tsx';

/** The wallet of spec section 2 (`?wallet=deposit|withdraw`, players only). */
export function WalletModal({ value, close, setCloseGuard }: ModalProps) {
  const tab: WalletOperation = value === 'withdraw' ? 'withdraw' : 'deposit';
  const { open } = useModals();
  const { player } = useSession();
  const { init, locale } = useSiteData();
  const { active, unitOf } = useWalletAccounts();
  const geo = usePaymentGeo(player?.country ?? init.country);
  const [view, setView] = useState<'main' | 'currencies'>('main');
  const [chosen, setChosen] = useState<string | null>(null);
  const [step, setStep] = useState<WalletStep>('methods');
  const offer = useWalletMethods(tab, active?.currency, geo.country);
  const method = offer.methods?.find((item) => item.method === chosen) ?? offer.methods?.[0];
  useWalletLifecycle(tab, setCloseGuard);

  if (!player) return null;
  const unit = unitOf(active?.currency ?? '');
  const limited = player.status === PlayerStatus.limited;
  const formReplaced = tab === 'deposit' ? offer.limitReached || limited : isTurnoverOpen(offer.turnover);

  const switchTab = (next: WalletOperation) => {
    trackWalletStep('type', next);
    setChosen(null);
    setStep('methods');
    open('wallet', { value: next });
  };
  const selectMethod = (next: PaymentMethod) => {
    trackWalletStep('method', tab);
    setChosen(next.method);
    setStep('form');
  };

  return (
    <div className="wallet" data-tab={tab} data-testid="wallet">
      <WalletHeader
        tab={tab}
        method={view === 'main' && !formReplaced ? method : undefined}
        currency={unit.code}
        profileId={player.id}
      />
      <WalletTabs tab={tab} onChange={switchTab} />
      {view === 'currencies' ? (
        <CurrencyList onDone={() => setView('main')} />
      ) : (
        <>
          <div className="wallet__summary">
            <BalanceBlock
              tab={tab}
              account={active}
              unit={unit}
              locale={locale}
              onCurrencies={() => setView('currencies')}
            />
            <RegionBlock country={geo.country} />
          </div>
          {offer.testMoney ? <TestMoneyNotice /> : null}
          <WalletPanels
            tab={tab}
            account={active}
            limited={limited}
            limitReached={offer.limitReached}
            noProvider={offer.noProvider}
            turnover={offer.turnover}
            closeWallet={close}
            methods={offer.methods}
            methodsPending={offer.isPending}
            method={method}
            unit={unit}
            locale={locale}
            country={geo.country}
            step={step}
            onSelect={selectMethod}
            onBack={() => setStep('methods')}
          />
        </>
      )}
    </div>
  );
}
