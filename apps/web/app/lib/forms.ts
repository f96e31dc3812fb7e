import { zodIssueToFieldIssue } from '@casino/contracts';
import { useCallback } from 'react';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/**
 * A react-hook-form resolver from a contract schema: the same rules as the server, worded by the
 * fields-settings content of the page's locale.
 */
export function useContractResolver<FormValues extends FieldValues, Output>(
  schema: z.ZodType<Output>,
): Resolver<FormValues, unknown, Output> {
  const { t } = useTranslation('fields-settings');
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
