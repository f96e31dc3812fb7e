import { isMaxAge, isMinAge } from './age.ts';
import { isCpf } from './cpf.ts';
import type { DateInput } from './date.ts';
import { isDate, isDateAfter, isDateBefore, isDateOnOrAfter, isDateOnOrBefore } from './date.ts';
import { isRequired, isRequiredIf } from './empty.ts';
import { isMaxLength, isMinLength } from './length.ts';
import { isIp, isMacAddress, isUrl } from './network.ts';
import { isBetween, isDigits, isDigitsBetween, isInteger, isMaxValue, isMinValue } from './numeric.ts';
import { isPhone } from './phone.ts';
import {
  isArrayValue,
  isBooleanLike,
  isCountryCode,
  isLanguageCode,
  isLowercase,
  isNo,
  isSlug,
  isUppercase,
  isYes,
} from './product.ts';
import { isAlpha, isAlphaDash, isAlphaNum, isDifferent, isEmail, isSameAs, matchesPattern } from './text.ts';

type Scalar = string | number | boolean;

/** A fixed reference date, or the value of another field of the form. */
export type DateReference = { date: DateInput; field?: undefined } | { field: string; date?: undefined };

export type FieldRule =
  | { rule: 'required' }
  /** Required when `field` equals `equals` (any of them for an array), or when it is filled if `equals` is absent. */
  | { rule: 'requiredIf'; field: string; equals?: Scalar | Scalar[] }
  | { rule: 'minLength'; min: number }
  | { rule: 'maxLength'; max: number }
  | { rule: 'minValue'; min: number }
  | { rule: 'maxValue'; max: number }
  | { rule: 'between'; min: number; max: number }
  | { rule: 'digits'; length: number }
  | { rule: 'digitsBetween'; min: number; max: number }
  | { rule: 'regex'; pattern: string | RegExp }
  | { rule: 'sameAs'; field: string }
  | { rule: 'different'; field: string }
  | { rule: 'email' }
  | { rule: 'phone' }
  | { rule: 'date' }
  | { rule: 'integer' }
  | { rule: 'minAge'; min: number }
  | { rule: 'maxAge'; max: number }
  | { rule: 'cpf' }
  | { rule: 'ip'; version?: 4 | 6 }
  | { rule: 'mac' }
  | { rule: 'alpha' }
  | { rule: 'alphaNum' }
  | { rule: 'alphaDash' }
  | { rule: 'url' }
  | ({ rule: 'after' } & DateReference)
  | ({ rule: 'afterOrEqual' } & DateReference)
  | ({ rule: 'before' } & DateReference)
  | ({ rule: 'beforeOrEqual' } & DateReference)
  | { rule: 'countryCode' }
  | { rule: 'languageCode' }
  | { rule: 'lowercase' }
  | { rule: 'uppercase' }
  | { rule: 'yes' }
  | { rule: 'no' }
  | { rule: 'slug' }
  | { rule: 'array' }
  | { rule: 'boolean' };

export type FieldRuleName = FieldRule['rule'];

/** Placeholders of the content messages: {min}, {max}, {param}. */
export type RuleParams = { min?: number; max?: number; param?: string | number };

export type RuleFailure = { rule: FieldRuleName; params: RuleParams };

export type ValidateOptions = { now?: Date };

type RuleContext = { values: Record<string, unknown>; now: Date };
type RuleOf<K extends FieldRuleName> = Extract<FieldRule, { rule: K }>;
type RuleSpec<K extends FieldRuleName> = {
  check: (value: unknown, rule: RuleOf<K>, context: RuleContext) => boolean;
  params?: (rule: RuleOf<K>) => RuleParams;
};

function conditionMet(rule: RuleOf<'requiredIf'>, values: Record<string, unknown>): boolean {
  const other = values[rule.field];
  if (rule.equals === undefined) return isRequired(other);
  const expected: unknown[] = Array.isArray(rule.equals) ? rule.equals : [rule.equals];
  return expected.includes(other);
}

const referenceOf = (rule: DateReference, context: RuleContext): unknown =>
  rule.field === undefined ? rule.date : context.values[rule.field];

const referenceParam = (rule: DateReference): RuleParams => {
  if (rule.field !== undefined) return { param: rule.field };
  return { param: rule.date instanceof Date ? rule.date.toISOString().slice(0, 10) : rule.date };
};

