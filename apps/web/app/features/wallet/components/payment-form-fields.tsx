import type { PaymentMethod } from '@casino/contracts';
import type { PaymentForm } from '../hooks/use-payment-form.ts';
import { formatInputAmount } from '../lib/amount-input.ts';
import { type DisplayUnit, toDisplay } from '../lib/display-unit.ts';
import { networkField } from '../lib/method-fields.ts';
import { AmountInput } from './amount-input.tsx';
import { AmountPills } from './amount-pills.tsx';
import { MethodFieldInput } from './method-field-input.tsx';

type PaymentFormFieldsProps = {
  method: PaymentMethod;
  form: PaymentForm;
  unit: DisplayUnit;
  locale: string;
  format: (amount: number) => string;
  onNetworkChange?: () => void;
};

/** The network (crypto), the amount with its quick picks, then the method's other fields. */
export function PaymentFormFields({
  method,
  form,
  unit,
  locale,
  format,
  onNetworkChange,
}: PaymentFormFieldsProps) {
  const network = networkField(method);
  const field = (key: string) => ({
    locale,
    value: form.values[key] ?? '',
    error: form.fieldError(key),
    onBlur: () => form.touch(key),
    onFocus: () => form.clearServerError(key),
  });
  return (
    <>
      {network ? (
        <MethodFieldInput
          field={network}
          {...field(network.key)}
          onChange={(value) => {
            form.setField(network.key, value);
            onNetworkChange?.();
          }}
        />
      ) : null}
      <AmountInput
        value={form.amountText}
        onChange={form.setAmountText}
        min={form.min}
        max={form.max}
        decimals={unit.shown}
        format={format}
        error={form.amountError}
      />
      <AmountPills
        amounts={method.presets
          .map((preset) => toDisplay(preset.amount, unit))
          .filter((amount) => amount >= form.min && amount <= form.max)}
        selected={form.amount}
        format={format}
        onPick={(amount) => form.setAmountText(formatInputAmount(amount, unit.shown))}
      />
      {form.visibleFields.map((item) => (
        <MethodFieldInput
          key={item.key}
          field={item}
          {...field(item.key)}
          onChange={(value) => form.setField(item.key, value)}
        />
      ))}
    </>
  );
}
