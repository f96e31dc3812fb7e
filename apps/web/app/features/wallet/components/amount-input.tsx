import { useId } from 'react';
import { FieldFrame, fieldAria } from '../../../components/ui/form-field.tsx';
import { useT } from '../../../lib/use-t.ts';
import { AMOUNT_MAX_LENGTH, clampAmountText, sanitizeAmount } from '../lib/amount-input.ts';

type AmountInputProps = {
  /** The field's text, in display units. */
  value: string;
  onChange: (text: string) => void;
  /** Limits in display units. */
  min: number;
  max: number;
  decimals: number;
  /** "10.00 EUR": a limit with its unit, for the hint. */
  format: (amount: number) => string;
  error?: string;
  disabled?: boolean;
  onFocus?: () => void;
};

/**
 * The amount field of spec section 5: decimals only, 10 characters, no leading zero; on leaving it an
 * empty or too small amount becomes the minimum and a too large one the maximum.
 */
export function AmountInput({
  value,
  onChange,
  min,
  max,
  decimals,
  format,
  error,
  disabled,
  onFocus,
}: AmountInputProps) {
  const t = useT('modals');
  const id = useId();
  const hintId = `${id}-hint`;
  const aria = fieldAria(error, true, `${id}-error`);
  // A ceiling under the minimum (a balance too small to withdraw) is no range: the form says why.
  const hasRange = max >= min;
  return (
    <FieldFrame id={id} label={t('wallet.amount.label')} error={error}>
      <input
        id={id}
        className="field__control amount-input"
        inputMode="decimal"
        autoComplete="off"
        maxLength={AMOUNT_MAX_LENGTH}
        value={value}
        disabled={disabled}
        {...aria}
        aria-describedby={[hasRange ? hintId : null, aria['aria-describedby']].filter(Boolean).join(' ')}
        onChange={(event) => onChange(sanitizeAmount(event.target.value, decimals))}
        onBlur={() => onChange(clampAmountText(value, min, max, decimals))}
        onFocus={onFocus}
        data-testid="wallet-amount"
      />
      {hasRange ? (
        <p className="amount-input__hint" id={hintId}>
          {t('wallet.amount.hint', { min: format(min), max: format(max) })}
        </p>
      ) : null}
    </FieldFrame>
  );
}
