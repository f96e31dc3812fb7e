import type { PaymentMethod, TurnoverWager, WalletAccount } from '@casino/contracts';
import type { DisplayUnit } from '../lib/display-unit.ts';
import type { WalletOperation } from '../lib/wallet-analytics.ts';
import { DepositLimitPanel } from './deposit-limit-panel.tsx';
import { DepositPanel } from './deposit-panel.tsx';
import { LimitedDepositNotice } from './limited-deposit-notice.tsx';
import { MethodList } from './method-list.tsx';
import { NoPaymentProviderNotice } from './payment-provider-notices.tsx';
import { WalletBody, type WalletStep } from './wallet-body.tsx';
import { WithdrawPanel } from './withdraw-panel.tsx';

type WalletPanelsProps = {
  tab: WalletOperation;
  account: WalletAccount | undefined;
  /** A limited profile (status 2) cannot deposit. */
  limited: boolean;
  limitReached: boolean;
  /** The site has no payment provider at all. */
  noProvider: boolean;
  turnover: TurnoverWager | null | undefined;
  closeWallet: () => void;
  methods: PaymentMethod[] | undefined;
  methodsPending: boolean;
  method: PaymentMethod | undefined;
  unit: DisplayUnit;
  locale: string;
  country: string | null;
  step: WalletStep;
  onSelect: (method: PaymentMethod) => void;
  onBack: () => void;
};

/**
 * Below the balance: the limited-profile notice or the deposit limit on the deposit tab, else the
 * tab's methods and form (each remounted for another currency or region, which resets them).
 */
export function WalletPanels({
  tab,
  account,
  limited,
  limitReached,
  noProvider,
  turnover,
  closeWallet,
  ...panel
}: WalletPanelsProps) {
  if (tab === 'deposit' && limited) return <LimitedDepositNotice />;
  if (noProvider) return <NoPaymentProviderNotice />;
  if (tab === 'deposit' && limitReached) return <DepositLimitPanel />;
  if (!account)
    return (
      <WalletBody
        step="methods"
        onBack={panel.onBack}
        methods={
          <MethodList
            methods={undefined}
            isPending
            unit={panel.unit}
            locale={panel.locale}
            selected={null}
            onSelect={panel.onSelect}
          />
        }
        form={null}
      />
    );
  const key = `${account.currency}:${panel.country}`;
  if (tab === 'deposit') return <DepositPanel key={key} account={account} {...panel} />;
  return (
    <WithdrawPanel key={key} account={account} turnover={turnover} closeWallet={closeWallet} {...panel} />
  );
}
