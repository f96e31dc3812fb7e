import { ErrorCode, type PaymentMethod, type TurnoverWager, type WalletAccount } from '@casino/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { useWithdraw } from '../hooks/use-withdraw.ts';
import type { DisplayUnit } from '../lib/display-unit.ts';
import { MethodList } from './method-list.tsx';
import { isTurnoverOpen, TurnoverPanel } from './turnover-panel.tsx';
import { VerifyIdentityPanel } from './verify-identity-panel.tsx';
import { WalletBody, type WalletStep } from './wallet-body.tsx';
import { WithdrawForm } from './withdraw-form.tsx';

type WithdrawPanelProps = {
  methods: PaymentMethod[] | undefined;
  methodsPending: boolean;
  method: PaymentMethod | undefined;
  account: WalletAccount;
  /** The open turnover wager of the account's currency, if any. */
  turnover: TurnoverWager | null | undefined;
  unit: DisplayUnit;
  locale: string;
  country: string | null;
  step: WalletStep;
  onSelect: (method: PaymentMethod) => void;
  onBack: () => void;
  closeWallet: () => void;
};

/** The withdraw tab: methods and form, or the turnover wager while one is open. */
export function WithdrawPanel(props: WithdrawPanelProps) {
  const { method, account, unit, locale, country } = props;
  const withdraw = useWithdraw({ account, unit, country, onDone: props.closeWallet });
  if (isTurnoverOpen(props.turnover))
    return <TurnoverPanel wager={props.turnover} unit={unit} locale={locale} />;
  const refusal = withdraw.error;
  if (refusal instanceof ApiError && refusal.code === ErrorCode.verificationRequired)
    return (
      <VerifyIdentityPanel
        message={refusal.fields.amount?.[0] ?? refusal.message}
        onBack={() => withdraw.reset()}
      />
    );
  return (
    <WalletBody
      step={props.step}
      onBack={props.onBack}
      methods={
        <MethodList
          methods={props.methods}
          isPending={props.methodsPending}
          selected={method?.method ?? null}
          unit={unit}
          locale={locale}
          onSelect={props.onSelect}
        />
      }
      form={
        method ? (
          <WithdrawForm
            key={`${method.method}:${account.currency}`}
            method={method}
            account={account}
            unit={unit}
            locale={locale}
            busy={withdraw.isPending}
            stepUp={withdraw.stepUp}
            onSubmit={(input, applyFieldErrors) => withdraw.mutate({ method, input, applyFieldErrors })}
          />
        ) : null
      }
    />
  );
}
