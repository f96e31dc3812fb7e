import type { FieldIssue, FieldRule, RuleFailure } from '@casino/contracts';
import { ErrorCode, validateFields, zodIssueToFieldIssue } from '@casino/contracts';
import type { z } from 'zod';
import { AppError } from '../../plugins/errors.ts';

/** A rule failure as a field issue; {param} mirrors {min}/{max} so messages worded either way read well. */
export function toFieldIssue(field: string, failure: RuleFailure): FieldIssue {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(failure.params)) if (value !== undefined) params[key] = value;
  params.param ??= failure.params.min ?? failure.params.max ?? '';
  return { field, rule: failure.rule, params };
}

/** Issues of the field rules (the same the browser runs), one per field. */
export function ruleIssues(
  values: Record<string, unknown>,
  rulesByField: Readonly<Record<string, readonly FieldRule[]>>,
): FieldIssue[] {
  return Object.entries(validateFields(values, rulesByField)).map(([field, failure]) =>
    toFieldIssue(field, failure),
  );
}

/**
 * Validates a body with the field rules, then with the call's contract schema; a field reports its
 * first problem only. Throws one 422 with every failing field.
 */
export function validateBody<T extends z.ZodType>(
  schema: T,
  body: unknown,
  rulesByField: Readonly<Record<string, readonly FieldRule[]>> = {},
  extraIssues: FieldIssue[] = [],
): z.infer<T> {
  const values = isRecord(body) ? body : {};
  const issues = mergeIssues(ruleIssues(values, rulesByField), extraIssues);
  const parsed = schema.safeParse(values);
  if (parsed.success && issues.length === 0) return parsed.data;
  const typed = parsed.success ? [] : parsed.error.issues.map(zodIssueToFieldIssue);
  throw AppError.validation(mergeIssues(issues, typed));
}

export function mergeIssues(first: FieldIssue[], second: FieldIssue[]): FieldIssue[] {
  const seen = new Set(first.map((issue) => issue.field));
  return [...first, ...second.filter((issue) => !seen.has(issue.field) && seen.add(issue.field))];
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** 422 with field issues; a lone "already taken" issue carries its own code (emailTaken, phoneTaken). */
export function fieldError(issues: FieldIssue[]): AppError {
  const [only] = issues;
  if (issues.length === 1 && only!.rule === 'unique') {
    if (only!.field === 'email')
      return new AppError(ErrorCode.emailTaken, 'This e-mail address is already registered.', issues);
    if (only!.field === 'phone')
      return new AppError(ErrorCode.phoneTaken, 'This phone number is already registered.', issues);
  }
  return AppError.validation(issues);
}
