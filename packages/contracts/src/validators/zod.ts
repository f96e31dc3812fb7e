import { z } from 'zod';
import { isCpf } from './cpf.ts';
import { isDate } from './date.ts';
import { isIp, isUrl } from './network.ts';
import { isPhone } from './phone.ts';
import { isCountryCode, isLanguageCode, isSlug } from './product.ts';
import type { FieldRule, FieldRuleName } from './rules.ts';
import { validateField, validateFields } from './rules.ts';
import { isEmail } from './text.ts';

/**
 * Non-empty string checked by a validator. Issue messages are rule keys ('required', 'phone'...)
 * so the server can map them to content messages; make a field optional with `.optional()`.
 */
function zRuleString(check: (value: string) => boolean, rule: FieldRuleName) {
  return z.string().min(1, { message: 'required' }).refine(check, { message: rule });
}

export const zCountryCode = zRuleString(isCountryCode, 'countryCode');
export const zLanguageCode = zRuleString(isLanguageCode, 'languageCode');
export const zPhone = zRuleString(isPhone, 'phone');
export const zCpf = zRuleString(isCpf, 'cpf');
export const zDateString = zRuleString(isDate, 'date');
export const zEmail = zRuleString(isEmail, 'email');
export const zSlug = zRuleString(isSlug, 'slug');
export const zUrl = zRuleString(isUrl, 'url');
export const zIp = zRuleString((value) => isIp(value), 'ip');

/** Adds field rules to a schema; the first failure becomes an issue with the rule key and its params. */
export function withRules<T extends z.ZodType>(schema: T, rules: readonly FieldRule[]) {
  return schema.superRefine((value, context) => {
    const failure = validateField(value, rules);
    if (failure) context.addIssue({ code: 'custom', message: failure.rule, params: failure.params });
  });
}

/** Cross-field version for an object schema: one issue per failing field, at that field's path. */
export function withFieldRules<T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  rulesByField: Readonly<Record<string, readonly FieldRule[]>>,
) {
  return schema.superRefine((values, context) => {
    for (const [field, failure] of Object.entries(validateFields(values, rulesByField))) {
      context.addIssue({ code: 'custom', path: [field], message: failure.rule, params: failure.params });
    }
  });
}
