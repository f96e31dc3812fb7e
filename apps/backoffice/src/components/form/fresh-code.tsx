import { type AnyRoute, STEP_UP_FIELD } from '@casino/contracts';
import type { Ref } from 'react';
import { z } from 'zod';
import { CodeField } from '../fields.tsx';

/** A current authenticator code: the server takes six digits in X-Two-Factor-Code. */
export const freshCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'sixDigits');

/**
 * A dialog's form schema with the code field its route wants: `freshTotp` routes need a current code
 * (named as the server's 422 names it, so a wrong code lands on the field); others take none.
 */
export function withFreshCode<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>, route: AnyRoute) {
  const code: z.ZodType<string | undefined, string | undefined> = route.freshTotp
    ? freshCodeSchema
    : z.string().optional();
  return schema.extend({ [STEP_UP_FIELD]: code } as { twoFactorCode: typeof code });
}

/** The values of such a form, split into the request body and the code for the header. */
export function splitFreshCode<Values extends { twoFactorCode?: string }>(values: Values) {
  const { twoFactorCode, ...body } = values;
  return { body, twoFactorCode };
}

type FreshCodeFieldProps = {
  route: AnyRoute;
  error?: string;
  ref?: Ref<HTMLInputElement>;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'ref'>;

/** The code field of a sensitive change, shown only when its route is declared freshTotp. */
export function FreshCodeField({ route, error, ...input }: FreshCodeFieldProps) {
  if (!route.freshTotp) return null;
  return (
    <CodeField
      hint="This change needs a current code, even though you are signed in."
      error={error}
      {...input}
    />
  );
}