const fieldParam = (rule: { field: string }): RuleParams => ({ param: rule.field });
const minParam = (rule: { min: number }): RuleParams => ({ min: rule.min });
const maxParam = (rule: { max: number }): RuleParams => ({ max: rule.max });
const rangeParams = (rule: { min: number; max: number }): RuleParams => ({ min: rule.min, max: rule.max });

const plain = <K extends FieldRuleName>(check: (value: unknown) => boolean): RuleSpec<K> => ({
  check: (value) => check(value),
});

const specs: { [K in FieldRuleName]: RuleSpec<K> } = {
  required: plain(isRequired),
  requiredIf: {
    check: (value, rule, context) => isRequiredIf(value, conditionMet(rule, context.values)),
    params: fieldParam,
  },
  minLength: { check: (value, rule) => isMinLength(value, rule.min), params: minParam },
  maxLength: { check: (value, rule) => isMaxLength(value, rule.max), params: maxParam },
  minValue: { check: (value, rule) => isMinValue(value, rule.min), params: minParam },
  maxValue: { check: (value, rule) => isMaxValue(value, rule.max), params: maxParam },
  between: { check: (value, rule) => isBetween(value, rule.min, rule.max), params: rangeParams },
  digits: {
    check: (value, rule) => isDigits(value, rule.length),
    params: (rule) => ({ param: rule.length }),
  },
  digitsBetween: { check: (value, rule) => isDigitsBetween(value, rule.min, rule.max), params: rangeParams },
  regex: { check: (value, rule) => matchesPattern(value, rule.pattern) },
  sameAs: {
    check: (value, rule, context) => isSameAs(value, context.values[rule.field]),
    params: fieldParam,
  },
  different: {
    check: (value, rule, context) => isDifferent(value, context.values[rule.field]),
    params: fieldParam,
  },
  email: plain(isEmail),
  phone: plain(isPhone),
  date: plain(isDate),
  integer: plain(isInteger),
  minAge: { check: (value, rule, context) => isMinAge(value, rule.min, context.now), params: minParam },
  maxAge: { check: (value, rule, context) => isMaxAge(value, rule.max, context.now), params: maxParam },
  cpf: plain(isCpf),
  ip: { check: (value, rule) => isIp(value, rule.version) },
  mac: plain(isMacAddress),
  alpha: plain(isAlpha),
  alphaNum: plain(isAlphaNum),
  alphaDash: plain(isAlphaDash),
  url: plain(isUrl),
  after: {
    check: (value, rule, context) => isDateAfter(value, referenceOf(rule, context)),
    params: referenceParam,
  },
  afterOrEqual: {
    check: (value, rule, context) => isDateOnOrAfter(value, referenceOf(rule, context)),
    params: referenceParam,
  },
  before: {
    check: (value, rule, context) => isDateBefore(value, referenceOf(rule, context)),
    params: referenceParam,
  },
  beforeOrEqual: {
    check: (value, rule, context) => isDateOnOrBefore(value, referenceOf(rule, context)),
    params: referenceParam,
  },
  countryCode: plain(isCountryCode),
  languageCode: plain(isLanguageCode),
  lowercase: plain(isLowercase),
  uppercase: plain(isUppercase),
  yes: plain(isYes),
  no: plain(isNo),
  slug: plain(isSlug),
  array: plain(isArrayValue),
  boolean: plain(isBooleanLike),
};

function runRule<K extends FieldRuleName>(value: unknown, rule: RuleOf<K>, context: RuleContext) {
  const spec = specs[rule.rule as K];
  if (spec.check(value, rule, context)) return null;
  return { rule: rule.rule, params: spec.params?.(rule) ?? {} };
}

/**
 * First failing rule of a field with its message parameters, or null when all pass.
 * `values` holds the whole form, for rules that look at another field.
 */
export function validateField(
  value: unknown,
  rules: readonly FieldRule[],
  values: Record<string, unknown> = {},
  options: ValidateOptions = {},
): RuleFailure | null {
  const context: RuleContext = { values, now: options.now ?? new Date() };
  for (const rule of rules) {
    const failure = runRule(value, rule, context);
    if (failure) return failure;
  }
  return null;
}

/** Failures keyed by field name; fields that pass are left out. */
export function validateFields(
  values: Record<string, unknown>,
  rulesByField: Readonly<Record<string, readonly FieldRule[]>>,
  options: ValidateOptions = {},
): Record<string, RuleFailure> {
  const failures: Record<string, RuleFailure> = {};
  for (const [field, rules] of Object.entries(rulesByField)) {
    const failure = validateField(values[field], rules, values, options);
    if (failure) failures[field] = failure;
  }
  return failures;
}
