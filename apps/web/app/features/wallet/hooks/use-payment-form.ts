import type { PaymentMethod } from '@casino/contracts';
import { useCallback, useMemo, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useRuleMessage } from '../../../lib/forms.ts';
import { useT } from '../../../lib/use-t.ts';
import { defaultAmount, formatInputAmount, isAmountInRange, parseAmount } from '../lib/amount-input.ts';
import { type DisplayUnit, fromDisplay, toDisplayBound } from '../lib/display-unit.ts';
import {
  type FieldValues,
  initialFieldValues,
  methodLimits,
  NETWORK_FIELD,
  requestFields,
  selectedNetwork,
  validateMethodFields,
  visibleMethodFields,
  WALLET_FIELD,
} from '../lib/method-fields.ts';

type PaymentFormOptions = {
  method: PaymentMethod;
  unit: DisplayUnit;
  /** The most the player may send, in currency units (a withdrawal's withdrawable balance). */
  ceiling?: number;
  /** Withdrawals start from the minimum, and go back to it when the network changes. */
  startAtMinimum?: boolean;
  /** The first amount in currency units, when not the default preset (a deposit bonus's minimum). */
  startAmount?: number;
};

const AMOUNT = 'amount';

/**
 * The state of a deposit or withdrawal form: the amount (typed in display units), the method's dynamic
 * fields, their rule failures and the server's field errors.
 */
export function usePaymentForm({
  method,
  unit,
  ceiling,
  startAtMinimum = false,
  startAmount,
}: PaymentFormOptions) {
  const t = useT('modals');
  const ruleMessage = useRuleMessage();
  const [values, setValues] = useState<FieldValues>(() => initialFieldValues(method));
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const limits = methodLimits(method, values);
  const min = toDisplayBound(limits.min, unit, 'up');
  const max = toDisplayBound(
    ceiling === undefined ? limits.max : Math.min(limits.max, ceiling),
    unit,
    'down',
  );
  const [amountText, setAmountText] = useState(() =>
    formatInputAmount(
      startAtMinimum
        ? min
        : toDisplayBound(startAmount ?? defaultAmount(method.presets, limits.min), unit, 'up'),
      unit.shown,
    ),
  );
  const amount = parseAmount(amountText);
  const failures = useMemo(() => validateMethodFields(method, values), [method, values]);
  const network = selectedNetwork(method, values);

  const clearServerError = useCallback((key: string) => {
    setServerErrors((errors) => {
      if (!(key in errors)) return errors;
      const { [key]: _removed, ...rest } = errors;
      return rest;
    });
  }, []);

  const setField = (key: string, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    clearServerError(key);
    if (key !== NETWORK_FIELD) return;
    const next = methodLimits(method, { ...values, [key]: value });
    if (startAtMinimum) setAmountText(formatInputAmount(toDisplayBound(next.min, unit, 'up'), unit.shown));
  };

  const fieldError = (key: string): string | undefined => {
    if (serverErrors[key]) return serverErrors[key];
    const failure = failures[key];
    if (!failure || !touched.has(key)) return undefined;
    if (key === WALLET_FIELD && failure.rule === 'regex')
      return t('wallet.fields.walletIdInvalid', { network: network?.name ?? unit.currency });
    return ruleMessage(key, failure);
  };

  /** Puts a 422's field errors on their fields; false when none of them belongs to this form. */
  const applyServerErrors = (error: unknown): boolean => {
    if (!(error instanceof ApiError) || error.status !== 422) return false;
    const next: Record<string, string> = {};
    for (const [name, messages] of Object.entries(error.fields)) {
      const key = name.startsWith('fields.') ? name.slice('fields.'.length) : name;
      if ((key === AMOUNT || key in values) && messages[0]) next[key] = messages[0];
    }
    setServerErrors(next);
    setTouched(new Set(method.fields.map((field) => field.key)));
    return Object.keys(next).length > 0;
  };

  const amountInRange = isAmountInRange(amount, min, max);
  return {
    values,
    setField,
    touch: (key: string) => setTouched((current) => new Set(current).add(key)),
    clearServerError,
    fieldError,
    visibleFields: visibleMethodFields(method, values),
    network,
    amountText,
    setAmountText: (text: string) => {
      setAmountText(text);
      clearServerError(AMOUNT);
    },
    amount,
    amountError: serverErrors[AMOUNT],
    min,
    max,
    canSubmit: amountInRange && Object.keys(failures).length === 0,
    applyServerErrors,
    request: () => ({
      amount: fromDisplay(amountText, unit),
      fields: requestFields(method, values),
    }),
  };
}

export type PaymentForm = ReturnType<typeof usePaymentForm>;
