import { ErrorCode, STEP_UP_FIELD, STEP_UP_HEADER } from '@casino/contracts';
import { useState } from 'react';
import type { CallOptions } from './api-client.ts';
import { ApiError } from './api-client.ts';

/**
 * A guarded call (withdraw, password change, 2FA changes: decision 0022) asks players with 2FA on
 * for a code. The form calls as usual; when the server answers 11032 or 11031, this shows the code
 * field with the server's message, and the next submit sends the code in the step-up header.
 */
export function useStepUp() {
  const [required, setRequired] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);

  /** Options for the call: the header once a code is typed. */
  const options = (): CallOptions | undefined =>
    required && code.trim() ? { headers: { [STEP_UP_HEADER]: code.trim() } } : undefined;

  /** True when the error asked for (or refused) the code: the form shows the field and stops there. */
  const handle = (failure: unknown): boolean => {
    if (!(failure instanceof ApiError)) return false;
    if (failure.code !== ErrorCode.stepUpRequired && failure.code !== ErrorCode.twoFactorInvalid)
      return false;
    setRequired(true);
    setCode('');
    setError(failure.fields[STEP_UP_FIELD]?.[0] ?? failure.message);
    return true;
  };

  const reset = () => {
    setRequired(false);
    setCode('');
    setError(undefined);
  };

  const change = (value: string) => {
    setCode(value);
    setError(undefined);
  };

  return { required, code, error, options, handle, reset, change };
}

export type StepUp = ReturnType<typeof useStepUp>;
