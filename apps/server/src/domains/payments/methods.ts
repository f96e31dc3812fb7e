import type { FieldIssue, PaymentMethod, PaymentMethodField } from '@casino/contracts';
import { ErrorCode, isCpf, isPhone } from '@casino/contracts';
import { AppError } from '../../plugins/errors.ts';
import { decimalToMinor, minorToDecimalString } from '../wallet/money.ts';
import type { PaymentProvider, ProviderField, ProviderMethod } from './sandbox-psp.ts';

/** A catalogue decimal ("0.0001") as the API's JSON number. */
const units = (decimal: string) => Number(decimal);

function fieldView(field: ProviderField): PaymentMethodField {
  return {
    key: field.key,
    value: null,
    labels: field.labels,
    hints: field.hints ?? {},
    fieldType: field.fieldType,
    isRequired: field.isRequired,
    regexp: field.regexp ?? null,
    options: (field.options ?? []).map((option) => ({
      id: option.id,
      name: option.name,
      ...(option.min === undefined ? {} : { minAmount: units(option.min) }),
      ...(option.max === undefined ? {} : { maxAmount: units(option.max) }),
      ...(option.regex === undefined ? {} : { regex: option.regex }),
    })),
  };
}

/** spec: PaymentMethod, from the provider's catalogue. */
export function methodView(method: ProviderMethod): PaymentMethod {
  return {
    method: method.method,
    type: method.type,
    logo: method.logo,
    amountMin: units(method.min),
    amountMax: units(method.max),
    presets: method.presets.map((preset) => ({ amount: units(preset.amount), default: preset.default })),
    fields: method.fields.map(fieldView),
    processingType: method.processingType,
  };
}

/** GET /api/payment/methods/deposit: the provider's methods for the currency and country. */
export function listDepositMethods(
  psp: PaymentProvider,
  currency: string,
  country: string | undefined,
): PaymentMethod[] {
  return psp.depositMethods(currency.toUpperCase(), country).map(methodView);
}

/** The method a deposit names, if the provider offers it for the currency and country; else 13001. */
export function requireDepositMethod(
  psp: PaymentProvider,
  name: string,
  currency: string,
  country: string | undefined,
): ProviderMethod {
  const method = psp.depositMethods(currency, country).find((item) => item.method === name);
  if (!method)
    throw new AppError(
      422,
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
    throw new AppError(
      422,
      ErrorCode.amountBelowMinimum,
      `The amount is below the minimum of ${show(min)}.`,
      [{ field: 'amount', rule: 'minValue', params: { min: show(min) } }],
    );
  if (amount > max)
    throw new AppError(
      422,
      ErrorCode.amountAboveMaximum,
      `The amount is above the maximum of ${show(max)}.`,
      [{ field: 'amount', rule: 'maxValue', params: { max: show(max) } }],
    );
}

/**
 * The method's dynamic fields from the request, checked per field (required, phone, cpf_number, the
 * field's regexp, select options): a 422 with one issue per bad field. Unknown keys are dropped.
 */
export function checkMethodFields(
  method: ProviderMethod,
  input: Record<string, string | number | null>,
): Record<string, string> {
  const values: Record<string, string> = {};
  const issues: FieldIssue[] = [];
  for (const field of method.fields) {
    const raw = input[field.key];
    const value = raw === null || raw === undefined ? '' : String(raw).trim();
    const name = `fields.${field.key}`;
    if (value === '') {
      if (field.isRequired) issues.push({ field: name, rule: 'required' });
      continue;
    }
    if (field.key === 'phone' && !isPhone(value)) issues.push({ field: name, rule: 'phone' });
    else if (field.key === 'cpf_number' && !isCpf(value)) issues.push({ field: name, rule: 'cpf' });
    else if (field.regexp && !new RegExp(field.regexp).test(value))
      issues.push({ field: name, rule: 'regex' });
    else if (field.options?.length && !field.options.some((option) => option.id === value))
      issues.push({ field: name, rule: 'in' });
    else values[field.key] = value;
  }
  if (issues.length > 0) throw AppError.validation(issues);
  return values;
}
