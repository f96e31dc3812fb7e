import type { FieldIssue, PaymentMethod, PaymentMethodField } from '@casino/contracts';
import { ErrorCode, isCpf, isPhone } from '@casino/contracts';
import { AppError } from '../../plugins/errors.ts';
import { decimalToMinor, minorToDecimalString } from '../wallet/money.ts';
import { noPaymentProvider } from './payment-provider.ts';
import type { PaymentProvider, ProviderField, ProviderMethod } from './psp-port.ts';

/** A catalogue decimal ("0.0001") as the API's JSON number. */
const units = (decimal: string) => Number(decimal);

/**
 * An option without limits of its own (a payout coin, an agent) takes the method's: the product's
 * client reads the chosen option's minAmount and maxAmount as the amount's bounds.
 */
function fieldView(field: ProviderField, position: number, method: ProviderMethod): PaymentMethodField {
  return {
    key: field.key,
    value: field.value ?? null,
    labels: field.labels,
    hints: field.hints ?? {},
    fieldType: field.fieldType,
    isRequired: field.isRequired,
    regexp: field.regexp ?? null,
    position,
    options: (field.options ?? []).map((option) => ({
      id: option.id,
      name: option.name,
      minAmount: units(option.min ?? method.min),
      maxAmount: units(option.max ?? method.max),
      regexp: option.regex ?? null,
      regex: option.regex ?? null,
    })),
  };
}

/** spec: PaymentMethod, from the provider's catalogue. */
export function methodView(method: ProviderMethod, testMoney: boolean): PaymentMethod {
  return {
    method: method.method,
    type: method.type,
    logo: method.logo,
    amountMin: units(method.min),
    amountMax: units(method.max),
    presets: method.presets.map((preset) => ({ amount: units(preset.amount), default: preset.default })),
    fields: method.fields.map((field, position) => fieldView(field, position, method)),
    processingType: method.processingType,
    testMoney,
  };
}

/** GET /api/payment/methods/deposit and /withdrawal: the provider's methods for the currency and country. */
export function listMethods(
  psp: PaymentProvider,
  direction: 'deposit' | 'withdrawal',
  currency: string,
  country: string | undefined,
): PaymentMethod[] {
  if (psp === noPaymentProvider)
    throw new AppError(ErrorCode.paymentProviderMissing, 'No payment provider is configured.');
  return providerMethods(psp, direction, currency.toUpperCase(), country).map((method) =>
    methodView(method, psp.testMoney),
  );
}

function providerMethods(
  psp: PaymentProvider,
  direction: 'deposit' | 'withdrawal',
  currency: string,
  country: string | undefined,
): ProviderMethod[] {
  return direction === 'deposit'
    ? psp.depositMethods(currency, country)
    : psp.withdrawalMethods(currency, country);
}

/** The method a request names, if the provider offers it for the currency and country; else 13001. */
export function requireMethod(
  psp: PaymentProvider,
  direction: 'deposit' | 'withdrawal',
  name: string,
  currency: string,
  country: string | undefined,
): ProviderMethod {
  const method = providerMethods(psp, direction, currency, country).find((item) => item.method === name);
  if (!method)
    throw new AppError(
      ErrorCode.paymentMethodUnavailable,
      `The payment method ${name} is not available for ${currency}.`,
      [{ field: 'method', rule: 'in' }],
    );
  return method;
}

/**
 * An amount of the API (a JSON number or decimal text in the currency's unit) in minor units, exactly;
 * null when it is not a positive amount the currency can hold.
 */
export function amountToMinor(amount: number | string, subunitToUnit: number): bigint | null {
  let text = typeof amount === 'number' ? String(amount) : amount.trim();
  if (typeof amount === 'number' && /e/i.test(text)) {
    if (!Number.isFinite(amount)) return null;
    const fixed = amount.toFixed(Math.round(Math.log10(subunitToUnit)));
    if (Number(fixed) !== amount) return null;
    text = fixed;
  }
  const minor = decimalToMinor(text, subunitToUnit);
  return minor !== null && minor > 0n ? minor : null;
}

/** Checks the amount against the method's (or the chosen network's) limits: 13002 / 13003 with a field error. */
export function checkAmountLimits(
  amount: bigint,
  limits: { min: string; max: string },
  subunitToUnit: number,
) {
  const min = decimalToMinor(limits.min, subunitToUnit)!;
  const max = decimalToMinor(limits.max, subunitToUnit)!;
  const show = (value: bigint) => minorToDecimalString(value, subunitToUnit);
  if (amount < min)
    throw new AppError(ErrorCode.amountBelowMinimum, `The amount is below the minimum of ${show(min)}.`, [
      { field: 'amount', rule: 'minValue', params: { min: show(min) } },
    ]);
  if (amount > max)
    throw new AppError(ErrorCode.amountAboveMaximum, `The amount is above the maximum of ${show(max)}.`, [
      { field: 'amount', rule: 'maxValue', params: { max: show(max) } },
    ]);
}

/**
 * The method's dynamic fields from the request, checked per field (required, phone, cpf_number, the
 * field's regexp, select options, wallet_id against the chosen network's or payout currency's address
 * pattern): a 422 with one issue per bad field. Fields the provider fills in (agentNumber) keep the
 * provider's value; unknown keys are dropped.
 */
export function checkMethodFields(
  method: ProviderMethod,
  input: Record<string, string | number | null>,
): Record<string, string> {
  const values: Record<string, string> = {};
  const issues: FieldIssue[] = [];
  for (const field of method.fields) {
    if (field.value !== undefined) {
      values[field.key] = field.value;
      continue;
    }
    const raw = input[field.key];
    const value = raw === null || raw === undefined ? '' : String(raw).trim();
    const rule = fieldRuleBroken(field, value);
    if (rule) issues.push({ field: `fields.${field.key}`, rule });
    else if (value !== '') values[field.key] = value;
  }
  const walletRule = walletAddressRuleBroken(method, values);
  if (walletRule) issues.push({ field: 'fields.wallet_id', rule: walletRule });
  if (issues.length > 0) throw AppError.validation(issues);
  return values;
}

function fieldRuleBroken(field: ProviderField, value: string): string | null {
  if (value === '') return field.isRequired || field.key === 'wallet_id' ? 'required' : null;
  if (field.key === 'phone') return isPhone(value) ? null : 'phone';
  if (field.key === 'cpf_number') return isCpf(value) ? null : 'cpf';
  if (field.regexp && !new RegExp(field.regexp).test(value)) return 'regex';
  if (field.options?.length && !field.options.some((option) => option.id === value)) return 'in';
  return null;
}

/** wallet_id must match the address pattern of the chosen crypto network or payout currency. */
function walletAddressRuleBroken(method: ProviderMethod, values: Record<string, string>): string | null {
  const address = values.wallet_id;
  if (address === undefined) return null;
  const chooser = method.fields.find(
    (field) => field.key === 'crypto_network' || field.key === 'currencyWithdraw',
  );
  const chosen = chooser?.options?.find((option) => option.id === values[chooser.key]);
  if (!chosen?.regex) return null;
  return new RegExp(chosen.regex).test(address) ? null : 'regex';
}
