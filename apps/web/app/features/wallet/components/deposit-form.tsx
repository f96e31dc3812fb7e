import type { PaymentMethod } from '@casino/contracts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/use-t.ts';
import { DepositBonusCode, type DepositBonuses } from '../../bonuses/deposit.ts';
import {
  toggleBonusCode,
  useBonusFollowsAmount,
  useOpeningBonus,
} from '../hooks/use-deposit-bonus-choice.ts';
import type { DepositInput } from '../hooks/use-deposit-flow.ts';
import { usePaymentForm } from '../hooks/use-payment-form.ts';
import { clampAmount } from '../lib/amount-input.ts';
import { useDepositSession } from '../lib/deposit-session.ts';
import { type DisplayUnit, formatDisplay, formatMoney } from '../lib/display-unit.ts';
import { trackWalletStep } from '../lib/wallet-analytics.ts';
import { chosenBonusValue, DepositBonusSlot } from './deposit-bonus-slot.tsx';
import { PaymentFormFields } from './payment-form-fields.tsx';

type DepositFormProps = {
  method: PaymentMethod;
  unit: DisplayUnit;
  locale: string;
  busy: boolean;
  /** The deposit bonuses on offer for this deposit, the code waiting for it, the default-decline setting. */
  bonuses: DepositBonuses;
  onSubmit: (input: DepositInput, applyFieldErrors: (error: unknown) => boolean) => void;
};

/** Amount, quick picks, the method's fields, the bonus choice; the button names what is paid. */
export function DepositForm({ method, unit, locale, busy, bonuses, onSubmit }: DepositFormProps) {
  const t = useT('modals');
  const { bonus } = useDepositSession();
  const startAmount = useOpeningBonus({ method, unit, bonuses });
  const form = usePaymentForm({ method, unit, startAmount });
  useBonusFollowsAmount(bonuses, form.amount, unit);
  const format = (amount: number) => formatDisplay(amount, unit, locale);
  const shown = format(clampAmount(form.amount, form.min, form.max));
  const bonusValue = chosenBonusValue(bonuses.offers, bonus);
  return (
    <form
      className="payment-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (form.canSubmit && !busy) onSubmit(form.request(), form.applyServerErrors);
      }}
      data-testid="wallet-deposit-form"
    >
      <PaymentFormFields
        method={method}
        form={form}
        unit={unit}
        locale={locale}
        format={format}
        onNetworkChange={() => trackWalletStep('network', 'deposit')}
      />
      <DepositBonusSlot
        offers={bonuses.offers}
        amount={form.amount === null ? null : form.amount / unit.factor}
        crypto={unit.type === 'crypto'}
        format={(amount) => formatMoney(amount, unit, locale)}
      />
      <DepositBonusCode
        open={bonus.codeOpen}
        waitingCode={bonuses.waitingCode}
        packageStep={bonuses.offers.find((offer) => offer.packageName !== null) ?? null}
        onToggle={(open) => {
          if (open) trackWalletStep('promoOpen', 'deposit');
          toggleBonusCode(open, bonuses, form.amount, unit);
        }}
        onSent={() => trackWalletStep('promoSent', 'deposit')}
      />
      <button
        type="submit"
        className="button button--primary button--block button--large"
        disabled={!form.canSubmit || busy}
        data-testid="wallet-submit"
      >
        {busy ? <Spinner /> : null}
        {bonusValue
          ? t('wallet.deposit.submitWithBonus', { amount: shown, bonus: bonusValue })
          : t('wallet.deposit.submit', { amount: shown })}
      </button>
    </form>
  );
}
