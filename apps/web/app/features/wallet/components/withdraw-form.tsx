import type { PaymentMethod, WalletAccount } from '@casino/contracts';
import { StepUpField } from '../../../components/step-up/step-up-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { StepUp } from '../../../lib/step-up.ts';
import { useT } from '../../../lib/use-t.ts';
import { useWithdrawBonusConsent } from '../../bonuses/deposit.ts';
import { usePaymentForm } from '../hooks/use-payment-form.ts';
import { clampAmount } from '../lib/amount-input.ts';
import { type DisplayUnit, formatDisplay } from '../lib/display-unit.ts';
import { trackWalletStep } from '../lib/wallet-analytics.ts';
import { PaymentFormFields } from './payment-form-fields.tsx';

export type WithdrawInput = { amount: string; fields: Record<string, string | null> };

type WithdrawFormProps = {
  method: PaymentMethod;
  account: WalletAccount;
  unit: DisplayUnit;
  locale: string;
  busy: boolean;
  /** The step-up code field, shown when the server asks for it. */
  stepUp: StepUp;
  onSubmit: (input: WithdrawInput, applyFieldErrors: (error: unknown) => boolean) => void;
};

/** Network (crypto), amount up to the withdrawable balance, the payout fields, submit. */
export function WithdrawForm({ method, account, unit, locale, busy, stepUp, onSubmit }: WithdrawFormProps) {
  const t = useT('modals');
  const form = usePaymentForm({ method, unit, ceiling: account.withdrawalBalance, startAtMinimum: true });
  const format = (amount: number) => formatDisplay(amount, unit, locale);
  const tooLittle = form.max < form.min;
  const codeMissing = stepUp.required && !stepUp.code.trim();
  const bonus = useWithdrawBonusConsent(account.currency);
  return (
    <form
      className="payment-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (form.canSubmit && !busy && !codeMissing && !bonus.blocked)
          onSubmit(form.request(), form.applyServerErrors);
      }}
      data-testid="wallet-withdraw-form"
    >
      <PaymentFormFields
        method={method}
        form={form}
        unit={unit}
        locale={locale}
        format={format}
        onNetworkChange={() => trackWalletStep('network', 'withdraw')}
      />
      {tooLittle ? (
        <p className="form-error" role="alert" data-testid="wallet-withdraw-too-little">
          {t('wallet.withdraw.belowMinimum', { min: format(form.min) })}
        </p>
      ) : null}
      {bonus.notice}
      <StepUpField stepUp={stepUp} />
      <button
        type="submit"
        className="button button--primary button--block button--large"
        disabled={!form.canSubmit || busy || codeMissing || bonus.blocked}
        data-testid="wallet-submit"
      >
        {busy ? <Spinner /> : null}
        {t('wallet.withdraw.submit', {
          amount: format(clampAmount(form.amount, form.min, Math.max(form.min, form.max))),
        })}
      </button>
    </form>
  );
}
