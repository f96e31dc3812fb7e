import type { FieldRule, FieldRuleName, RuleFailure } from '@casino/contracts';
import { validateFields, zodIssueToFieldIssue } from '@casino/contracts';
import { useCallback, useEffect, useMemo } from 'react';
import {
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useWatch,
} from 'react-hook-form';
import type { z } from 'zod';
import { useT } from './use-t.ts';

/**
 * A react-hook-form resolver from a contract schema: the same rules as the server, worded by the
 * fields-settings content of the page's locale.
 */
export function useContractResolver<FormValues extends FieldValues, Output>(
  schema: z.ZodType<Output>,
): Resolver<FormValues, unknown, Output> {
  const t = useT('fields-settings');
  return useCallback(
    async (values) => {
      const result = await schema.safeParseAsync(values);
      if (result.success) return { values: result.data, errors: {} };
      const errors: Record<string, { type: string; message: string }> = {};
      for (const issue of result.error.issues.map(zodIssueToFieldIssue)) {
        errors[issue.field] ??= {
          type: issue.rule,
          message: t(`validation.${issue.rule}`, issue.params ?? {}),
        };
      }
      return { values: {}, errors: errors as FieldErrors<FormValues> };
    },
    [schema, t],
  );
}

/** Content keys of rule messages whose name differs from the rule (zod's min/max wording is shared). */
const RULE_MESSAGE_KEYS: Partial<Record<FieldRuleName, string>> = { minLength: 'min', maxLength: 'max' };

/** The content key of a failed rule's message; a password confirmation says the passwords differ. */
export function ruleMessageKey(field: string, failure: RuleFailure): string {
  if (failure.rule === 'sameAs' && /password/i.test(field)) return 'validation.confirmed';
  return `validation.${RULE_MESSAGE_KEYS[failure.rule] ?? failure.rule}`;
}

/** Words a failed rule with the fields-settings content of the page's locale. */
export function useRuleMessage() {
  const t = useT('fields-settings');
  return useCallback(
    (field: string, failure: RuleFailure) => t(ruleMessageKey(field, failure), failure.params),
    [t],
  );
}

/**
 * A react-hook-form resolver from field rules (the server's field definitions, or the presets of
 * `fieldRulesFor`): the contracts' rule engine decides, content words the message.
 */
export function useRulesResolver<FormValues extends FieldValues>(
  rulesByField: Readonly<Record<string, readonly FieldRule[]>>,
): Resolver<FormValues> {
  const message = useRuleMessage();
  return useCallback(
    async (values) => {
      const failures = validateFields(values as Record<string, unknown>, rulesByField);
      const errors: Record<string, { type: string; message: string }> = {};
      for (const [field, failure] of Object.entries(failures)) {
        errors[field] = { type: failure.rule, message: message(field, failure) };
      }
      if (Object.keys(errors).length === 0) return { values, errors: {} };
      return { values: {}, errors: errors as FieldErrors<FormValues> };
    },
    [rulesByField, message],
  );
}

/**
 * Whether the form passes its rules right now, recomputed as the player types (react-hook-form's own
 * isValid follows the validation mode, so in blur mode it lags until a field loses focus).
 */
export function useRulesValidity<FormValues extends FieldValues>(
  control: Control<FormValues>,
  rulesByField: Readonly<Record<string, readonly FieldRule[]>>,
): boolean {
  const values = useWatch({ control }) as Record<string, unknown>;
  return useMemo(
    () => Object.keys(validateFields(values, rulesByField)).length === 0,
    [values, rulesByField],
  );
}

/** True while a field still shows an error the server gave (cleared when the field gets focus). */
export function hasServerErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some((error) => error?.type === 'server');
}

/** A confirmation field is checked again when the password it repeats changes (spec section 5). */
export function useConfirmationRevalidation<FormValues extends FieldValues>(
  form: UseFormReturn<FormValues>,
  source: Path<FormValues>,
  confirmation: Path<FormValues>,
) {
  const value = useWatch({ control: form.control, name: source });
  useEffect(() => {
    if (value === undefined) return;
    const state = form.getFieldState(confirmation);
    if (state.isTouched || state.error) void form.trigger(confirmation);
  }, [value, form, confirmation]);
}
