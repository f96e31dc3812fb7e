import type {
  FieldRule,
  PaymentFieldOption,
  PaymentMethod,
  PaymentMethodField,
  RuleFailure,
} from '@casino/contracts';
import { fieldRulesFor, validateField } from '@casino/contracts';

/** Field keys with their own behaviour (spec section 3, Method field). */
export const NETWORK_FIELD = 'crypto_network';
export const WALLET_FIELD = 'wallet_id';
export const TAG_FIELD = 'tag';
export const AGENT_FIELD = 'agentNumber';
export const CURRENCY_WITHDRAW_FIELD = 'currencyWithdraw';

export type FieldValues = Record<string, string>;

/** The method's network select (crypto), drawn above the amount. */
export function networkField(method: PaymentMethod): PaymentMethodField | undefined {
  return method.fields.find((field) => field.key === NETWORK_FIELD && field.options.length > 0);
}

function selectedOption(field: PaymentMethodField | undefined, value: string | undefined) {
  return field?.options.find((option) => option.id === value);
}

/** The chosen network, which brings its own limits and address pattern. */
export function selectedNetwork(method: PaymentMethod, values: FieldValues): PaymentFieldOption | undefined {
  return selectedOption(networkField(method), values[NETWORK_FIELD]);
}

/** Amount limits of the method, narrowed by the chosen network's when it has them. */
export function methodLimits(method: PaymentMethod, values: FieldValues): { min: number; max: number } {
  const network = selectedNetwork(method, values);
  return {
    min: network?.minAmount ?? method.amountMin,
    max: network?.maxAmount ?? method.amountMax,
  };
}

/**
 * The pattern wallet_id must match: the chosen network's, else the chosen currencyWithdraw option's,
 * else the field's own regexp.
 */
export function walletPattern(method: PaymentMethod, values: FieldValues): string | null {
  const network = selectedNetwork(method, values);
  if (network?.regexp) return network.regexp;
  const currencyField = method.fields.find((field) => field.key === CURRENCY_WITHDRAW_FIELD);
  const option = selectedOption(currencyField, values[CURRENCY_WITHDRAW_FIELD]);
  if (option?.regexp) return option.regexp;
  return method.fields.find((field) => field.key === WALLET_FIELD)?.regexp ?? null;
}

/**
 * Rules of one dynamic field (spec section 5): required when isRequired, the phone and cpf_number
 * rules by key, the field's regexp, and for wallet_id required plus the network's pattern. The
 * disabled agentNumber is never checked.
 */
export function methodFieldRules(
  method: PaymentMethod,
  field: PaymentMethodField,
  values: FieldValues,
): FieldRule[] {
  if (field.key === AGENT_FIELD) return [];
  if (field.key === WALLET_FIELD)
    return fieldRulesFor(field.key, { required: true, pattern: walletPattern(method, values) });
  return fieldRulesFor(field.key, { required: field.isRequired, pattern: field.regexp });
}

/** The first failing rule of each field the player fills; fields that pass are left out. */
export function validateMethodFields(
  method: PaymentMethod,
  values: FieldValues,
): Record<string, RuleFailure> {
  const failures: Record<string, RuleFailure> = {};
  for (const field of method.fields) {
    const failure = validateField(values[field.key] ?? '', methodFieldRules(method, field, values), values);
    if (failure) failures[field.key] = failure;
  }
  return failures;
}

/** The values a method's form starts with: the server's, and the first network. */
export function initialFieldValues(method: PaymentMethod): FieldValues {
  const values: FieldValues = {};
  for (const field of method.fields) {
    values[field.key] = field.value ?? '';
    if (field.fieldType === 'select' && !values[field.key] && field.options[0])
      values[field.key] = field.options[0].id;
  }
  return values;
}

export type FieldVisibility = { showFilled?: boolean };

/**
 * The fields the form draws below the amount: not the network (drawn above it), and not one the
 * server already filled in unless show-filled-fields is on or its value fails; agentNumber is always
 * shown, disabled, since it tells the player where to pay.
 */
export function visibleMethodFields(
  method: PaymentMethod,
  values: FieldValues,
  { showFilled = false }: FieldVisibility = {},
): PaymentMethodField[] {
  const failures = validateMethodFields(method, values);
  return method.fields.filter((field) => {
    if (field.key === NETWORK_FIELD && field.options.length > 0) return false;
    if (field.key === AGENT_FIELD || showFilled) return true;
    const prefilled = (field.value ?? '') !== '';
    return !prefilled || field.key in failures;
  });
}

export function isFieldDisabled(field: PaymentMethodField): boolean {
  return field.key === AGENT_FIELD;
}

/** The values the request sends: every field of the method, trimmed; empty ones as null. */
export function requestFields(method: PaymentMethod, values: FieldValues): Record<string, string | null> {
  const fields: Record<string, string | null> = {};
  for (const field of method.fields) {
    const value = (values[field.key] ?? '').trim();
    fields[field.key] = value === '' ? null : value;
  }
  return fields;
}

/** A label or hint of the page's locale, else English, else the first one there is. */
export function localized(texts: Record<string, string>, locale: string): string | undefined {
  return texts[locale] ?? texts.en ?? Object.values(texts)[0];
}
