import type { z } from 'zod';

/** A failed field rule: the rule key that names its message in content, and the message's parameters. */
export type FieldIssue = { field: string; rule: string; params?: Record<string, string | number> };

const RULE_KEY = /^[a-zA-Z_-]+$/;

/** Maps a zod issue to the rule key and parameters the server's 422 answers and the web forms both use. */
export function zodIssueToFieldIssue(issue: z.core.$ZodIssue): FieldIssue {
  const field = issue.path.join('.') || '_';
  switch (issue.code) {
    case 'invalid_type':
      return { field, rule: issue.input === undefined || issue.input === null ? 'required' : 'type' };
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return { field, rule: 'required' };
      return {
        field,
        rule: issue.origin === 'number' ? 'minValue' : 'min',
        params: { min: Number(issue.minimum) },
      };
    case 'too_big':
      return {
        field,
        rule: issue.origin === 'number' ? 'maxValue' : 'max',
        params: { max: Number(issue.maximum) },
      };
    case 'invalid_format':
      return { field, rule: issue.format === 'regex' ? 'regex' : issue.format };
    case 'invalid_value':
      return { field, rule: 'in' };
    case 'custom':
      return { field, rule: RULE_KEY.test(issue.message) ? issue.message : 'invalid', params: issue.params };
    default:
      return { field, rule: RULE_KEY.test(issue.message) ? issue.message : 'invalid' };
  }
}
