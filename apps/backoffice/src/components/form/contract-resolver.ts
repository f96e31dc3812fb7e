import { zodIssueToFieldIssue } from '@casino/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

type FieldIssue = ReturnType<typeof zodIssueToFieldIssue>;

/** The words of the contracts' rule keys (the server's 422 answers use the same keys). */
const RULE_MESSAGES: Record<string, (params: Record<string, string | number>) => string> = {
  required: () => 'Required.',
  type: () => 'Required.',
  min: ({ min }) => `At least ${min} characters.`,
  max: ({ max }) => `At most ${max} characters.`,
  minValue: ({ min }) => `At least ${min}.`,
  maxValue: ({ max }) => `At most ${max}.`,
  email: () => 'Enter an e-mail address.',
  in: () => 'Choose one of the options.',
  controlCharacters: () => 'Remove line breaks, tabs and other control characters.',
  sixDigits: () => 'Enter the 6 digits your authenticator app shows.',
  datetime: () => 'Enter a date and time.',
  sameAs: () => 'The two passwords differ.',
  afterFrom: () => 'Must come after the start.',
  endsBeforeStart: () => 'Must come after the start.',
  englishRequired: () => 'Enter the English text.',
  wholeNumber: () => 'Enter a whole number.',
  positive: () => 'Must be more than zero.',
  belowMinimum: () => 'Must not be below the smallest stake.',
  placesInOrder: () => 'Places run 1, 2, 3 … without gaps.',
  decimals: () => 'Too many decimals for the currency.',
  locked: () => 'Cannot change while it is live.',
  baseCurrency: ({ currency }) => `Set the amount in ${currency}, the base currency.`,
  currency: () => 'Not a currency of the site.',
  notForThisType: () => 'Not for this kind of task.',
  otherPackage: () => 'Already a step of another package.',
  ended: () => 'An ended bonus cannot become a step.',
  duplicate: () => 'Listed twice.',
  inThePast: () => 'Must be in the future.',
  unique: () => 'Already taken.',
  slug: () => 'Lower case letters, digits and dashes (3 to 64).',
  spinRuleRequired: () => 'Choose how spins are earned: daily, per deposit or both.',
  fromZero: () => 'The first level starts at 0 points.',
  increasing: () => 'Must need more points than the level below.',
  amount: () => 'Enter an amount.',
};

export function ruleMessage(issue: Pick<FieldIssue, 'rule' | 'params'>): string {
  return RULE_MESSAGES[issue.rule]?.(issue.params ?? {}) ?? 'This value is not valid.';
}

/** A contract issue's words: its rule's, and a list's own for a list too short. */
export function contractIssueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'too_small' && issue.origin === 'array') return `Choose at least ${issue.minimum}.`;
  return ruleMessage(zodIssueToFieldIssue(issue));
}

const issueMessage = (issue: z.core.$ZodRawIssue) =>
  contractIssueMessage({ ...issue, path: issue.path ?? [] } as z.core.$ZodIssue);

/**
 * A react-hook-form resolver from a contract's zod schema (@hookform/resolvers): the server's own
 * rules, worded for staff. Refinements name their rule as their message ('controlCharacters'); those
 * get their words here too.
 */
export function contractResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  const resolve = zodResolver(schema, { error: issueMessage }) as unknown as Resolver<Input, unknown, Output>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    if (Object.keys(result.errors).length > 0) await wordRefinementParams(schema, values, result.errors);
    wordRuleMessages(result.errors);
    return result;
  };
}

/**
 * A refinement's rule key with parameters ('minValue' with its min) keeps them only on the zod issue:
 * word those from the issue, before the keys without parameters are worded.
 */
async function wordRefinementParams(schema: z.ZodType, values: unknown, errors: object) {
  const parsed = await schema.safeParseAsync(values);
  if (parsed.success) return;
  for (const issue of parsed.error.issues) {
    if (issue.code !== 'custom' || !issue.params) continue;
    const error = issue.path.reduce<unknown>(
      (node, key) =>
        node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined,
      errors,
    ) as { message?: unknown } | undefined;
    if (error && error.message === issue.message && issue.message in RULE_MESSAGES)
      error.message = ruleMessage({ rule: issue.message, params: issue.params });
  }
}

/** Refinements' rule keys as words, nested fields too (terms.percent, terms.depositFrom.EUR). */
function wordRuleMessages(errors: object) {
  for (const error of Object.values(errors)) {
    if (!error || typeof error !== 'object') continue;
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message in RULE_MESSAGES) {
      (error as { message: string }).message = ruleMessage({ rule: message });
    }
    for (const [key, nested] of Object.entries(error)) {
      if (key !== 'ref' && nested && typeof nested === 'object') wordRuleMessages({ [key]: nested });
    }
  }
}
