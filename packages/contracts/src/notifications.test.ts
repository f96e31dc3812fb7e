import { describe, expect, it } from 'vitest';
import { zodIssueToFieldIssue } from './field-issues.ts';
import { communicationRequestSchema, contactFormSchema } from './notifications.ts';

const firstRules = (input: unknown) => {
  const result = communicationRequestSchema.safeParse(input);
  if (result.success) return {};
  const rules: Record<string, string> = {};
  for (const issue of result.error.issues.map(zodIssueToFieldIssue)) rules[issue.field] ??= issue.rule;
  return rules;
};

describe('contact message contract', () => {
  it('reports required first for empty fields', () => {
    expect(firstRules({ name: '', email: '', subject: '', message: '' })).toEqual({
      name: 'required',
      email: 'required',
      subject: 'required',
      message: 'required',
    });
  });

  it('reports the rule that fails for filled fields', () => {
    expect(firstRules({ name: 'A', email: 'nope', subject: 'lottery', message: 'short' })).toEqual({
      name: 'min',
      email: 'email',
      subject: 'in',
      message: 'min',
    });
  });

  it('accepts a complete message and trims it', () => {
    const parsed = communicationRequestSchema.parse({
      name: '  Ana ',
      email: ' ana@example.com ',
      subject: 'games',
      message: 'A question about a game round.',
    });
    expect(parsed.name).toBe('Ana');
    expect(parsed.email).toBe('ana@example.com');
  });

  it("accepts the product client's message: e-mail and text only", () => {
    const parsed = communicationRequestSchema.parse({
      email: 'ana@example.com',
      message: 'A question about a game.',
    });
    expect(parsed).toEqual({ email: 'ana@example.com', message: 'A question about a game.' });
  });

  it('makes our own form ask for a name and a subject too', () => {
    const result = contactFormSchema.safeParse({
      email: 'ana@example.com',
      message: 'A question about a game.',
    });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => zodIssueToFieldIssue(issue).field);
    expect(fields).toEqual(['name', 'subject']);
  });
});
